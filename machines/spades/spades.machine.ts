// The Spades statechart: deal → bidding (each seat in turn; an eligible seat's cards lie face down until it
// looks or bids blind nil) → blind-nil exchange → tricks with a `trickShown` pause → `dealScored` → next hand
// … → `gameOver` (SPD-9). The rules core decides every phase end; this file only follows it.
import { assign, setup } from 'xstate';
import type { Policy } from '../core/bots.ts';
import type { DealSource, Refusal } from '../core/contract.ts';
import { type GameRecord, RECORD_FORMAT } from '../core/record.ts';
import { replayState } from '../core/replay.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { type BotTurnOutput, botTurn } from '../actors/bot-turn.ts';
import { type Action, type Options, type State, isRecorded, isTrickJustComplete, reseeded, rules } from './rules/index.ts';
import { policies } from './bots/index.ts';

export type SeatKind = 'human' | 'computer';
export interface Speed {
  /** Pause before a computer acts (0 = at once). */
  readonly botMs: number;
  /** How long a completed trick stays shown unless `ui.continue` (0 = no pause). */
  readonly trickMs: number;
}

export interface SpadesInput {
  readonly options?: Partial<Options>;
  readonly seed: number;
  /** SPD-3.1: by a simulated draw from the seed when absent. */
  readonly firstDealer?: number;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  /** Policy id per seat (`basic` by default). */
  readonly policies?: readonly (string | null)[];
  readonly speed?: Speed;
  /** Cards for the first deals in order (lessons, tests: the `hands` form); later deals are shuffled. */
  readonly fixedDeals?: readonly DealSource[];
  /** Scripted actions per seat for lessons: a computer seat plays its next one when it is legal. */
  readonly script?: readonly (readonly Action[] | undefined)[];
  /** A saved game (stikk-record/1) to rebuild and continue. */
  readonly resume?: GameRecord;
}

export interface SpadesContext {
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

export type SpadesEvent =
  | { type: 'player.act'; action: Action }
  /** "Look at my cards" (SPD-5.6(c)): any time during bidding; `seat` defaults to the human seat still face down. */
  | { type: 'player.look'; seat?: number }
  | { type: 'ui.continue' }
  | { type: 'speed.set'; speed: Speed };

const DEFAULT_SPEED: Speed = { botMs: 700, trickMs: 1500 };

/** An empty record for a new game. */
export function createRecordStart(options: Options, players: readonly string[], firstDealer: number): GameRecord {
  return { format: RECORD_FORMAT, game: 'spades', options: { ...options }, players: [...players], firstDealer, deals: [] };
}

function initialContext(input: SpadesInput): SpadesContext {
  const options = rules.parseOptions(input.resume ? (input.resume.options ?? {}) : (input.options ?? {}));
  const n = rules.seatCount(options);
  const firstDealer = input.resume?.firstDealer ?? input.firstDealer ?? rngFrom(seedState(input.seed ^ 0x5ade)).int(n);
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
    scriptUsed: new Array<number>(n).fill(0),
  };
}

// ---- small pure helpers over the core ----
const seatToAct = (c: SpadesContext): number => rules.currentPlayer(c.game) ?? -1;
const policyOf = (c: SpadesContext, seat: number): Policy<unknown, unknown> =>
  (policies[c.policies[seat] ?? 'basic'] ?? policies.basic) as Policy<unknown, unknown>;
const scripted = (c: SpadesContext): Action | undefined => {
  const seat = seatToAct(c);
  return c.script[seat]?.[c.scriptUsed[seat]];
};
const refusalFor = (c: SpadesContext, a: Action): Refusal | null =>
  c.seats[a.seat] === 'human'
    ? rules.explainIllegal(c.game, a)
    : { rule: 'COM-7.3', key: 'computerSeat', params: { seat: a.seat }, message: `seat ${a.seat} is played by the computer` };

/** Apply an accepted action; every action but `look` is appended to the record. */
function accept(c: SpadesContext, a: Action): Partial<SpadesContext> {
  const game = rules.applyAction(c.game, a);
  if (!isRecorded(a)) return { game, refusal: null };
  const deals = c.record.deals;
  const last = deals[deals.length - 1];
  const record = { ...c.record, deals: [...deals.slice(0, -1), { ...last, actions: [...last.actions, rules.actionToRecord(a)] }] };
  return { game, record, refusal: null };
}

function dealNext(c: SpadesContext): Partial<SpadesContext> {
  const source = c.fixedDeals[c.record.deals.length] ?? { kind: 'shuffle' };
  const game = rules.startDeal(c.game, source);
  const deal = { dealer: game.dealer, ...rules.dealCards(game), actions: [] };
  return { game, record: { ...c.record, deals: [...c.record.deals, deal] } };
}

