// The statechart of a whole Sprøyte game (house-style §4): dealing → exchanging or the talon offer →
// playing with a pause after every trick → deal scored → next deal or game over. The rules core decides
// every phase end; this file only follows it. Computer seats think in an invoked actor that sees one View.
import { assign, setup } from 'xstate';
import { botTurn, type BotTurnOutput } from '../actors/bot-turn.ts';
import type { Policy } from '../core/bots.ts';
import type { DealSource, Refusal } from '../core/contract.ts';
import { RECORD_FORMAT, type GameRecord, type RecordDeal } from '../core/record.ts';
import { replayState } from '../core/replay.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { policies } from './bots/index.ts';
import { type Action, type Options, type State, type View, rules } from './rules/index.ts';

export type SeatKind = 'human' | 'computer';
export interface Speed {
  /** Pause before a computer acts, ms (0 = at once). */
  readonly botMs: number;
  /** How long a completed trick stays on the table, ms (0 = no pause). */
  readonly trickMs: number;
}

export interface SproyteInput {
  readonly options?: Partial<Options>;
  readonly seed: number;
  readonly firstDealer?: number;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  /** Policy id per seat (default 'basic'); see bots/index.ts. */
  readonly policies?: readonly (string | null)[];
  readonly speed?: Speed;
  /** Cards of the first deals in order (lessons, tests); later deals are shuffled. */
  readonly fixedDeals?: readonly DealSource[];
  /** Scripted computer actions per seat, played in order whenever the next one is legal (lessons). */
  readonly script?: readonly (readonly Action[])[];
  /** Rebuild a saved game from its record, then continue. */
  readonly resume?: GameRecord;
}

export interface SproyteContext {
  readonly game: State;
  readonly options: Options;
  readonly players: readonly string[];
  readonly seats: readonly SeatKind[];
  readonly policyIds: readonly string[];
  readonly botRng: number;
  readonly refusal: Refusal | null;
  readonly record: GameRecord;
  readonly speed: Speed;
  readonly fixedDeals: readonly DealSource[];
  readonly script: readonly (readonly Action[])[];
  /** How many scripted actions each seat has used. */
  readonly scriptUsed: readonly number[];
}

export type SproyteEvent =
  | { readonly type: 'player.act'; readonly action: Action }
  | { readonly type: 'ui.continue' }
  | { readonly type: 'speed.set'; readonly speed: Speed };

/** A record with no deals yet (records.md top level). */
export function createRecordStart(options: Options, players: readonly string[], firstDealer: number): GameRecord {
  return { format: RECORD_FORMAT, game: 'sproyte', options: { ...options }, players: [...players], firstDealer, deals: [] };
}

function initialContext(input: SproyteInput): SproyteContext {
  const policyIds = [0, 1, 2].map((seat) => input.policies?.[seat] ?? 'basic');
  for (const id of policyIds) if (!(id in policies)) throw new Error(`unknown Sprøyte policy "${id}"`);
  const common = {
    players: input.players,
    seats: input.seats,
    policyIds,
    botRng: seedState(input.seed ^ 0x5eed),
    refusal: null,
    speed: input.speed ?? { botMs: 0, trickMs: 0 },
    fixedDeals: input.fixedDeals ?? [],
    script: input.script ?? [],
    scriptUsed: [0, 0, 0],
  };
  if (input.resume) {
    const game = replayState(rules, input.resume, input.seed);
    return { ...common, game, options: game.options, record: input.resume };
  }
  const options = rules.parseOptions(input.options ?? {});
  // SPR-3.1: the first dealer is drawn at random unless given.
  const firstDealer = input.firstDealer ?? rngFrom(seedState(input.seed ^ 0xdea1)).int(3);
  return { ...common, game: rules.setup(options, firstDealer, input.seed), options, record: createRecordStart(options, input.players, firstDealer) };
}

function withDeal(ctx: SproyteContext): Partial<SproyteContext> {
  const source = ctx.fixedDeals[ctx.game.results.length] ?? { kind: 'shuffle' };
  const game = rules.startDeal(ctx.game, source);
  const deal = { dealer: game.dealer, ...rules.dealCards(game), actions: [] } as RecordDeal;
  return { game, record: { ...ctx.record, deals: [...ctx.record.deals, deal] } };
}

function withAction(ctx: SproyteContext, action: Action): Partial<SproyteContext> {
  const deals = ctx.record.deals.slice();
  const last = deals[deals.length - 1];
  deals[deals.length - 1] = { ...last, actions: [...last.actions, rules.actionToRecord(action)] };
  return { game: rules.applyAction(ctx.game, action), record: { ...ctx.record, deals }, refusal: null };
}

const seatToAct = (ctx: SproyteContext): number => rules.currentPlayer(ctx.game) ?? -1;

/** A scripted action that can never be played any more (its card has gone, its phase is over). */
function isStale(s: State, a: Action): boolean {
  if (a.type === 'play') return s.history.some((t) => t.plays.some((p) => p.card === a.card)) || s.trick.some((p) => p.card === a.card);
  return s.phase === 'play' || s.exchanged[a.seat] !== null;
}

/** The seat's next scripted action, skipping stale ones: its index, and whether it is legal now. */
function nextScripted(ctx: SproyteContext, seat: number): { index: number; action: Action | null } {
  const list = ctx.script[seat] ?? [];
  let index = ctx.scriptUsed[seat];
  while (index < list.length && isStale(ctx.game, list[index])) index++;
  const action = list[index] ?? null;
  return { index, action: action && action.seat === seat && rules.explainIllegal(ctx.game, action) === null ? action : null };
}

function usedScript(ctx: SproyteContext, seat: number, used: number): readonly number[] {
  return ctx.scriptUsed.map((n, i) => (i === seat ? used : n));
}

