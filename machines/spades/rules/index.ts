// Spades: every player bids the tricks they expect to take, partners' bids add up to a side's contract,
// spades are always trump, and overtricks ("bags") cost 100 points per ten. Nil, Blind Nil with a two-card
// exchange, cutthroat for three and four, six players with two decks, jokers, moon and team bidding are options.
//
// Rules implemented (shared/docs/rules.md): COM-2, COM-3, COM-5, COM-7, COM-S1, COM-S4; SPD-1 … SPD-11 with
// SPD-S1 … SPD-S18 and every decision SPD-D1 … SPD-D17; records.md for the deal forms and the replay output.
//
// Actions (`seat` is always the acting seat):
//   { type: 'bid', seat, bid: 1…H | 'nil' | 'blind-nil' }   SPD-5 (with SPD-S16 a first partner's number is a hint)
//   { type: 'look', seat }                                   SPD-5.6(c): turn face-down cards up. Allowed to any seat
//        that has not looked during bidding (not a turn); listed in legalActions only for the seat to bid.
//        Never recorded and never sampled: every bid but Blind Nil implies it, so records replay without it.
//   { type: 'pass', seat, cards: [c1, c2] }                  SPD-5.6(d): blind-nil exchange, bidder first, then partner
//   { type: 'play', seat, card }                             SPD-6
// Phases: awaitingDeal → bidding → passing (only with a blind-nil exchange) → playing → awaitingDeal | gameOver.
// Face-down cards: a seat eligible for Blind Nil at the start of the hand (SPD-5.6(b)) starts with `looked`
// false; `look` or any bid but Blind Nil turns its cards up; every hand is face up once bidding ends.
// Deals: a cut, a stock or a revealed card is a DealError (Spades has none, SPD-4.1); in the hands form of
// three-player 52-card cutthroat the card aside is the one card of the deck that is in no hand.
import type { GameRules } from '../../core/contract.ts';
import { IllegalAction } from '../../core/contract.ts';
import type { Rng } from '../../core/rng.ts';
import { applyBid, applyLook, legalBidActions, legalBids } from './bidding.ts';
import { dealCards, startDeal } from './deal.ts';
import { explainIllegal } from './explain.ts';
import { type Options, defaultOptions, parseOptions, seatCount, sidesOf } from './options.ts';
import { applyPass, legalPassActions, samplePass } from './passing.ts';
import { applyPlay, legalPlayActions, samplePlay } from './play.ts';
import { actionFromRecord, actionToRecord } from './records.ts';
import { report } from './report.ts';
import { type Action, type State, setup } from './state.ts';
import { type View, observe } from './view.ts';

export type { Options } from './options.ts';
export type {
  Action,
  Bid,
  CompletedTrick,
  DealResult,
  PassStep,
  Phase,
  ScoreLine,
  SideResult,
  State,
  TrickReason,
} from './state.ts';
export type { PassView, View } from './view.ts';
export {
  defaultOptions,
  parseOptions,
  handSize,
  partnerOf,
  sideOfSeat,
  sidesOf,
  seatCount,
  fullDeck,
} from './options.ts';
export { isRecorded } from './records.ts';
export { isTrickJustComplete, reseeded } from './state.ts';
export { parseHand } from './notation.ts';
export { isSpade, spadesSuit, legalCards } from './play.ts';
export { type BidStep, bidStep, isNilBid } from './bidding.ts';
export { scoreSide, sideContract, bagCounter, winnersAfter } from './scoring.ts';
export { blindNilEligibility, behindBy } from './deal.ts';

function currentPlayer(s: State): number | null {
  if (s.phase === 'passing') return s.passQueue[0].from;
  return s.phase === 'bidding' || s.phase === 'playing' ? s.turn : null;
}

function legalActions(s: State): readonly Action[] {
  switch (s.phase) {
    case 'bidding':
      return legalBidActions(s);
    case 'passing':
      return legalPassActions(s);
    case 'playing':
      return legalPlayActions(s);
    default:
      return [];
  }
}

function sampleAction(s: State, rng: Rng): Action {
  switch (s.phase) {
    case 'bidding': {
      const bids = legalBids(s);
      return { type: 'bid', seat: s.turn as number, bid: bids[rng.int(bids.length)] };
    }
    case 'passing':
      return samplePass(s, rng);
    case 'playing':
      return samplePlay(s, rng);
    default:
      throw new Error(`nobody acts in phase ${s.phase}`);
  }
}

function applyAction(s: State, a: Action): State {
  const refusal = explainIllegal(s, a);
  if (refusal) throw new IllegalAction(refusal);
  switch (a.type) {
    case 'bid':
      return applyBid(s, a.seat, a.bid);
    case 'look':
      return applyLook(s, a.seat);
    case 'pass':
      return applyPass(s, a.seat, a.cards);
    case 'play':
      return applyPlay(s, a.seat, a.card);
  }
}

export const rules: GameRules<Options, State, Action, View> = {
  game: 'spades',
  defaultOptions,
  parseOptions,
  seatCount,
  sides: sidesOf,
  setup,
  awaitingDeal: (s) => s.phase === 'awaitingDeal',
  dealer: (s) => s.dealer,
  startDeal,
  dealCards,
  currentPlayer,
  legalActions,
  sampleAction,
  applyAction,
  explainIllegal,
  observe,
  isTerminal: (s) => s.phase === 'gameOver',
  report,
  actionFromRecord,
  actionToRecord,
};
