// The GameRules contract every game implements (house-style §3, OpenSpiel's vocabulary).
// Generic helpers (replay, random playouts, property tests, the bot actor) are written once against it.
import type { Card } from './cards.ts';
import type { Seat } from './seats.ts';
import type { RecordAction } from './record.ts';
import type { Rng } from './rng.ts';

/** A refusal: the rule it breaks and the parameters of a message the renderer translates. */
export interface Refusal {
  readonly rule: string;
  /** Message key, e.g. 'mustFollowSuit'; the renderer's i18n layer has the words. */
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
  /** A plain English sentence for logs, the replay command and tests. */
  readonly message: string;
}

export class IllegalAction extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(`${refusal.rule}: ${refusal.message}`);
    this.name = 'IllegalAction';
    this.refusal = refusal;
  }
}

/** A problem with a deal's cards (records.md "Error positions": action null). */
export class DealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DealError';
  }
}

/** How the cards of a deal are chosen (COM-3.2): shuffled by the state's RNG, or given from outside. */
export type DealSource =
  | { readonly kind: 'shuffle' }
  | { readonly kind: 'deck'; readonly deck: readonly Card[]; readonly cut?: number }
  | {
      readonly kind: 'hands';
      readonly hands: readonly (readonly Card[])[];
      readonly stock?: readonly Card[];
      readonly revealed?: Card;
    };

/** The record of one deal's cards as actually used (what a saved game stores). */
export type DealCards =
  | { readonly deck: readonly Card[]; readonly cut?: number }
  | { readonly hands: readonly (readonly Card[])[]; readonly stock?: readonly Card[]; readonly revealed?: Card };

/** Per-deal line of the replay output (records.md "What replay prints"); game-specific keys included. */
export type DealReport = Readonly<Record<string, unknown>> & { readonly dealer: Seat };

export interface GameReport {
  /** The game's id as records.md names it (machines/games.ts lists them). */
  readonly game: string;
  readonly sides: readonly (readonly Seat[])[];
  readonly deals: readonly DealReport[];
  readonly totals: readonly number[];
  readonly finished: boolean;
  readonly winners: readonly number[];
}

/** Phases every game shares at its boundaries; games add their own in between. */
export interface BaseState {
  readonly phase: string;
  /** RNG state (COM-3.2); the only source of randomness. */
  readonly rng: number;
}

export interface GameRules<O, S extends BaseState, A extends { readonly seat: Seat }, V> {
  /** The game's id as records.md names it (machines/games.ts lists them). */
  readonly game: string;
  readonly defaultOptions: O;
  /** Options from a record or the setup screen; unknown keys or values throw RecordError. */
  parseOptions(raw: unknown): O;
  seatCount(options: O): number;
  /** Scoring sides, each listed by its lowest seat (records.md "Sides"). */
  sides(options: O): readonly (readonly Seat[])[];
  /** A new game waiting for its first deal. */
  setup(options: O, firstDealer: Seat, seed: number): S;
  /** True when the game waits for the next deal's cards (before each deal). */
  awaitingDeal(s: S): boolean;
  /** The dealer of the deal that is about to start or is in progress. */
  dealer(s: S): Seat;
  /** Start the next deal; throws DealError for cards that do not fit the rules. */
  startDeal(s: S, source: DealSource): S;
  /** The cards of the current deal as dealt (for the record). */
  dealCards(s: S): DealCards;
  /** Whose decision it is, or null (awaiting a deal, or game over). */
  currentPlayer(s: S): Seat | null;
  /**
   * Every legal action, deterministic order; empty only when nobody is to act. Exchange phases may be
   * large (all subsets): use `sampleAction` for random play.
   */
  legalActions(s: S): readonly A[];
  /** A uniformly chosen legal action of the player to act, without enumerating every subset. */
  sampleAction(s: S, rng: Rng): A;
  /** Pure; throws IllegalAction with the rule id. Moves the phase on itself. */
  applyAction(s: S, a: A): S;
  explainIllegal(s: S, a: A): Refusal | null;
  observe(s: S, seat: Seat): V;
  isTerminal(s: S): boolean;
  /** The replay output for the game so far (records.md). */
  report(s: S): GameReport;
  /** Record action ⇄ engine action; a wrong shape throws RecordError. */
  actionFromRecord(raw: RecordAction): A;
  actionToRecord(a: A): RecordAction;
}
