// The Spades state: plain, readonly, JSON-safe data (house-style §3). One interface with a `phase`;
// the deal fields stay after a deal ends so the last trick and the score stay visible until the next deal.
import type { Card } from '../../core/cards.ts';
import type { DealCards } from '../../core/contract.ts';
import type { Play } from '../../core/trick.ts';
import { seedState } from '../../core/rng.ts';
import type { Seat } from '../../core/seats.ts';
import { type Options, seatCount, sidesOf } from './options.ts';

export type Phase = 'awaitingDeal' | 'bidding' | 'passing' | 'playing' | 'gameOver';

/** SPD-5.2: a number 1 … H, Nil, or Blind Nil (as announced; with SPD-S16 a first partner's number is a hint). */
export type Bid = number | 'nil' | 'blind-nil';

export type Action =
  | { readonly type: 'bid'; readonly seat: Seat; readonly bid: Bid }
  /** SPD-5.6(c): turn an eligible seat's cards face up; irreversible, ends the blind-nil option. Not recorded. */
  | { readonly type: 'look'; readonly seat: Seat }
  /** SPD-5.6(d): two cards face down to the partner (blind-nil exchange). */
  | { readonly type: 'pass'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: Card };

/** Why a trick was won, with its rule (SPD-7.1 highest spade, SPD-7.2 highest of the led suit, SPD-7.3 identical). */
export interface TrickReason {
  readonly rule: 'SPD-7.1' | 'SPD-7.2' | 'SPD-7.3';
  readonly key: 'highestSpade' | 'highestLedSuit' | 'identicalFirst' | 'identicalLast';
}

export interface CompletedTrick {
  readonly plays: readonly Play[];
  readonly winner: Seat;
  readonly reason: TrickReason;
  /** The first spade played on a non-spade lead broke spades with this trick (SPD-6.3), or SPD-S17. */
  readonly broke: boolean;
}

/** One step of the blind-nil exchange (SPD-5.6(d)). */
export interface PassStep {
  readonly from: Seat;
  readonly to: Seat;
}

export interface PassDone extends PassStep {
  readonly cards: readonly Card[];
}

/** One line of a side's hand score, for the score sheet and the "why" panel. */
export interface ScoreLine {
  readonly rule: string;
  /** i18n key: contractMade, overtricks, contractSet, moonMade, moonSet, nilMade, nilFailed, … */
  readonly key: string;
  readonly points: number;
  readonly params: Readonly<Record<string, number | string>>;
}

export interface SideResult {
  readonly seats: readonly Seat[];
  /** C: the side's contract (SPD-5.3, SPD-10.6). */
  readonly contract: number;
  /** W: tricks that count toward the contract (SPD-8.4, SPD-S12). */
  readonly counted: number;
  readonly tricks: number;
  readonly lines: readonly ScoreLine[];
  readonly points: number;
  readonly bags: number;
  readonly bagsBefore: number;
  readonly bagsAfter: number;
  readonly totalBefore: number;
  readonly totalAfter: number;
  /** The side made a moon contract (SPD-10.4). */
  readonly moonMade: boolean;
}

export interface DealResult {
  readonly dealer: Seat;
  readonly bids: readonly Bid[];
  readonly tricks: readonly number[];
  readonly sides: readonly SideResult[];
}

