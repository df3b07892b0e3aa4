// The statechart part every game shares (house-style §4): the `turn` in which a human waits for `player.act`
// while a computer thinks in the invoked bot actor (COM-7.3), dealing, refusals and the record. Each
// `<game>.machine.ts` passes a `SessionSpec` (session-context.ts, re-exported here) and keeps its own phases,
// routing and extra events.
import { assign, raise, setup } from 'xstate';
import type { BaseState, Refusal } from '../core/contract.ts';
import type { RecordDeal } from '../core/record.ts';
import { type BotTurnInput, type BotTurnOutput, botTurnOf } from './bot-turn.ts';
import { inner } from './chart.ts';
import {
  type Act,
  type ScriptStep,
  type SessionContext,
  type SessionInput,
  type SessionSpec,
  type Spec,
  type Speed,
  dealRngState,
  decisionRng,
} from './session-context.ts';
import type { Reopen } from './pauses.ts';

export * from './session-context.ts';

// ---- small pure helpers over the core ----
type Ctx<O, S, A> = SessionContext<O, S, A>;

export const seatToAct = <O, S extends BaseState, A extends Act>(spec: Spec<O, S, A>, c: Ctx<O, S, A>): number =>
  spec.rules.currentPlayer(c.game) ?? -1;

/** COM-7.3: a human acts only for a human seat; the core explains anything else. */
export function refusalFor<O, S extends BaseState, A extends Act>(
  spec: Spec<O, S, A>,
  c: Ctx<O, S, A>,
  a: A,
): Refusal | null {
  if (c.seats[a.seat] === 'human') return spec.rules.explainIllegal(c.game, a);
  const message = spec.computerSeatMessage?.(a.seat) ?? `seat ${a.seat} is played by the computer`;
  return { rule: 'COM-7.3', key: 'computerSeat', params: { seat: a.seat }, message };
}

/** Apply an accepted action and append it to the current deal of the record. */
export function accept<O, S extends BaseState, A extends Act>(
  spec: Spec<O, S, A>,
  c: Ctx<O, S, A>,
  a: A,
): Partial<Ctx<O, S, A>> {
  const game = spec.rules.applyAction(c.game, a);
  if (spec.isRecorded && !spec.isRecorded(a)) return { game, refusal: null };
  const deals = c.record.deals;
  const last = deals[deals.length - 1];
  const record = {
    ...c.record,
    deals: [...deals.slice(0, -1), { ...last, actions: [...last.actions, spec.rules.actionToRecord(a)] }],
  };
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

function scriptStep<O, S extends BaseState, A extends Act>(
  spec: Spec<O, S, A>,
  c: Ctx<O, S, A>,
): ScriptStep<A> & { readonly seat: number } {
  const seat = seatToAct(spec, c);
  const playable = (a: A) => a.seat === seat && spec.rules.explainIllegal(c.game, a) === null;
  return { ...spec.script(c.game, c.script[seat] ?? [], c.scriptUsed[seat], playable), seat };
}

const scriptUsedAfter = (
  c: { readonly scriptUsed: readonly number[] },
  step: { readonly seat: number; readonly used: number },
): number[] => c.scriptUsed.map((n, seat) => (seat === step.seat ? step.used : n));

const actionOf = <A>(event: { readonly type: string }): A | null =>
  event.type === 'player.act' ? (event as unknown as { action: A }).action : null;

/**
 * The machine setup every game extends with its own guards and actions (`.extend(...)`): the bot actor,
 * the two delays, the generic guards, and the actions over the game, the record and the script.
 */
export function sessionSetup<
  O,
  S extends BaseState,
  A extends Act,
  V,
  C extends SessionContext<O, S, A>,
  E extends { readonly type: string },
  I extends SessionInput<O, A>,
>(spec: SessionSpec<O, S, A, V, C>, _types: { readonly events: E; readonly input: I }) {
  const { rules } = spec;
  const update = (partial: Partial<Ctx<O, S, A>>) => partial as Partial<C>;
  return setup({
    types: { context: {} as C, events: {} as E, input: {} as I },
    actors: { botTurn: botTurnOf(spec.levels) },
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
      skipScriptedAction: assign(({ context }) =>
        update({ scriptUsed: scriptUsedAfter(context, scriptStep(spec, context)) }),
      ),
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
      setSpeed: assign(({ event }) =>
        event.type === 'speed.set' ? update({ speed: (event as unknown as { speed: Speed }).speed }) : {},
      ),
      /** Send the event again once the machine has settled (a card clicked during a pause is played after it). */
      actAgain: raise(({ event }) => event),
    },
  });
}

/**
 * The states of a decision: a human waits for `player.act`; a computer waits `speed.botMs`, plays its
 * scripted action when it is legal (lessons), else thinks in the bot actor, which sees only its View.
 */
export function turnStates<O, S extends BaseState, A extends Act, V, C extends SessionContext<O, S, A>>(
  spec: SessionSpec<O, S, A, V, C>,
  afterAction: string,
) {
  const botInput = (c: C): BotTurnInput => {
    const seat = seatToAct(spec, c);
    return {
      view: spec.rules.observe(c.game, seat),
      legal: spec.rules.legalActions(c.game),
      level: spec.levelOf(c, seat) ?? 'casual',
      rngState: decisionRng(c),
    };
  };
  return {
    choosing: {
      ...inner('map.turn.choosing'),
      always: [{ guard: 'isHumanTurn', target: 'human' }, { target: 'computer' }],
    },
    human: {
      ...inner('map.turn.human'),
      tags: 'humanTurn',
      on: {
        'player.act': [
          { guard: 'isAcceptable', target: afterAction, actions: 'applyHumanAction' },
          { actions: 'storeRefusal' },
        ],
      },
    },
    computer: {
      ...inner('map.turn.computer', 'COM-7.3'),
      tags: 'botThinking',
      always: [{ guard: 'botsInstant', target: 'deciding' }],
      after: { botDelay: 'deciding' },
    },
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
export function turnFor<O, S extends BaseState, A extends Act, V, C extends SessionContext<O, S, A>>(
  spec: SessionSpec<O, S, A, V, C>,
  afterAction: string,
) {
  return {
    initial: 'choosing',
    on: { 'player.act': { actions: 'storeRefusal' } },
    states: turnStates(spec, afterAction),
  } as const;
}
