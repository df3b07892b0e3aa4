// What every game's statechart shares (house-style §4): the seats (human or computer), the table's speed,
// the game's record, lesson scripts, and the `turn` in which a human waits for `player.act` while a
// computer thinks in the invoked bot actor (COM-7.3). Generic over a game's GameRules: each
// `<game>.machine.ts` passes a `SessionSpec` and keeps its own phases, routing and extra events.
import { assign, raise, setup } from 'xstate';
import type { Policy } from '../core/bots.ts';
import type { BaseState, DealSource, GameRules, Refusal } from '../core/contract.ts';
import { type GameRecord, RECORD_FORMAT, type RecordDeal } from '../core/record.ts';
import { replayState } from '../core/replay.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { type BotTurnInput, type BotTurnOutput, botTurn } from './bot-turn.ts';
import { inner } from './chart.ts';
import { type Reopen, isAtPause } from './pauses.ts';

export type SeatKind = 'human' | 'computer';

export interface Speed {
  /** Pause before a computer acts, ms (0 = at once). */
  readonly botMs: number;
  /** How long a completed trick (or another shown result) stays unless `ui.continue`, ms (0 = no pause). */
  readonly trickMs: number;
}

export const DEFAULT_SPEED: Speed = { botMs: 700, trickMs: 1500 };

type Act = { readonly seat: number };

export interface SessionInput<O, A> {
  readonly options?: Partial<O>;
  readonly seed: number;
  /** Who deals first; drawn from the seed (with `salts.firstDealer`) when absent, as each game's rules say. */
  readonly firstDealer?: number;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  /** Policy id per seat (`basic` by default); see the game's bots/index.ts. */
  readonly policies?: readonly (string | null)[];
  readonly speed?: Speed;
  /** Cards for the first deals in order (lessons, tests); later deals are shuffled. */
  readonly fixedDeals?: readonly DealSource[];
  /** Scripted actions per seat for lessons, played by a computer seat as its game's `ScriptReader` says. */
  readonly script?: readonly (readonly A[] | undefined)[];
  /** A saved game (stikk-record/1) to rebuild and continue. */
  readonly resume?: GameRecord;
  /**
   * The pause the saved game was left in (issue 15 item 5): the session opens on it again, and `ui.continue`
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
  /** The game's seed: each shuffled deal and each computer decision derive their randomness from it. */
  readonly seed: number;
  /** The computers' base RNG state; each decision mixes in its place in the record (`decisionRng`). */
  readonly botRng: number;
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
export type ScriptReader<S, A> = (game: S, list: readonly A[], used: number, playable: (a: A) => boolean) => ScriptStep<A>;

/** The next scripted action is played when it is legal; otherwise it is used up and the computer thinks. */
export function scriptInOrder<S, A>(_game: S, list: readonly A[], used: number, playable: (a: A) => boolean): ScriptStep<A> {
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

/** What a game adds to its rules core to run a session. */
export interface SessionSpec<O, S extends BaseState, A extends Act, V, C extends SessionContext<O, S, A>> {
  readonly rules: GameRules<O, S, A, V>;
  /** Mixed into the seed for the first dealer's draw and for the computers' own RNG. */
  readonly salts: { readonly firstDealer: number; readonly bots: number };
  readonly defaultSpeed: Speed;
  readonly policyOf: (context: C, seat: number) => Policy<unknown, unknown>;
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

/** The policy a seat's id names; `basic` when the id is absent or unknown. */
export const policyById = <V, A>(table: Readonly<Record<string, Policy<V, A>>>, id: string | null | undefined): Policy<unknown, unknown> =>
  (table[id ?? 'basic'] ?? table.basic) as Policy<unknown, unknown>;

/** An empty record for a new game (records.md top level). */
export function recordStart(game: string, options: object, players: readonly string[], firstDealer: number): GameRecord {
  return { format: RECORD_FORMAT, game, options: { ...options }, players: [...players], firstDealer, deals: [] };
}

/** The spec as the helpers below read it (they never call `policyOf`, so any context type fits). */
type Spec<O, S extends BaseState, A extends Act> = SessionSpec<O, S, A, unknown, never>;

/** A new game from the setup screen, or a saved one rebuilt from its record. */
export function sessionContext<O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, input: SessionInput<O, A>): SessionContext<O, S, A> {
  const { rules, salts } = spec;
  const options = rules.parseOptions(input.resume ? (input.resume.options ?? {}) : (input.options ?? {}));
  const n = rules.seatCount(options);
  const initial = input.resume ? undefined : (input.initial as S | undefined);
  const game = input.resume ? resumed(spec, input.resume, input.seed) : undefined;
  const firstDealer =
    input.resume?.firstDealer ?? (initial ? rules.dealer(initial) : undefined) ?? input.firstDealer ?? rngFrom(seedState(input.seed ^ salts.firstDealer)).int(n);
  return {
    game: game ?? initial ?? rules.setup(options, firstDealer, input.seed),
    options,
    players: input.players,
    seats: input.seats,
    seed: input.seed,
    botRng: seedState(input.seed ^ salts.bots),
    refusal: null,
    record: input.resume ?? recordStart(rules.game, options as object, input.players, firstDealer),
    speed: input.speed ?? spec.defaultSpeed,
    fixedDeals: input.fixedDeals ?? [],
    script: input.script ?? [],
    scriptUsed: new Array<number>(n).fill(0),
    reopens: input.reopen && game !== undefined && isAtPause(spec.rules, spec.reveals, input.reopen, game, input.resume) ? input.reopen : null,
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
 * The computers' RNG for one decision: from their base state, the deal and the action's index in the
 * record. It does not depend on what came before in this session, so after an undo the computers
 * replay the same way as long as the player plays the same.
 */
export function decisionRng(c: { readonly botRng: number; readonly record: GameRecord }): number {
  const deals = c.record.deals;
  const actions = deals.length ? deals[deals.length - 1].actions.length : 0;
  return seedState(seedState(c.botRng ^ Math.imul(deals.length, 0x9e3779b1)) ^ Math.imul(actions + 1, 0x85ebca6b));
}

// ---- small pure helpers over the core ----
type Ctx<O, S, A> = SessionContext<O, S, A>;

export const seatToAct = <O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, c: Ctx<O, S, A>): number => spec.rules.currentPlayer(c.game) ?? -1;

/** COM-7.3: a human acts only for a human seat; the core explains anything else. */
export function refusalFor<O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, c: Ctx<O, S, A>, a: A): Refusal | null {
  if (c.seats[a.seat] === 'human') return spec.rules.explainIllegal(c.game, a);
  const message = spec.computerSeatMessage?.(a.seat) ?? `seat ${a.seat} is played by the computer`;
  return { rule: 'COM-7.3', key: 'computerSeat', params: { seat: a.seat }, message };
}

/** Apply an accepted action and append it to the current deal of the record. */
export function accept<O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, c: Ctx<O, S, A>, a: A): Partial<Ctx<O, S, A>> {
  const game = spec.rules.applyAction(c.game, a);
  if (spec.isRecorded && !spec.isRecorded(a)) return { game, refusal: null };
  const deals = c.record.deals;
  const last = deals[deals.length - 1];
  const record = { ...c.record, deals: [...deals.slice(0, -1), { ...last, actions: [...last.actions, spec.rules.actionToRecord(a)] }] };
  return { game, record, refusal: null };
}

/** Deal the next deal (a fixed one while any are left) and open it in the record. */
function dealNext<O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, c: Ctx<O, S, A>): Partial<Ctx<O, S, A>> {
  const index = c.record.deals.length;
  const source = c.fixedDeals[index] ?? { kind: 'shuffle' };
  const before = source.kind === 'shuffle' ? { ...c.game, rng: dealRngState(c.seed, index) } : c.game;
  const game = spec.rules.startDeal(before, source);
  const deal: RecordDeal = { dealer: spec.rules.dealer(game), ...spec.rules.dealCards(game), actions: [] };
  return { game, record: { ...c.record, deals: [...c.record.deals, deal] } };
}

