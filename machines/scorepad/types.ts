// The score pad's data: a game played with real cards, kept line by line.
// Pure, JSON-safe data. The rules live in each game's rules core; a pad only records bids, contracts and tricks.
// What a game's pad rules declare and hand back is in rules/contract.ts.
import type { Refusal } from '../core/contract.ts';
import type { Seat } from '../core/seats.ts';
import type { GameId } from '../games.ts';
import type { PadDeal, PadNext, PadScoredDeal } from './rules/contract.ts';

export type { PadBid, PadDeal, PadNext, PadRules, PadScoreLine, PadScoredDeal } from './rules/contract.ts';

/** A pad is kept for any registered game. */
export type PadGame = GameId;
export const PAD_FORMAT = 'stikk-pad/1';

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

export interface PadEvaluation {
  readonly deals: readonly PadScoredDeal[];
  readonly totals: readonly number[];
  /** Each column's seats: one seat, or a side where partners score together. */
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