export interface State {
  readonly phase: Phase;
  readonly rng: number;
  readonly options: Options;
  /** Dealer of the deal in progress, or of the next deal while awaiting it (SPD-3). */
  readonly dealer: Seat;
  /** Per side (records.md "Sides"). */
  readonly totals: readonly number[];
  readonly bagCounters: readonly number[];
  readonly results: readonly DealResult[];
  readonly winners: readonly number[];
  // The deal (kept after it ends, until the next one starts).
  readonly cards: DealCards | null;
  readonly hands: readonly (readonly Card[])[];
  /** The card put aside in three-player cutthroat (SPD-10.7): unseen by everybody. */
  readonly aside: Card | null;
  /** SPD-5.6(b): who may bid blind nil this hand, fixed from the score at the start of the hand. */
  readonly eligible: readonly boolean[];
  /** SPD-5.6(c): whose cards are face up. Eligible seats start face down. */
  readonly looked: readonly boolean[];
  readonly bids: readonly (Bid | null)[];
  /** Seat to bid or to play; null while passing or between deals. */
  readonly turn: Seat | null;
  readonly passQueue: readonly PassStep[];
  readonly passes: readonly PassDone[];
  readonly trick: readonly Play[];
  readonly tricks: readonly CompletedTrick[];
  readonly lastTrick: CompletedTrick | null;
  readonly tricksWon: readonly number[];
  /** SPD-6.3 / SPD-S17. */
  readonly broken: boolean;
}

/** A new game waiting for its first deal (SPD-3.1: the caller draws the first dealer). */
export function setup(options: Options, firstDealer: Seat, seed: number): State {
  const n = seatCount(options);
  const sides = sidesOf(options).length;
  return {
    phase: 'awaitingDeal',
    rng: seedState(seed),
    options,
    dealer: firstDealer,
    totals: new Array<number>(sides).fill(0),
    bagCounters: new Array<number>(sides).fill(0),
    results: [],
    winners: [],
    cards: null,
    hands: Array.from({ length: n }, () => []),
    aside: null,
    eligible: new Array<boolean>(n).fill(false),
    looked: new Array<boolean>(n).fill(true),
    bids: new Array<Bid | null>(n).fill(null),
    turn: null,
    passQueue: [],
    passes: [],
    trick: [],
    tricks: [],
    lastTrick: null,
    tricksWon: new Array<number>(n).fill(0),
    broken: false,
  };
}

/**
 * A copy of `s` with some fields replaced, written out in full so every state has one object shape
 * (a spread per action was the bench's main cost). `undefined` in `p` keeps the field.
 */
export function put(s: State, p: Partial<State>): State {
  return {
    phase: p.phase !== undefined ? p.phase : s.phase,
    rng: p.rng !== undefined ? p.rng : s.rng,
    options: s.options,
    dealer: p.dealer !== undefined ? p.dealer : s.dealer,
    totals: p.totals !== undefined ? p.totals : s.totals,
    bagCounters: p.bagCounters !== undefined ? p.bagCounters : s.bagCounters,
    results: p.results !== undefined ? p.results : s.results,
    winners: p.winners !== undefined ? p.winners : s.winners,
    cards: p.cards !== undefined ? p.cards : s.cards,
    hands: p.hands !== undefined ? p.hands : s.hands,
    aside: p.aside !== undefined ? p.aside : s.aside,
    eligible: p.eligible !== undefined ? p.eligible : s.eligible,
    looked: p.looked !== undefined ? p.looked : s.looked,
    bids: p.bids !== undefined ? p.bids : s.bids,
    turn: p.turn !== undefined ? p.turn : s.turn,
    passQueue: p.passQueue !== undefined ? p.passQueue : s.passQueue,
    passes: p.passes !== undefined ? p.passes : s.passes,
    trick: p.trick !== undefined ? p.trick : s.trick,
    tricks: p.tricks !== undefined ? p.tricks : s.tricks,
    lastTrick: p.lastTrick !== undefined ? p.lastTrick : s.lastTrick,
    tricksWon: p.tricksWon !== undefined ? p.tricksWon : s.tricksWon,
    broken: p.broken !== undefined ? p.broken : s.broken,
  };
}

/** The same game with a fresh RNG (a resumed game must not repeat the shuffles of the first session). */
export function reseeded(s: State, seed: number): State {
  return put(s, { rng: seedState(seed) });
}

/** A trick was just completed by the last play (the machine's `trickShown` pause; SPD-6.6). */
export function isTrickJustComplete(s: State): boolean {
  return s.trick.length === 0 && s.tricks.length > 0 && s.phase !== 'bidding' && s.phase !== 'passing';
}