function scriptStep<O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, c: Ctx<O, S, A>): ScriptStep<A> & { readonly seat: number } {
  const seat = seatToAct(spec, c);
  const playable = (a: A) => a.seat === seat && spec.rules.explainIllegal(c.game, a) === null;
  return { ...spec.script(c.game, c.script[seat] ?? [], c.scriptUsed[seat], playable), seat };
}

const scriptUsedAfter = (c: { readonly scriptUsed: readonly number[] }, step: { readonly seat: number; readonly used: number }): number[] =>
  c.scriptUsed.map((n, seat) => (seat === step.seat ? step.used : n));

const actionOf = <A>(event: { readonly type: string }): A | null => (event.type === 'player.act' ? (event as unknown as { action: A }).action : null);

/**
 * The machine setup every game extends with its own guards and actions (`.extend(...)`): the bot actor,
 * the two delays, the generic guards, and the actions over the game, the record and the script.
 */
export function sessionSetup<O, S extends BaseState, A extends Act, V, C extends SessionContext<O, S, A>, E extends { readonly type: string }, I extends SessionInput<O, A>>(
  spec: SessionSpec<O, S, A, V, C>,
  _types: { readonly events: E; readonly input: I },
) {
  const { rules } = spec;
  const update = (partial: Partial<Ctx<O, S, A>>) => partial as Partial<C>;
  return setup({
    types: { context: {} as C, events: {} as E, input: {} as I },
    actors: { botTurn },
    delays: {
      botDelay: ({ context }) => context.speed.botMs,
      trickDelay: ({ context }) => context.speed.trickMs,
    },
    guards: {
      isGameOver: ({ context }) => rules.isTerminal(context.game),
      isAwaitingDeal: ({ context }) => rules.awaitingDeal(context.game),
      reopensIn: ({ context }, kind: Reopen) => context.reopens === kind,
      phaseIs: ({ context }, phase: string) => context.game.phase === phase,
      dealIsOver: ({ context }) => rules.awaitingDeal(context.game) || rules.isTerminal(context.game),
      isHumanTurn: ({ context }) => context.seats[seatToAct(spec, context)] === 'human',
      isAcceptable: ({ context, event }) => {
        const a = actionOf<A>(event);
        return a !== null && refusalFor(spec, context, a) === null;
      },
      botsInstant: ({ context }) => context.speed.botMs <= 0,
      tricksInstant: ({ context }) => context.speed.trickMs <= 0,
      scriptedIsLegal: ({ context }) => scriptStep(spec, context).action !== null,
      scriptSkips: ({ context }) => {
        const step = scriptStep(spec, context);
        return step.used !== context.scriptUsed[step.seat];
      },
    },
    actions: {
      startDeal: assign(({ context }) => update(dealNext(spec, context))),
      applyHumanAction: assign(({ context, event }) => {
        const a = actionOf<A>(event);
        return a === null ? {} : update(accept(spec, context, a));
      }),
      applyScriptedAction: assign(({ context }) => {
        const step = scriptStep(spec, context);
        return update({ ...accept(spec, context, step.action as A), scriptUsed: scriptUsedAfter(context, step) });
      }),
      skipScriptedAction: assign(({ context }) => update({ scriptUsed: scriptUsedAfter(context, scriptStep(spec, context)) })),
      applyBotAction: assign(({ context, event }) => {
        const out = (event as unknown as { output: BotTurnOutput }).output;
        const proposed = out.action as A;
        const replace = spec.replaceIllegalBotAction === true && rules.explainIllegal(context.game, proposed) !== null;
        return update(accept(spec, context, replace ? rules.legalActions(context.game)[0] : proposed));
      }),
      storeRefusal: assign(({ context, event }) => {
        const a = actionOf<A>(event);
        return a === null ? {} : update({ refusal: refusalFor(spec, context, a) });
      }),
      reopened: assign(() => update({ reopens: null })),
      setSpeed: assign(({ event }) => (event.type === 'speed.set' ? update({ speed: (event as unknown as { speed: Speed }).speed }) : {})),
      /** Send the event again once the machine has settled (a card clicked during a pause is played after it). */
      actAgain: raise(({ event }) => event),
    },
  });
}

