// SPD-6 play and SPD-7 the trick winner: lead restriction until spades are broken, follow suit, the
// first-trick rule, breaking, jokers as spades (SPD-10.3), identical cards (SPD-7.3).
import { type Card, rankValue } from '../../core/cards.ts';
import type { Refusal } from '../../core/contract.ts';
import type { Rng } from '../../core/rng.ts';
import { type Seat, nextSeat } from '../../core/seats.ts';
import { type Play, type TrickPolicy, trickWinner } from '../../core/trick.ts';
import { type Options, trickCount } from './options.ts';
import { SUIT_NAMES, refusal } from './refusal.ts';
import { finishDeal } from './scoring.ts';
import type { Action, CompletedTrick, State, TrickReason } from './state.ts';

/** SPD-10.3: jokers ('BJ', 'LJ': second letter J) count as spades for every purpose. */
export const spadesSuit = (c: Card): string => (c[1] === 'J' ? 'S' : c[1]);
export const isSpade = (c: Card): boolean => c[1] === 'S' || c[1] === 'J';

const policies = new Map<string, TrickPolicy>();
function policyFor(o: Options): TrickPolicy {
  let p = policies.get(o.identicalCards);
  if (!p) {
    p = { trump: 'S', suitOf: (c) => spadesSuit(c) as 'S', rank: rankValue, identical: o.identicalCards };
    policies.set(o.identicalCards, p);
  }
  return p;
}

function isFirstTrickBan(s: State): boolean {
  return s.tricks.length === 0 && s.options.firstTrickSpade === 'banned';
}

/** The cards of `hand` whose suit (jokers as spades) is, or is not, `suit`. Loops: this is the bench's hot path. */
function ofSuit(hand: readonly Card[], suit: string, wanted: boolean): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) if ((spadesSuit(hand[i]) === suit) === wanted) out.push(hand[i]);
  return out;
}

/** The cards the seat to play may play (may repeat a code in the six-player game). */
export function legalCards(s: State): readonly Card[] {
  const hand = s.hands[s.turn as Seat];
  if (s.trick.length === 0) {
    if (s.broken) return hand;
    const others = ofSuit(hand, 'S', false); // SPD-6.2
    return others.length > 0 ? others : hand;
  }
  const follow = ofSuit(hand, spadesSuit(s.trick[0].card), true); // SPD-6.4
  if (follow.length > 0) return follow;
  if (isFirstTrickBan(s)) {
    const others = ofSuit(hand, 'S', false); // SPD-6.5
    if (others.length > 0) return others;
  }
  return hand;
}

export function legalPlayActions(s: State): Action[] {
  const seat = s.turn as Seat;
  const cards = legalCards(s);
  const distinct = s.options.players === 'partners6' ? [...new Set(cards)] : cards;
  return distinct.map((card) => ({ type: 'play', seat, card }));
}

export function samplePlay(s: State, rng: Rng): Action {
  const cards = legalCards(s);
  const distinct = s.options.players === 'partners6' ? [...new Set(cards)] : cards;
  return { type: 'play', seat: s.turn as Seat, card: distinct[rng.int(distinct.length)] };
}

export function playRefusal(s: State, seat: Seat, card: Card): Refusal | null {
  if (s.phase === 'bidding')
    return refusal('SPD-5.1', 'biddingFirst', 'every player bids before the first card is played', {});
  if (s.phase === 'passing')
    return refusal('SPD-5.6', 'passFirst', 'the blind-nil exchange comes before the first lead', {});
  if (seat !== s.turn) return outOfTurn(s, seat);
  const hand = s.hands[seat];
  if (!hand.includes(card))
    return refusal('COM-5.1', 'cardNotInHand', `${card} is not in seat ${seat}'s hand`, { card });
  if (s.trick.length === 0) {
    if (!s.broken && isSpade(card) && hand.some((c) => !isSpade(c)))
      return refusal('SPD-6.2', 'spadesNotBroken', `seat ${seat} may not lead a spade: spades are not broken`, {
        card,
      });
    return null;
  }
  const led = spadesSuit(s.trick[0].card);
  if (spadesSuit(card) !== led) {
    const follow = hand.filter((c) => spadesSuit(c) === led);
    if (follow.length > 0 && follow.every((c) => c[1] === 'J'))
      return refusal(
        'SPD-6.4',
        'mustFollowWithJoker',
        `the joker counts as a spade, so seat ${seat} must follow with it`,
        { card, suit: led },
      );
    if (follow.length > 0)
      return refusal('SPD-6.4', 'mustFollowSuit', `seat ${seat} has ${SUIT_NAMES[led]} and must follow suit`, {
        card,
        suit: led,
      });
    if (isSpade(card) && isFirstTrickBan(s) && hand.some((c) => !isSpade(c)))
      return refusal(
        'SPD-6.5',
        'noSpadeFirstTrick',
        'on the first trick a spade may not be played while holding other cards',
        { card },
      );
  }
  return null;
}

