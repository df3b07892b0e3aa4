// The Tribello statechart: deal → (cut shown, round 1) → (trump named, round 2) → exchanges D, L, R →
// thirteen tricks with a `trickShown` pause → `dealScored` → next deal … → `gameOver` after deal 12 (or
// after the tie-break deals of TRB-S2). The rules core decides every phase end; this file only follows it.
import { assign, setup } from 'xstate';
import type { Policy } from '../core/bots.ts';
import type { DealSource, Refusal } from '../core/contract.ts';
import { type GameRecord, RECORD_FORMAT } from '../core/record.ts';
import { replayState } from '../core/replay.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { type BotTurnOutput, botTurn } from '../actors/bot-turn.ts';
import { type Action, type Options, type State, isTrickJustComplete, reseeded, rules } from './rules/index.ts';
import { policies } from './bots/index.ts';

export type SeatKind = 'human' | 'computer';
export interface Speed {
  /** Pause before a computer acts (0 = at once). */
  readonly botMs: number;
  /** How long a completed trick (and the round-one cut) stays shown unless `ui.continue` (0 = no pause). */
  readonly trickMs: number;
}

export interface TribelloInput {
  readonly options?: Partial<Options>;
  readonly seed: number;
  /** TRB-S3: who deals first; by lot (TRB-3.2) from the seed when absent. */
  readonly firstDealer?: number;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  /** Policy id per seat (`basic` by default). */
  readonly policies?: readonly (string | null)[];
  readonly speed?: Speed;
  /** Cards for the first deals in order (lessons, tests); later deals are shuffled. */
  readonly fixedDeals?: readonly DealSource[];
  /** Scripted actions per seat for lessons: a computer seat plays its next one when it is legal. */
  readonly script?: readonly (readonly Action[] | undefined)[];
  /** A saved game (stikk-record/1) to rebuild and continue. */
  readonly resume?: GameRecord;
}

export interface TribelloContext {
  readonly game: State;
  readonly options: Options;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  readonly policies: readonly (string | null)[];
  readonly botRng: number;
  /** The last refused human action, cleared by the next accepted action. */
  readonly refusal: Refusal | null;
  readonly record: GameRecord;
  readonly speed: Speed;
  readonly fixedDeals: readonly DealSource[];
  readonly script: readonly (readonly Action[] | undefined)[];
  /** How many scripted actions each seat has used. */
  readonly scriptUsed: readonly number[];
}

export type TribelloEvent =
  | { type: 'player.act'; action: Action }
  | { type: 'ui.continue' }
  | { type: 'speed.set'; speed: Speed };

const DEFAULT_SPEED: Speed = { botMs: 700, trickMs: 1500 };

/** An empty record for a new game. */
export function createRecordStart(options: Options, players: readonly string[], firstDealer: number): GameRecord {
  return { format: RECORD_FORMAT, game: 'tribello', options: { ...options }, players: [...players], firstDealer, deals: [] };
}

function initialContext(input: TribelloInput): TribelloContext {
  const options = input.resume ? rules.parseOptions(input.resume.options ?? {}) : rules.parseOptions(input.options ?? {});
  const firstDealer = input.resume?.firstDealer ?? input.firstDealer ?? rngFrom(seedState(input.seed ^ 0x7a1b)).int(3);
  const game = input.resume
    ? reseeded(replayState(rules, input.resume, input.seed), input.seed + 7919 * input.resume.deals.length)
    : rules.setup(options, firstDealer, input.seed);
  return {
    game,
    options,
    players: input.players,
    seats: input.seats,
    policies: input.policies ?? [],
    botRng: seedState(input.seed ^ 0x5bd1e995),
    refusal: null,
    record: input.resume ?? createRecordStart(options, input.players, firstDealer),
    speed: input.speed ?? DEFAULT_SPEED,
    fixedDeals: input.fixedDeals ?? [],
    script: input.script ?? [],
    scriptUsed: [0, 0, 0],
  };
}

// ---- small pure helpers over the core ----
const seatToAct = (c: TribelloContext): number => rules.currentPlayer(c.game) ?? -1;
const policyOf = (c: TribelloContext, seat: number): Policy<unknown, unknown> =>
  (policies[c.policies[seat] ?? 'basic'] ?? policies.basic) as Policy<unknown, unknown>;
const scripted = (c: TribelloContext): Action | undefined => {
  const seat = seatToAct(c);
  return c.script[seat]?.[c.scriptUsed[seat]];
};
const refusalFor = (c: TribelloContext, a: Action): Refusal | null =>
  c.seats[a.seat] === 'human'
    ? rules.explainIllegal(c.game, a)
    : { rule: 'COM-7.3', key: 'computerSeat', params: { seat: a.seat }, message: `seat ${a.seat} is played by the computer` };

function accept(c: TribelloContext, a: Action): Partial<TribelloContext> {
  const deals = c.record.deals;
  const last = deals[deals.length - 1];
  const record = { ...c.record, deals: [...deals.slice(0, -1), { ...last, actions: [...last.actions, rules.actionToRecord(a)] }] };
  return { game: rules.applyAction(c.game, a), record, refusal: null };
}

function dealNext(c: TribelloContext): Partial<TribelloContext> {
  const source = c.fixedDeals[c.record.deals.length] ?? { kind: 'shuffle' };
  const game = rules.startDeal(c.game, source);
  const deal = { dealer: game.dealer, ...rules.dealCards(game), actions: [] };
  return { game, record: { ...c.record, deals: [...c.record.deals, deal] } };
}

