// The score pad's data: a game played with real cards, kept line by line.
// Pure, JSON-safe data. The rules live in each game's rules core; a pad only records bids, contracts and tricks.
import type { Refusal } from '../core/contract.ts';
import type { Seat } from '../core/seats.ts';

export type PadGame = 'sproyte' | 'spades' | 'tribello';
export const PAD_GAMES: readonly PadGame[] = ['sproyte', 'spades', 'tribello'];
export const PAD_FORMAT = 'stikk-pad/1';

/** Spades: a number, 'nil' or 'blind-nil' (SPD-5.2). */
export type PadBid = number | 'nil' | 'blind-nil';
/** Sprøyte, variasjonssprøyte: the contract of the deal, from the revealed card (SPR-5.3). */
export type PadContract = 'trump' | 'grand' | 'nullo';

/** One deal as the table wrote it down. Only the fields the game needs are present. */
export interface PadDeal {
  /** Tricks per seat (seat order of `names`). */
  readonly tricks: readonly number[];
  /** Spades: one bid per seat. */
  readonly bids?: readonly PadBid[];
  /** Variasjonssprøyte: the deal's contract. */
  readonly contract?: PadContract;
}

export interface Pad {
  readonly format: typeof PAD_FORMAT;
  readonly id: string;
  /** Shown in the list of your games (the store lists it as the entry's title). */
  readonly title?: string;
  readonly game: PadGame;
  /** The game's options in its record form (records.md "Options"); parsed by the game's own parseOptions. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Players in seat order, clockwise (COM-2.1). */
  readonly names: readonly string[];
  readonly firstDealer: Seat;
  readonly deals: readonly PadDeal[];
  /** ISO times, for the list. */
  readonly created: string;
  readonly updated: string;
}

/** One line of a deal's score, from the rules core: its rule id, an i18n key and params, and the points. */
export interface PadScoreLine {
  /** Column: a seat (Sprøyte, Tribello) or a side (Spades). */
  readonly column: number;
  readonly rule: string;
  readonly key: string;
  readonly params: Readonly<Record<string, number | string>>;
  readonly points: number;
}

/** What a table needs to know before the deal is entered. */
export interface PadNext {
  /** 1-based deal number. */
  readonly deal: number;
  readonly dealer: Seat;
  /** Tricks in a deal (the line must add up to this). */
  readonly tricks: number;
  /** Bidding order (Spades), else play order from the dealer. */
  readonly order: readonly Seat[];
  /** Tribello: round and the quota of each seat; Sprøyte: the trump suit when the form fixes it. */
  readonly round?: number;
  readonly quotas?: readonly number[];
  readonly trump?: string | null;
  /** Variasjonssprøyte: the contract must be entered. */
  readonly needsContract?: boolean;
  /** Spades: who may bid blind nil this hand (SPD-5.6). */
  readonly blindNil?: readonly boolean[];
  /** The top is shared after the target / last deal, so the game goes on (SPR-10.3, SPD-9.3, TRB-D4). */
  readonly tieGoesOn?: boolean;
}

export interface PadScoredDeal {
  readonly deal: number;
  readonly dealer: Seat;
  readonly next: PadNext;
  readonly lines: readonly PadScoreLine[];
  /** Points per column this deal, and the running totals after it. */
  readonly points: readonly number[];
  readonly totals: readonly number[];
  /** Spades: each side's bag counter after the hand. */
  readonly bags?: readonly number[];
}

export interface PadEvaluation {
  readonly deals: readonly PadScoredDeal[];
  readonly totals: readonly number[];
  /** Column names' seats: Spades sides, else one seat per column. */
  readonly columns: readonly (readonly Seat[])[];
  /** The deal to enter next, or null when the game is over. */
  readonly next: PadNext | null;
  /** The end per the rules: the winning columns. Empty while the game goes on. */
  readonly winners: readonly number[];
  readonly over: boolean;
}

export type PadCheck =
  | { readonly ok: true; readonly evaluation: PadEvaluation }
  | { readonly ok: false; readonly at: number; readonly refusal: Refusal };

/** A game's pad rules: a fold over the deals, every rule asked of the game's own rules core. */
export interface PadRules<S> {
  readonly game: PadGame;
  /** The rules that score a deal (the pad's "why" opens them) and that end the game (beside the winner). */
  readonly ruleIds: { readonly scoring: string; readonly end: string };
  /** What the game calls one deal on the sheet: Spades plays hands, the others deals. */
  readonly dealIs: 'hand' | 'deal';
  /** Seats for these options (throws a RecordError for invalid options). */
  seats(options: Readonly<Record<string, unknown>>): number;
  start(options: Readonly<Record<string, unknown>>, firstDealer: Seat): S;
  columns(s: S): readonly (readonly Seat[])[];
  /** The next deal's facts, or null when the game is over. */
  next(s: S): PadNext | null;
  /** Why this line cannot be the next deal, with the rule id; null when it can. */
  refuse(s: S, line: PadDeal): Refusal | null;
  /** Score the (valid) line through the rules core. */
  apply(s: S, line: PadDeal): { readonly state: S; readonly scored: Omit<PadScoredDeal, 'next'> };
  totals(s: S): readonly number[];
  winners(s: S): readonly number[];
}
