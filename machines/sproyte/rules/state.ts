// The Sprøyte state: one plain, readonly, JSON-safe object per moment of the game (house-style §3).
// Kept lean for the bench: a play copies one hand, the trick and a few counters, nothing more.
import type { Card, Suit } from '../../core/cards.ts';
import type { DealCards } from '../../core/contract.ts';
import { nextSeat, type Seat } from '../../core/seats.ts';
import type { Options } from './options.ts';

export const SEATS = 3;

/** awaitingDeal: before each deal (and after a scored one); gameOver: SPR-10.3 decided. */
export type Phase = 'awaitingDeal' | 'exchange' | 'talon' | 'play' | 'gameOver';
export type Contract = 'trump' | 'grand' | 'nullo';

export type Action =
  /** SPR-6.1: discard these cards (hand order does not matter), then draw as many from the stock. */
  | { readonly type: 'exchange'; readonly seat: Seat; readonly discards: readonly Card[] }
  /** SPR-6.5: take the talon (true) or decline (false). */
  | { readonly type: 'talon'; readonly seat: Seat; readonly take: boolean }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: Card };

export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

/** Why a trick was won, as a rule id and a message key ("highest trump", "highest card of the led suit"). */
export interface TrickReason {
  readonly rule: 'SPR-8.1' | 'SPR-8.2' | 'SPR-8.3';
  readonly key: 'highestTrump' | 'highestOfLedSuit' | 'highestOfLedSuitAceLow';
}

export interface CompletedTrick {
  readonly plays: readonly Play[];
  readonly winner: Seat;
  readonly reason: TrickReason;
}

/** One player's score line of a deal (SPR-9): tricks against the baseline of four. */
export interface ScoreLine {
  readonly seat: Seat;
  readonly tricks: number;
  readonly points: number;
  /** SPR-9.2 (trump, grand) or SPR-9.3 (nullo). */
  readonly rule: 'SPR-9.2' | 'SPR-9.3';
  /** SPR-S8: the shortfall below four costs points (the line may be negative). */
  readonly signed: boolean;
}

export interface DealResult {
  readonly dealNumber: number;
  readonly dealer: Seat;
  readonly contract: Contract;
  readonly trump: Suit | null;
  /** Cards exchanged per seat (13 for the talon taker, 0 for the others in the talon form). */
  readonly exchanged: readonly number[];
  readonly talonTaker: Seat | null;
  readonly tricks: readonly number[];
  readonly points: readonly number[];
  readonly totals: readonly number[];
  readonly lines: readonly ScoreLine[];
}

export interface State {
  readonly phase: Phase;
  /** COM-3.2: RNG state, the only source of randomness (shuffle and cut). */
  readonly rng: number;
  readonly options: Options;
  /** Number of the current deal (SPR-3.3), 0 before the first; it keeps counting through extra deals. */
  readonly dealNumber: number;
  /** Dealer of the current (or, before the first, the first) deal. */
  readonly dealer: Seat;
  readonly contract: Contract;
  readonly trump: Suit | null;
  /** Variasjonssprøyte: the card shown by forhånd's cut (COM-4.2), public. */
  readonly revealed: Card | null;
  /** The cards as dealt, for the record (records.md). */
  readonly cards: DealCards | null;
  readonly hands: readonly (readonly Card[])[];
  /** Undrawn stock, top first; in the talon form the untaken talon. Hidden from everybody. */
  readonly stock: readonly Card[];
  /** Each seat's discards (talon form: the hand laid aside). Hidden from everybody (COM-6.3). */
  readonly discards: readonly (readonly Card[])[];
  /** Cards exchanged per seat, null until the seat has decided (COM-6.3: the count is public). */
  readonly exchanged: readonly (number | null)[];
  /** Talon form: each seat's answer, null when not (yet) asked. */
  readonly talonAnswers: readonly (boolean | null)[];
  readonly talonTaker: Seat | null;
  /** Whose decision it is, or null between deals. */
  readonly turn: Seat | null;
  /** The trick in progress, in playing order. */
  readonly trick: readonly Play[];
  /** The trick just completed; stays until the next card is played (or the next deal starts). */
  readonly lastTrick: CompletedTrick | null;
  /** Every completed trick of the deal (public, COM-5.7). */
  readonly history: readonly CompletedTrick[];
  /** Tricks won so far this deal, per seat. */
  readonly tricks: readonly number[];
  /** Running totals after the last scored deal (SPR-9.4). */
  readonly totals: readonly number[];
  readonly results: readonly DealResult[];
  /** SPR-10.3: the winners once the game is over (several only with SPR-S9 "shared"). */
  readonly winners: readonly Seat[];
}

/** SPR-1.2: forhånd is the dealer's left neighbour (right with COM-S1 counter-clockwise). */
export function forehandOf(dealer: Seat, options: Options): Seat {
  return nextSeat(dealer, SEATS, options.direction);
}

/** SPR-1.2: the middle player sits after forhånd. */
export function middleOf(dealer: Seat, options: Options): Seat {
  return nextSeat(forehandOf(dealer, options), SEATS, options.direction);
}

/** SPR-3.2: the deal passes to forhånd; before the first deal it is the first dealer. */
export function nextDealer(s: State): Seat {
  return s.dealNumber === 0 ? s.dealer : forehandOf(s.dealer, s.options);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A shallow copy to change before returning it (the old state is never touched). A literal of every
 * field is several times faster than `{ ...s, x }` in V8, and the bench needs it on every card.
 */
export function copyState(s: State): Mutable<State> {
  return {
    phase: s.phase,
    rng: s.rng,
    options: s.options,
    dealNumber: s.dealNumber,
    dealer: s.dealer,
    contract: s.contract,
    trump: s.trump,
    revealed: s.revealed,
    cards: s.cards,
    hands: s.hands,
    stock: s.stock,
    discards: s.discards,
    exchanged: s.exchanged,
    talonAnswers: s.talonAnswers,
    talonTaker: s.talonTaker,
    turn: s.turn,
    trick: s.trick,
    lastTrick: s.lastTrick,
    history: s.history,
    tricks: s.tricks,
    totals: s.totals,
    results: s.results,
    winners: s.winners,
  };
}

export function emptyTriple<T>(value: T): T[] {
  return [value, value, value];
}

export function initialState(options: Options, firstDealer: Seat, rng: number): State {
  return {
    phase: 'awaitingDeal',
    rng,
    options,
    dealNumber: 0,
    dealer: firstDealer,
    contract: 'trump',
    trump: null,
    revealed: null,
    cards: null,
    hands: [[], [], []],
    stock: [],
    discards: [[], [], []],
    exchanged: emptyTriple(null),
    talonAnswers: emptyTriple(null),
    talonTaker: null,
    turn: null,
    trick: [],
    lastTrick: null,
    history: [],
    tricks: emptyTriple(0),
    totals: emptyTriple(0),
    results: [],
    winners: [],
  };
}
