// The Tribello state: plain readonly data, one flat record with a `phase` (house-style §3).
// Deal-level fields describe the deal in progress, or the last deal while the next one is awaited.
import type { Card, Suit } from '../../core/cards.ts';
import type { DealCards } from '../../core/contract.ts';
import { type Seat, nextSeat, seatAfter } from '../../core/seats.ts';
import type { Play } from '../../core/trick.ts';
import { seedState } from '../../core/rng.ts';
import type { Options } from './options.ts';

export const SEATS = 3;
/** TRB-3.1: four rounds of three deals. */
export const DEALS = 12;
/** TRB-5.3: four piles of thirteen. */
export const HAND = 13;

export type Phase = 'awaitingDeal' | 'trump' | 'exchange' | 'play' | 'gameOver';
export type Role = 'dealer' | 'left' | 'right';
/** TRB-6: round 1 revealed trump, round 2 named trump, round 3 no trump, round 4 no trump and avoid tricks. */
export type RoundKind = 'revealed' | 'named' | 'noTrump' | 'avoid';

/** `suit: null` is the "no trump" choice the round-two dealer does not have (TRB-D3): always refused. */
export type TrumpAction = { readonly type: 'trump'; readonly seat: Seat; readonly suit: Suit | null };
/** Discards, chosen blind; as many cards are drawn from the top of the pickup (COM-6.1). */
export type ExchangeAction = { readonly type: 'exchange'; readonly seat: Seat; readonly discards: readonly Card[] };
export type PlayAction = { readonly type: 'play'; readonly seat: Seat; readonly card: Card };
export type Action = TrumpAction | ExchangeAction | PlayAction;

/** Why a trick was won, for "who won and why" (TRB-9). */
export interface TrickReason {
  readonly rule: 'TRB-9.1' | 'TRB-9.2';
  readonly key: 'highestTrump' | 'highestOfLedSuit';
  readonly message: string;
}

export interface CompletedTrick {
  /** 1 … 13 within the deal. */
  readonly number: number;
  readonly plays: readonly Play[];
  readonly winner: Seat;
  readonly card: Card;
  readonly reason: TrickReason;
}

/** One seat's line of a deal's score (TRB-10), for the score sheet's "why". */
export interface ScoreLine {
  readonly seat: Seat;
  readonly role: Role;
  readonly quota: number;
  readonly tricks: number;
  readonly points: number;
  readonly rule: 'TRB-10.1' | 'TRB-10.2';
}

export interface DealResult {
  readonly deal: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly trump: Suit | null;
  readonly quotas: readonly number[];
  readonly tricks: readonly number[];
  readonly points: readonly number[];
  /** Running totals after this deal. */
  readonly totals: readonly number[];
  readonly lines: readonly ScoreLine[];
}

export interface State {
  readonly phase: Phase;
  readonly rng: number;
  readonly options: Options;
  readonly firstDealer: Seat;
  /** Number of the deal in progress (or just finished); 0 before the first deal. */
  readonly deal: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly quotas: readonly number[];
  readonly trump: Suit | null;
  /** Round 1: the card shown by the cut; it became the dealer's last card (TRB-5.3, TRB-D2). */
  readonly revealed: Card | null;
  readonly dealt: DealCards | null;
  readonly hands: readonly (readonly Card[])[];
  /** Top first (TRB-7.3); never shown to anybody (TRB-D8). */
  readonly pickup: readonly Card[];
  /** Each seat's own face-down discards (COM-6.3). */
  readonly discards: readonly (readonly Card[])[];
  /** Cards exchanged per seat, null before the seat's turn (public, COM-7.2). */
  readonly exchanged: readonly (number | null)[];
  readonly turn: Seat | null;
  readonly trick: readonly Play[];
  readonly lastTrick: CompletedTrick | null;
  /** Completed tricks of the deal, in order. */
  readonly played: readonly CompletedTrick[];
  readonly tricks: readonly number[];
  readonly results: readonly DealResult[];
  readonly totals: readonly number[];
}

/** TRB-3.1: round = ceil(deal / 3); tie-break deals continue the count (deal 13 → round 5). */
export function roundOf(deal: number): number {
  return Math.ceil(deal / 3);
}

/** TRB-6; tie-break deals use round-three rules (TRB-D4). */
export function roundKind(round: number): RoundKind {
  return round === 1 ? 'revealed' : round === 2 ? 'named' : round === 4 ? 'avoid' : 'noTrump';
}

/** TRB-3.3, TRB-T2: the deal passes one seat on (to the left, or the right when mirrored) each deal. */
export function dealerOf(firstDealer: Seat, deal: number, options: Options): Seat {
  return seatAfter(firstDealer, deal - 1, SEATS, options.direction);
}

/** TRB-1.2: the seat's role relative to the dealer. */
export function roleOf(seat: Seat, dealer: Seat, options: Options): Role {
  if (seat === dealer) return 'dealer';
  return seat === nextSeat(dealer, SEATS, options.direction) ? 'left' : 'right';
}

/** TRB-4: dealer 6 / left 4 / right 3, round four 3 / 4 / 6; always 13 in total. */
export function quotasFor(round: number, dealer: Seat, options: Options): number[] {
  const avoid = roundKind(round) === 'avoid';
  const q = [0, 0, 0];
  const left = nextSeat(dealer, SEATS, options.direction);
  q[dealer] = avoid ? 3 : 6;
  q[left] = 4;
  q[nextSeat(left, SEATS, options.direction)] = avoid ? 6 : 3;
  return q;
}

/** The next seat in the direction of play. */
export function next(s: State, seat: Seat): Seat {
  return (seat + (s.options.direction === 'clockwise' ? 1 : SEATS - 1)) % SEATS;
}

/** A new game waiting for its first deal. */
export function setup(options: Options, firstDealer: Seat, seed: number): State {
  return {
    phase: 'awaitingDeal',
    rng: seedState(seed),
    options,
    firstDealer,
    deal: 0,
    round: 0,
    dealer: firstDealer,
    quotas: [0, 0, 0],
    trump: null,
    revealed: null,
    dealt: null,
    hands: [[], [], []],
    pickup: [],
    discards: [[], [], []],
    exchanged: [null, null, null],
    turn: null,
    trick: [],
    lastTrick: null,
    played: [],
    tricks: [0, 0, 0],
    results: [],
    totals: [0, 0, 0],
  };
}

/** The deal that `startDeal` will begin next (or the one in progress). */
export function upcomingDeal(s: State): { deal: number; round: number; dealer: Seat; quotas: number[] } {
  const deal = s.phase === 'awaitingDeal' ? s.deal + 1 : s.deal;
  const round = roundOf(deal);
  const dealer = dealerOf(s.firstDealer, deal, s.options);
  return { deal, round, dealer, quotas: quotasFor(round, dealer, s.options) };
}
