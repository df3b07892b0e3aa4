// What a game's pad rules are (each game's machines/<game>/pad.ts): a fold over the deals written down, every rule
// asked of the game's own rules core, and the fields a deal's line holds. Names no game; the pad document and its
// evaluation are in ../types.ts.
import type { Refusal } from '../../core/contract.ts';
import type { Seat } from '../../core/seats.ts';

/** A bid as written down: a number of tricks, or one of the game's named bids in its record form ('nil'). */
export type PadBid = number | string;

/** One deal as the table wrote it down. Only the fields the game's pad rules declare are present. */
export interface PadDeal {
  /** Tricks per seat (seat order of the pad's names). */
  readonly tricks: readonly number[];
  /** One bid per seat, where the pad rules take bids; null for a bid not written yet (the rules core refuses it). */
  readonly bids?: readonly (PadBid | null)[];
  /** The deal's contract, where the deal needs one (`PadNext.needsContract`). */
  readonly contract?: string;
}

/** One line of a deal's score, from the rules core: its rule id, an i18n key and params, and the points. */
export interface PadScoreLine {
  /** Column: a seat, or a side where partners score together. */
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
  /** Bidding order where the game bids, else play order from the dealer. */
  readonly order: readonly Seat[];
  /** The round and the quota of each seat, where the game plays to quotas; the trump suit when the form fixes it. */
  readonly round?: number;
  readonly quotas?: readonly number[];
  readonly trump?: string | null;
  /** The contract must be entered (one of the pad rules' `contract.choices`). */
  readonly needsContract?: boolean;
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
  /** Each column's bag counter after the deal, where the game counts overtricks as bags. */
  readonly bags?: readonly number[];
}

/** The contracts a deal can be entered with, where the deal needs one, and the rule that fixes it. */
export interface PadContractField {
  readonly rule: string;
  /** In the order the entry offers them. */
  readonly choices: readonly string[];
}

/** A game's pad rules: a fold over the deals, every rule asked of the game's own rules core. */
export interface PadRules<S> {
  /** The rules that score a deal (the pad's "why" opens them) and that end the game (beside the winner). */
  readonly ruleIds: { readonly scoring: string; readonly end: string };
  /** What the game calls one deal on the sheet: a hand or a deal. */
  readonly dealIs: 'hand' | 'deal';
  /** Each seat's bid is written down beside its tricks (the game's bidding, checked by its rules core). */
  readonly bids: boolean;
  /** The contract a deal can need (`PadNext.needsContract`); null where no deal needs one. */
  readonly contract: PadContractField | null;
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