/**
 * The states of a decision: a human waits for `player.act`; a computer waits `speed.botMs`, plays its
 * scripted action when it is legal (lessons), else thinks in the bot actor, which sees only its View.
 */
export function turnStates<O, S extends BaseState, A extends Act, V, C extends SessionContext<O, S, A>>(spec: SessionSpec<O, S, A, V, C>, afterAction: string) {
  const botInput = (c: C): BotTurnInput => {
    const seat = seatToAct(spec, c);
    return { view: spec.rules.observe(c.game, seat), legal: spec.rules.legalActions(c.game), policy: spec.policyOf(c, seat), rngState: decisionRng(c) };
  };
  return {
    choosing: { ...inner('map.turn.choosing'), always: [{ guard: 'isHumanTurn', target: 'human' }, { target: 'computer' }] },
    human: {
      ...inner('map.turn.human'),
      tags: 'humanTurn',
      on: { 'player.act': [{ guard: 'isAcceptable', target: afterAction, actions: 'applyHumanAction' }, { actions: 'storeRefusal' }] },
    },
    computer: { ...inner('map.turn.computer', 'COM-7.3'), tags: 'botThinking', always: [{ guard: 'botsInstant', target: 'deciding' }], after: { botDelay: 'deciding' } },
    deciding: {
      ...inner('map.turn.deciding', 'COM-7.3'),
      tags: 'botThinking',
      always: [
        { guard: 'scriptedIsLegal', target: afterAction, actions: 'applyScriptedAction' },
        { guard: 'scriptSkips', target: 'thinking', actions: 'skipScriptedAction' },
        { target: 'thinking' },
      ],
    },
    thinking: {
      ...inner('map.turn.thinking', 'COM-7.3'),
      tags: 'botThinking',
      invoke: {
        src: 'botTurn',
        input: ({ context }: { context: C }) => botInput(context),
        onDone: { target: afterAction, actions: 'applyBotAction' },
      },
    },
  } as const;
}

/** A decision phase: `turnStates` under one state that refuses a `player.act` out of turn. */
export function turnFor<O, S extends BaseState, A extends Act, V, C extends SessionContext<O, S, A>>(spec: SessionSpec<O, S, A, V, C>, afterAction: string) {
  return { initial: 'choosing', on: { 'player.act': { actions: 'storeRefusal' } }, states: turnStates(spec, afterAction) } as const;
}