const notYourSeat = (seat: number): Refusal => ({
  rule: 'COM-7.3',
  key: 'computerSeat',
  params: { seat },
  message: `Seat ${seat} is played by the computer.`,
});

function refusalFor(ctx: SproyteContext, action: Action): Refusal | null {
  if (ctx.seats[action.seat] !== 'human') return notYourSeat(action.seat);
  return rules.explainIllegal(ctx.game, action);
}


const machineSetup = setup({
  types: {
    context: {} as SproyteContext,
    events: {} as SproyteEvent,
    input: {} as SproyteInput,
  },
  actors: { botTurn },
  guards: {
    isOver: ({ context }) => rules.isTerminal(context.game),
    isAwaitingDeal: ({ context }) => rules.awaitingDeal(context.game),
    isExchange: ({ context }) => context.game.phase === 'exchange',
    isTalon: ({ context }) => context.game.phase === 'talon',
    isTrickJustCompleted: ({ context }) => context.game.trick.length === 0 && context.game.lastTrick !== null,
    isHumanTurn: ({ context }) => context.seats[seatToAct(context)] === 'human',
    isBotInstant: ({ context }) => context.speed.botMs <= 0,
    isTrickPauseOff: ({ context }) => context.speed.trickMs <= 0,
    hasScriptedAction: ({ context }) => nextScripted(context, seatToAct(context)).action !== null,
    isHumanActionLegal: ({ context, event }) => event.type === 'player.act' && refusalFor(context, event.action) === null,
  },
  actions: {
    startDeal: assign(({ context }) => withDeal(context)),
    applyHumanAction: assign(({ context, event }) => (event.type === 'player.act' ? withAction(context, event.action) : {})),
    applyScriptedAction: assign(({ context }) => {
      const seat = seatToAct(context);
      const next = nextScripted(context, seat);
      return { ...withAction(context, next.action as Action), scriptUsed: usedScript(context, seat, next.index + 1) };
    }),
    storeRefusal: assign(({ context, event }) => (event.type === 'player.act' ? { refusal: refusalFor(context, event.action) } : {})),
    setSpeed: assign(({ event }) => (event.type === 'speed.set' ? { speed: event.speed } : {})),
  },
  delays: {
    botDelay: ({ context }) => context.speed.botMs,
    trickDelay: ({ context }) => context.speed.trickMs,
  },
});

/** The same turn handling in every phase: a human waits for `player.act`, a computer thinks. */
const turnStates = machineSetup.createStateConfig({
  initial: 'choosing',
  states: {
    choosing: { always: [{ guard: 'isHumanTurn', target: 'human' }, { target: 'computer' }] },
    human: { tags: ['humanTurn'] },
    computer: {
      tags: ['botThinking'],
      initial: 'waiting',
      states: {
        waiting: { always: { guard: 'isBotInstant', target: 'deciding' }, after: { botDelay: 'deciding' } },
        deciding: {
          always: [
            { guard: 'hasScriptedAction', actions: 'applyScriptedAction', target: '#sproyte.afterAction' },
            { target: 'thinking' },
          ],
        },
        thinking: {
          invoke: {
            src: 'botTurn',
            input: ({ context }) => {
              const seat = seatToAct(context);
              return {
                view: rules.observe(context.game, seat),
                legal: rules.legalActions(context.game),
                policy: policies[context.policyIds[seat]] as Policy<unknown, unknown>,
                rngState: context.botRng,
              };
            },
            onDone: {
              target: '#sproyte.afterAction',
              actions: assign(({ context, event }) => {
                const output = event.output as BotTurnOutput;
                const proposed = output.action as Action;
                // A policy bug must not stop the game: fall back to the first legal action.
                const action = rules.explainIllegal(context.game, proposed) === null ? proposed : rules.legalActions(context.game)[0];
                return { ...withAction(context, action), botRng: output.rngState };
              }),
            },
          },
        },
      },
    },
  },
  on: {
    'player.act': [
      { guard: 'isHumanActionLegal', actions: 'applyHumanAction', target: '#sproyte.afterAction' },
      { actions: 'storeRefusal' },
    ],
  },
});

export const sproyteMachine = machineSetup.createMachine({
  id: 'sproyte',
  context: ({ input }) => initialContext(input),
  initial: 'routing',
  on: { 'speed.set': { actions: 'setSpeed' } },
  states: {
    /** Transient: go where the core's phase says. */
    routing: {
      always: [
        { guard: 'isOver', target: 'gameOver' },
        { guard: 'isAwaitingDeal', target: 'dealing' },
        { guard: 'isExchange', target: 'exchanging' },
        { guard: 'isTalon', target: 'talonOffer' },
        { target: 'playing' },
      ],
    },
    dealing: { always: { target: 'routing', actions: 'startDeal' } },
    exchanging: turnStates,
    talonOffer: turnStates,
    playing: turnStates,
    /** Transient after every accepted action: a completed trick is shown first. */
    afterAction: { always: [{ guard: 'isTrickJustCompleted', target: 'trickShown' }, { target: 'routing' }] },
    trickShown: {
      always: { guard: 'isTrickPauseOff', target: 'afterTrick' },
      after: { trickDelay: 'afterTrick' },
      on: { 'ui.continue': 'afterTrick' },
    },
    afterTrick: {
      always: [{ guard: 'isAwaitingDeal', target: 'dealScored' }, { guard: 'isOver', target: 'dealScored' }, { target: 'routing' }],
    },
    dealScored: {
      on: { 'ui.continue': [{ guard: 'isOver', target: 'gameOver' }, { target: 'dealing' }] },
    },
    gameOver: { type: 'final' },
  },
});

export type { View };
