// A session's data (house-style §4): the input a game starts from, the context every game's statechart keeps
// (seats, speed, record, lesson scripts), how a lesson's script is read, what a game adds to its rules core
// (`SessionSpec`), and the new or resumed context with its deterministic randomness (COM-3.2). The chart
// that runs on it is in session.ts. Generic over a game's GameRules; names no game.
import type { Policy } from '../core/bots.ts';
import type { BaseState, DealSource, GameRules, Refusal } from '../core/contract.ts';
import { type GameRecord, RECORD_FORMAT } from '../core/record.ts';
import { replayState } from '../core/replay.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { botDecisionState, legacyBotSeed } from './bot-seed.ts';
import { type Reopen, isAtPause } from './pauses.ts';

export type SeatKind = 'human' | 'computer';

export interface Speed {
  /** Pause before a computer acts, ms (0 = at once). */
  readonly botMs: number;
  /** How long a completed trick (or another shown result) stays unless `ui.continue`, ms (0 = no pause). */
  readonly trickMs: number;
}

export const DEFAULT_SPEED: Speed = { botMs: 700, trickMs: 1500 };

export type Act = { readonly seat: number };

export interface SessionInput<O, A> {
  readonly options?: Partial<O>;
  readonly seed: number;
  /**
   * The computers' own seed, drawn apart from `seed` (bot-seed.ts); absent in a game saved before it existed,
   * which takes `legacyBotSeed(seed, salts.bots)`.
   */
  readonly botSeed?: number;
  /** Who deals first; drawn from the seed when absent (COM-3: a simulated draw), the one draw of the app. */
  readonly firstDealer?: number;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  /** Policy id per seat (`basic` by default); see the game's bots/levels/index.ts. */
  readonly policies?: readonly (string | null)[];
  readonly speed?: Speed;
  /** Cards for the first deals in order (lessons, tests); later deals are shuffled. */
  readonly fixedDeals?: readonly DealSource[];
  /** Scripted actions per seat for lessons, played by a computer seat as its game's `ScriptReader` says. */
  readonly script?: readonly (readonly A[] | undefined)[];
  /** A saved game (stikk-record/1) to rebuild and continue. */
  readonly resume?: GameRecord;
  /**
   * The pause the saved game was left in: the session opens on it again, and `ui.continue`
   * goes on from there. Ignored unless the rebuilt game is at that point (pauses.ts).
   */
  readonly reopen?: Reopen;
  /**
   * A prepared game state waiting for its next deal (lessons: the deal number, dealer and scores a lesson
   * starts from). Built by the game's own rules helpers; the record then starts at that deal.
   */
  readonly initial?: unknown;
}

export interface SessionContext<O, S, A> {
  readonly game: S;
  readonly options: O;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  /** The game's seed: each shuffled deal derives its randomness from it. */
  readonly seed: number;
  /** The computers' own seed, independent of `seed`; each decision mixes in its place in the record (`decisionRng`). */
  readonly botSeed: number;
  /** The last refused human action, cleared by the next accepted action. */
  readonly refusal: Refusal | null;
  readonly record: GameRecord;
  readonly speed: Speed;
  readonly fixedDeals: readonly DealSource[];
  readonly script: readonly (readonly A[] | undefined)[];
  /** How many scripted actions each seat has used. */
  readonly scriptUsed: readonly number[];
  /** The pause the session opens on (a resumed game left there), until it has. */
  readonly reopens: Reopen | null;
}

export type SessionEvent<A> =
  | { readonly type: 'player.act'; readonly action: A }
  | { readonly type: 'ui.continue' }
  | { readonly type: 'speed.set'; readonly speed: Speed };

/** A seat's script at its turn: the action to play now (null: the computer thinks) and the new count used. */
export interface ScriptStep<A> {
  readonly action: A | null;
  readonly used: number;
}
export type ScriptReader<S, A> = (
  game: S,
  list: readonly A[],
  used: number,
  playable: (a: A) => boolean,
) => ScriptStep<A>;

/** The next scripted action is played when it is legal; otherwise it is used up and the computer thinks. */
export function scriptInOrder<S, A>(
  _game: S,
  list: readonly A[],
  used: number,
  playable: (a: A) => boolean,
): ScriptStep<A> {
  const next = list[used];
  if (next === undefined) return { action: null, used };
  return { action: playable(next) ? next : null, used: used + 1 };
}

/** Actions that can never be played any more are passed over; the next one waits until it is legal. */
export const scriptSkippingStale =
  <S, A>(isStale: (game: S, a: A) => boolean): ScriptReader<S, A> =>
  (game, list, used, playable) => {
    let index = used;
    while (index < list.length && isStale(game, list[index])) index++;
    const next = list[index];
    return next !== undefined && playable(next) ? { action: next, used: index + 1 } : { action: null, used };
  };