const useScript = (c: TribelloContext): number[] => c.scriptUsed.map((n, seat) => (seat === seatToAct(c) ? n + 1 : n));

/** The three decision phases share one shape: a human waits for `player.act`, a computer thinks. */
const turn = {
  initial: 'choosing',
  on: { 'player.act': { actions: 'storeRefusal' } },
  states: {
    choosing: { always: [{ guard: 'isHumanTurn', target: 'human' }, { target: 'computer' }] },
    human: {
      tags: 'humanTurn',
      on: { 'player.act': [{ guard: 'isAcceptable', target: '#tribello.afterAction', actions: 'applyHumanAction' }, { actions: 'storeRefusal' }] },
    },
    computer: { tags: 'botThinking', always: [{ guard: 'botsInstant', target: 'deciding' }], after: { botDelay: 'deciding' } },
    deciding: {
      tags: 'botThinking',
      always: [
        { guard: 'scriptedIsLegal', target: '#tribello.afterAction', actions: 'applyScriptedAction' },
        { guard: 'hasScripted', target: 'thinking', actions: 'skipScriptedAction' },
        { target: 'thinking' },
      ],
    },
    thinking: {
      tags: 'botThinking',
      invoke: {
        src: 'botTurn',
        input: ({ context }: { context: TribelloContext }) => ({
          view: rules.observe(context.game, seatToAct(context)),
          legal: rules.legalActions(context.game),
          policy: policyOf(context, seatToAct(context)),
          rngState: context.botRng,
        }),
        onDone: { target: '#tribello.afterAction', actions: 'applyBotAction' },
      },
    },
  },
} as const;

/** A shown result (cut, trick): `speed.trickMs` or `ui.continue`, whichever comes first; none at speed 0. */
const pause = <T extends string>(target: T) =>
  ({
    always: [{ guard: 'tricksInstant', target }],
    after: { trickDelay: target },
    on: { 'ui.continue': target },
  }) as const;

export const tribelloMachine = setup({
  types: {
    context: {} as TribelloContext,
    events: {} as TribelloEvent,
    input: {} as TribelloInput,
  },
  actors: { botTurn },
  delays: {
    botDelay: ({ context }) => context.speed.botMs,
    trickDelay: ({ context }) => context.speed.trickMs,
  },
  guards: {
    isGameOver: ({ context }) => rules.isTerminal(context.game),
    isAwaitingDeal: ({ context }) => rules.awaitingDeal(context.game),
    phaseIs: ({ context }, phase: State['phase']) => context.game.phase === phase,
    isRoundOne: ({ context }) => context.game.revealed !== null,
    isHumanTurn: ({ context }) => context.seats[seatToAct(context)] === 'human',
    isAcceptable: ({ context, event }) => event.type === 'player.act' && refusalFor(context, event.action) === null,
    botsInstant: ({ context }) => context.speed.botMs <= 0,
    tricksInstant: ({ context }) => context.speed.trickMs <= 0,
    hasScripted: ({ context }) => scripted(context) !== undefined,
    scriptedIsLegal: ({ context }) => {
      const a = scripted(context);
      return a !== undefined && a.seat === seatToAct(context) && rules.explainIllegal(context.game, a) === null;
    },
    trickJustComplete: ({ context }) => isTrickJustComplete(context.game),
    dealIsOver: ({ context }) => rules.awaitingDeal(context.game) || rules.isTerminal(context.game),
  },
  actions: {
    startDeal: assign(({ context }) => dealNext(context)),
    applyHumanAction: assign(({ context, event }) => (event.type === 'player.act' ? accept(context, event.action) : {})),
    applyScriptedAction: assign(({ context }) => ({ ...accept(context, scripted(context) as Action), scriptUsed: useScript(context) })),
    skipScriptedAction: assign(({ context }) => ({ scriptUsed: useScript(context) })),
    applyBotAction: assign(({ context, event }) => {
      const out = (event as unknown as { output: BotTurnOutput }).output;
      return { ...accept(context, out.action as Action), botRng: out.rngState };
    }),
    storeRefusal: assign(({ context, event }) =>
      event.type === 'player.act' ? { refusal: refusalFor(context, event.action) } : {},
    ),
    setSpeed: assign(({ event }) => (event.type === 'speed.set' ? { speed: event.speed } : {})),
  },
}).createMachine({
  id: 'tribello',
  context: ({ input }) => initialContext(input),
  initial: 'route',
  on: { 'speed.set': { actions: 'setSpeed' } },
  states: {
    /** Where the core says the game is. */
    route: {
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'isAwaitingDeal', target: 'dealing' },
        { guard: { type: 'phaseIs', params: 'trump' }, target: 'naming' },
        { guard: { type: 'phaseIs', params: 'exchange' }, target: 'exchanging' },
        { target: 'playing' },
      ],
    },
    dealing: { entry: 'startDeal', always: [{ guard: 'isRoundOne', target: 'cutShown' }, { target: 'route' }] },
    /** TRB-5.2: the revealed card is shown to everybody before the exchange. */
    cutShown: pause('route'),
    /** TRB-6.2: the round-two dealer names trump. */
    naming: turn,
    /** TRB-7: D, L, R exchange with the pickup. */
    exchanging: turn,
    /** TRB-8: thirteen tricks. */
    playing: turn,
    afterAction: { always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'route' }] },
    trickShown: pause('afterTrick'),
    afterTrick: { always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'route' }] },
    /** The deal's score lines are shown until `ui.continue`. */
    dealScored: { on: { 'ui.continue': 'route' } },
    gameOver: { type: 'final' },
  },
});