/** Who plays now: the next seat in the trick (COM-5.1), left of the dealer (SPD-6.1) or the last winner (SPD-6.6). */
function outOfTurn(s: State, seat: Seat): Refusal {
  const params = { seat, turn: s.turn ?? -1 };
  if (s.trick.length > 0)
    return refusal('COM-5.1', 'notYourTurn', `seat ${s.turn} plays next: play goes round from the leader`, params);
  if (s.tricks.length === 0)
    return refusal(
      'SPD-6.1',
      'leftOfDealerLeads',
      `seat ${s.turn}, left of the dealer, leads to the first trick`,
      params,
    );
  return refusal('SPD-6.6', 'winnerLeads', `seat ${s.turn} won the last trick and leads the next one`, params);
}

/** SPD-6.3 / SPD-S17: does this play break spades? */
function breaks(s: State, card: Card): boolean {
  if (s.broken || !isSpade(card)) return false;
  if (s.options.allSpadeLeadBreaks) return true;
  return s.trick.length > 0 && !isSpade(s.trick[0].card);
}

export function applyPlay(s: State, seat: Seat, card: Card): State {
  const hands = s.hands.slice();
  const hand = hands[seat].slice();
  hand.splice(hand.indexOf(card), 1);
  hands[seat] = hand;
  const trick = [...s.trick, { seat, card }];
  const broken = s.broken || breaks(s, card);
  const n = hands.length;
  if (trick.length < n)
    return afterPlay(
      s,
      hands,
      trick,
      broken,
      nextSeat(seat, n, s.options.direction),
      s.tricks,
      s.lastTrick,
      s.tricksWon,
    );
  // This trick broke spades if they are broken now and no earlier trick broke them (SPD-6.3).
  const completed = completeTrick(s.options, trick, broken && !s.tricks.some((t) => t.broke));
  const tricksWon = s.tricksWon.slice();
  tricksWon[completed.winner]++;
  const tricks = [...s.tricks, completed];
  const next = afterPlay(s, hands, [], broken, completed.winner, tricks, completed, tricksWon);
  return tricks.length === trickCount(s.options) ? finishDeal(next) : next;
}

/** The state after a play, written out in full: one object shape, no spread (the bench's hot path). */
function afterPlay(
  s: State,
  hands: readonly (readonly Card[])[],
  trick: readonly Play[],
  broken: boolean,
  turn: Seat,
  tricks: readonly CompletedTrick[],
  lastTrick: CompletedTrick | null,
  tricksWon: readonly number[],
): State {
  return {
    phase: s.phase,
    rng: s.rng,
    options: s.options,
    dealer: s.dealer,
    totals: s.totals,
    bagCounters: s.bagCounters,
    results: s.results,
    winners: s.winners,
    cards: s.cards,
    hands,
    aside: s.aside,
    eligible: s.eligible,
    looked: s.looked,
    bids: s.bids,
    turn,
    passQueue: s.passQueue,
    passes: s.passes,
    trick,
    tricks,
    lastTrick,
    tricksWon,
    broken,
  };
}

/** SPD-7: the winner and the reason, for the "who won and why" panel. */
export function completeTrick(o: Options, plays: readonly Play[], broke: boolean): CompletedTrick {
  const i = trickWinner(plays, policyFor(o));
  const win = plays[i].card;
  let reason: TrickReason = plays.some((p) => isSpade(p.card))
    ? { rule: 'SPD-7.1', key: 'highestSpade' }
    : { rule: 'SPD-7.2', key: 'highestLedSuit' };
  if (plays.some((p, j) => j !== i && p.card === win))
    reason = { rule: 'SPD-7.3', key: o.identicalCards === 'last' ? 'identicalLast' : 'identicalFirst' };
  return { plays, winner: plays[i].seat, reason, broke };
}
