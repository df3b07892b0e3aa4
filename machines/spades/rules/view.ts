// COM-7 what one seat may see: its own hand (face down while a blind-nil candidate has not looked, SPD-5.6(c)),
// bids, played cards, trick counts, scores; the blind-nil passed cards only for the two partners involved.
import type { Card } from '../../core/cards.ts';
import type { Play } from '../../core/trick.ts';
import type { Seat } from '../../core/seats.ts';
import { nextSeat, seatsFrom } from '../../core/seats.ts';
import { behindBy } from './deal.ts';
import { type Options, handSize, partnerOf, sideOfSeat, sidesOf } from './options.ts';
import { sideContract } from './scoring.ts';
import type { Bid, CompletedTrick, DealResult, PassStep, Phase, State } from './state.ts';

export interface PassView {
  readonly from: Seat;
  readonly to: Seat;
  readonly count: number;
  /** The cards, only for the two partners of this exchange. */
  readonly cards: readonly Card[] | null;
}

export interface View {
  readonly game: 'spades';
  readonly seat: Seat;
  readonly phase: Phase;
  readonly options: Options;
  readonly handSize: number;
  readonly sides: readonly (readonly Seat[])[];
  readonly mySide: number;
  readonly partner: Seat | null;
  readonly dealer: Seat;
  /** Who acts now (the passer in the exchange), or null. */
  readonly turn: Seat | null;
  /** Own cards; null while they lie face down (an eligible blind-nil candidate who has not looked). */
  readonly hand: readonly Card[] | null;
  readonly handCounts: readonly number[];
  /** Whose cards are face up (public: everybody sees who picked up their cards). */
  readonly looked: readonly boolean[];
  /** This seat may bid Blind Nil this hand by the score (SPD-5.6(b)); how far its side trails the leader. */
  readonly blindNilEligible: boolean;
  readonly behindBy: number;
  readonly bids: readonly (Bid | null)[];
  /** Per seat: its number is a team-bid hint, not binding (SPD-10.6: the first partner of a side to bid). */
  readonly hints: readonly boolean[];
  /** Each side's contract from the bids made so far (SPD-5.3, SPD-10.6). */
  readonly contracts: readonly number[];
  readonly passes: readonly PassView[];
  readonly passStep: PassStep | null;
  readonly leader: Seat | null;
  readonly trick: readonly Play[];
  /** Every completed trick of the hand (COM-5.7: played cards are public; COM-S2 decides what is shown). */
  readonly tricks: readonly CompletedTrick[];
  readonly lastTrick: CompletedTrick | null;
  readonly tricksWon: readonly number[];
  readonly spadesBroken: boolean;
  readonly totals: readonly number[];
  readonly bagCounters: readonly number[];
  readonly results: readonly DealResult[];
  readonly winners: readonly number[];
}

export function observe(s: State, seat: Seat): View {
  const o = s.options;
  const sides = sidesOf(o);
  const turn = s.phase === 'passing' ? s.passQueue[0].from : s.turn;
  return {
    game: 'spades',
    seat,
    phase: s.phase,
    options: o,
    handSize: handSize(o),
    sides,
    mySide: sideOfSeat(o, seat),
    partner: partnerOf(o, seat),
    dealer: s.dealer,
    turn,
    hand: s.looked[seat] ? s.hands[seat] : null,
    handCounts: s.hands.map((h) => h.length),
    looked: s.looked,
    blindNilEligible: s.eligible[seat],
    behindBy: behindBy(o, s.totals, seat),
    bids: s.bids,
    hints: hintsOf(s),
    contracts: contractsOf(s),
    passes: s.passes.map((p) => ({
      from: p.from,
      to: p.to,
      count: p.cards.length,
      cards: p.from === seat || p.to === seat ? p.cards : null,
    })),
    passStep: s.phase === 'passing' ? s.passQueue[0] : null,
    leader: s.trick.length > 0 ? s.trick[0].seat : s.phase === 'playing' ? s.turn : null,
    trick: s.trick,
    tricks: s.tricks,
    lastTrick: s.lastTrick,
    tricksWon: s.tricksWon,
    spadesBroken: s.broken,
    totals: s.totals,
    bagCounters: s.bagCounters,
    results: s.results,
    winners: s.winners,
  };
}

/** Each side's contract in the current hand, or in the hand just scored while the next one waits. */
function contractsOf(s: State): number[] {
  const o = s.options;
  const last = s.results[s.results.length - 1];
  if ((s.phase === 'awaitingDeal' || s.phase === 'gameOver') && last) return last.sides.map((r) => r.contract);
  const order = biddingOrder(s, s.dealer);
  return sidesOf(o).map((side) => sideContract(o, side, s.bids, order));
}

const biddingOrder = (s: State, dealer: Seat): Seat[] =>
  seatsFrom(nextSeat(dealer, s.hands.length, s.options.direction), s.hands.length, s.options.direction);

/** SPD-10.6: with team bid, a number bid by the first partner of a side (in bidding order) is a hint. */
function hintsOf(s: State): boolean[] {
  const o = s.options;
  const last = s.results[s.results.length - 1];
  const between = s.phase === 'awaitingDeal' || s.phase === 'gameOver';
  if (!o.teamBid || (between && !last)) return s.bids.map(() => false);
  const order = biddingOrder(s, between && last ? last.dealer : s.dealer);
  return s.bids.map((b, seat) => {
    const p = partnerOf(o, seat);
    return typeof b === 'number' && p !== null && order.indexOf(seat) < order.indexOf(p);
  });
}

/** The view's own hand as a list, for bots that must decide with face-down cards (empty then). */
export function visibleHand(v: View): readonly Card[] {
  return v.hand ?? [];
}