/** Mixed into the seed for the first dealer's draw: a typed seed deals the same first dealer in every game. */
const FIRST_DEALER_SALT = 0x2545f491;

/** What a game adds to its rules core to run a session. */
export interface SessionSpec<O, S extends BaseState, A extends Act, V, C extends SessionContext<O, S, A>> {
  readonly rules: GameRules<O, S, A, V>;
  /** Mixed into the seed for the computers' own RNG. */
  readonly salts: { readonly bots: number };
  readonly defaultSpeed: Speed;
  /** The computer levels by id; the chart passes a seat's level id to the bot turn, which resolves it. */
  readonly levels: Readonly<Record<string, Policy<V, A>>>;
  /** The level id of a computer seat (Casual when none is set). */
  readonly levelOf: (context: C, seat: number) => string | null | undefined;
  readonly script: ScriptReader<S, A>;
  /** Reseed a resumed game (from the seed and the deal count); without it the replayed RNG goes on. */
  readonly reseed?: (game: S, seed: number) => S;
  /** Which actions the record keeps (default: all); an action it does not keep still changes the game. */
  readonly isRecorded?: (a: A) => boolean;
  /** The English of the COM-7.3 refusal (logs, tests; the renderer translates its key). */
  readonly computerSeatMessage?: (seat: number) => string;
  /** A policy's illegal proposal is replaced by the first legal action instead of stopping the game. */
  readonly replaceIllegalBotAction?: boolean;
  /** The deal just dealt shows a card to everybody, in a `revealPause`; a game without such a pause leaves it out. */
  readonly reveals?: (game: S) => boolean;
}

/** An empty record for a new game (records.md top level). */
export function recordStart(
  game: string,
  options: object,
  players: readonly string[],
  firstDealer: number,
): GameRecord {
  return { format: RECORD_FORMAT, game, options: { ...options }, players: [...players], firstDealer, deals: [] };
}

/** The spec as the helpers below read it (they never call `levelOf`, so any context type fits). */
export type Spec<O, S extends BaseState, A extends Act> = SessionSpec<O, S, A, unknown, never>;

/** A new game from the setup screen, or a saved one rebuilt from its record. */
export function sessionContext<O, S extends BaseState, A extends Act>(
  spec: Spec<O, S, A>,
  input: SessionInput<O, A>,
): SessionContext<O, S, A> {
  const { rules, salts } = spec;
  const options = rules.parseOptions(input.resume ? (input.resume.options ?? {}) : (input.options ?? {}));
  const n = rules.seatCount(options);
  const initial = input.resume ? undefined : (input.initial as S | undefined);
  const game = input.resume ? resumed(spec, input.resume, input.seed) : undefined;
  const firstDealer =
    input.resume?.firstDealer ??
    (initial ? rules.dealer(initial) : undefined) ??
    input.firstDealer ??
    rngFrom(seedState(input.seed ^ FIRST_DEALER_SALT)).int(n);
  return {
    game: game ?? initial ?? rules.setup(options, firstDealer, input.seed),
    options,
    players: input.players,
    seats: input.seats,
    seed: input.seed,
    botSeed: (input.botSeed ?? legacyBotSeed(input.seed, salts.bots)) >>> 0,
    refusal: null,
    record: input.resume ?? recordStart(rules.game, options as object, input.players, firstDealer),
    speed: input.speed ?? spec.defaultSpeed,
    fixedDeals: input.fixedDeals ?? [],
    script: input.script ?? [],
    scriptUsed: new Array<number>(n).fill(0),
    reopens:
      input.reopen && game !== undefined && isAtPause(spec.rules, spec.reveals, input.reopen, game, input.resume)
        ? input.reopen
        : null,
  };
}

function resumed<O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, record: GameRecord, seed: number): S {
  const game = replayState(spec.rules, record, seed);
  return spec.reseed ? spec.reseed(game, seed + 7919 * record.deals.length) : game;
}

/**
 * COM-3.2 with a deal by number: the shuffle of the record's deal `index` depends only on the seed and
 * the index, so the same seed deals the same cards whether the game ran through, was resumed after a
 * reload or went back with undo (two players with one number play the same deals).
 */
export const dealRngState = (seed: number, index: number): number => seedState(seed + 7919 * index);

/**
 * The computers' RNG for one decision: a one-way mix of their botSeed with the deal's number and the action's
 * index in the record (public counts, bot-seed.ts). It does not depend on what came before in this session, so
 * after an undo the computers replay the same way as long as the player plays the same.
 */
export function decisionRng(c: { readonly botSeed: number; readonly record: GameRecord }): number {
  const deals = c.record.deals;
  const actions = deals.length ? deals[deals.length - 1].actions.length : 0;
  return botDecisionState(c.botSeed, deals.length, actions);
}