/** The seat a `player.look` is for: the given one, else the human to act, else the first human face down. */
function lookSeat(c: SpadesContext, seat: number | undefined): number {
  if (seat !== undefined) return seat;
  const now = seatToAct(c);
  if (c.seats[now] === 'human' && !c.game.looked[now]) return now;
  const face = c.seats.findIndex((k, i) => k === 'human' && !c.game.looked[i]);
  return face >= 0 ? face : c.seats.indexOf('human');
}

function look(c: SpadesContext, seat: number | undefined): Partial<SpadesContext> {
  const action: Action = { type: 'look', seat: lookSeat(c, seat) };
  const refusal = refusalFor(c, action);
  return refusal ? { refusal } : accept(c, action);
}

const useScript = (c: SpadesContext): number[] => c.scriptUsed.map((n, seat) => (seat === seatToAct(c) ? n + 1 : n));

/** The decision phases share one shape: a human waits for `player.act`, a computer thinks. */
const turn = {
  initial: 'choosing',
  on: { 'player.act': { actions: 'storeRefusal' } },
  states: {
    choosing: { always: [{ guard: 'isHumanTurn', target: 'human' }, { target: 'computer' }] },
    human: {
      tags: 'humanTurn',
      on: { 'player.act': [{ guard: 'isAcceptable', target: '#spades.afterAction', actions: 'applyHumanAction' }, { actions: 'storeRefusal' }] },
    },
    computer: { tags: 'botThinking', always: [{ guard: 'botsInstant', target: 'deciding' }], after: { botDelay: 'deciding' } },
    deciding: {
      tags: 'botThinking',
      always: [
        { guard: 'scriptedIsLegal', target: '#spades.afterAction', actions: 'applyScriptedAction' },
        { guard: 'hasScripted', target: 'thinking', actions: 'skipScriptedAction' },
        { target: 'thinking' },
      ],
    },
    thinking: {
      tags: 'botThinking',
      invoke: {
        src: 'botTurn',
        input: ({ context }: { context: SpadesContext }) => ({
          view: rules.observe(context.game, seatToAct(context)),
          legal: rules.legalActions(context.game),
          policy: policyOf(context, seatToAct(context)),
          rngState: context.botRng,
        }),
        onDone: { target: '#spades.afterAction', actions: 'applyBotAction' },
      },
    },
  },
} as const;

export const spadesMachine = setup({
  types: {
    context: {} as SpadesContext,
    events: {} as SpadesEvent,
    input: {} as SpadesInput,
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
    applyLook: assign(({ context, event }) => (event.type === 'player.look' ? look(context, event.seat) : {})),
    applyScriptedAction: assign(({ context }) => ({ ...accept(context, scripted(context) as Action), scriptUsed: useScript(context) })),
    skipScriptedAction: assign(({ context }) => ({ scriptUsed: useScript(context) })),
    applyBotAction: assign(({ context, event }) => {
      const out = (event as unknown as { output: BotTurnOutput }).output;
      return { ...accept(context, out.action as Action), botRng: out.rngState };
    }),
    storeRefusal: assign(({ context, event }) =>
      event.type === 'player.act' ? { refusal: refusalFor(context, event.action) ?? rules.explainIllegal(context.game, event.action) } : {},
    ),
    setSpeed: assign(({ event }) => (event.type === 'speed.set' ? { speed: event.speed } : {})),
  },
}).createMachine({
  id: 'spades',
  context: ({ input }) => initialContext(input),
  initial: 'route',
  on: { 'speed.set': { actions: 'setSpeed' }, 'player.look': { actions: 'applyLook' } },
  states: {
    /** Where the core says the game is. */
    route: {
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'isAwaitingDeal', target: 'dealing' },
        { guard: { type: 'phaseIs', params: 'bidding' }, target: 'bidding' },
        { guard: { type: 'phaseIs', params: 'passing' }, target: 'passing' },
        { target: 'playing' },
      ],
    },
    dealing: { entry: 'startDeal', always: 'route' },
    /** SPD-5: one bid per seat; a computer decides blind nil before looking (COM-7.3). */
    bidding: turn,
    /** SPD-5.6(d): the blind-nil exchange, bidder first, then the partner. */
    passing: turn,
    /** SPD-6: H tricks. */
    playing: turn,
    afterAction: { always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'route' }] },
    /** The completed trick stays shown with its winner and reason (`lastTrick`). */
    trickShown: {
      always: [{ guard: 'tricksInstant', target: 'afterTrick' }],
      after: { trickDelay: 'afterTrick' },
      on: { 'ui.continue': 'afterTrick' },
    },
    afterTrick: { always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'route' }] },
    /** The hand's score lines are shown until `ui.continue`. */
    dealScored: { on: { 'ui.continue': 'route' } },
    gameOver: { type: 'final' },
  },
});
