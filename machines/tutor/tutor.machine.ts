// The tutor (docs/tutor.md "The runner"; issue 9): one generic statechart that runs any lesson over its
// game's own machine, invoked as the child `game` with the lesson's deal, start state and the timeline as
// the computers' script. intro → per step (info · watch · act · quiz) → ending → finished. The learner's
// actions come here first and are judged (judge.ts); only the expected action or an accepted alternative
// reaches the game, so the lesson can never drift from its text. Names no game (house-style §1.5).
import { assign, enqueueActions, fromPromise, sendTo, setup, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import type { Refusal } from '../core/contract.ts';
import type { ActStep, Lesson, Params, QuizStep, QuizValue, Step, WatchStep } from './lesson.ts';
import { judgeAction, judgeAnswer, type TutorRules } from './judge.ts';

export const LEARNER = 0;

export interface TutorSpeed {
  readonly botMs: number;
  readonly trickMs: number;
}
const INSTANT: TutorSpeed = { botMs: 0, trickMs: 0 };

type Act = { readonly seat: number };
type AnyLesson = Lesson<Act>;
type AnyRules = TutorRules<unknown, Act>;

/**
 * What the coach card shows after the learner's last action or answer. `params` are the figures of the step
 * that said it (a quiz's explanation shows the core's numbers), kept with the words: the step may be over
 * by the time the feedback is read.
 */
type Said = { readonly params?: Params };
export type Feedback =
  | ({ readonly kind: 'praise' | 'mistake' | 'other' | 'wrong' | 'control'; readonly key: string; readonly explain?: string } & Said)
  | ({ readonly kind: 'alternative'; readonly key: string; readonly explain: string } & Said)
  | ({ readonly kind: 'right' | 'shown' | 'skipped'; readonly key: string; readonly answer?: QuizValue } & Said)
  | { readonly kind: 'refused'; readonly refusal: Refusal };

export interface TutorInput {
  readonly lesson: AnyLesson;
  readonly rules: AnyRules;
  readonly speed: TutorSpeed;
  /** Resume here: earlier steps are played through at once (any step is reproducible from the timeline). */
  readonly startAt?: number;
  /** Alternatives the learner chose in earlier steps (step index → index in its `alternatives`): replayed as played. */
  readonly chosen?: Chosen;
}

/** Act steps answered with an accepted alternative: step index → index in the step's `alternatives`. */
export type Chosen = Readonly<Record<number, number>>;

export interface TutorContext {
  readonly lesson: AnyLesson;
  readonly rules: AnyRules;
  readonly speed: TutorSpeed;
  readonly step: number;
  readonly resumeAt: number;
  /** The game's latest state and how many timeline actions it has played. */
  readonly game: unknown;
  readonly pos: number;
  readonly humanTurn: boolean;
  /** The game shows a result (a completed trick) until `ui.continue`. */
  readonly paused: boolean;
  readonly feedback: Feedback | null;
  /** The timeline index of the learner action being played (a watched turn, a committed step). */
  readonly mark: number;
  /** Wrong tries in the current step (Show me appears after one). */
  readonly tries: number;
  readonly mistakes: number;
  readonly shown: number;
  readonly skipped: number;
  /** The alternatives chosen so far, so that a resumed or retried lesson replays what the learner played. */
  readonly chosen: Chosen;
}

export type TutorEvent =
  | { readonly type: 'tutor.start' }
  | { readonly type: 'tutor.next' }
  | { readonly type: 'tutor.retry' }
  | { readonly type: 'tutor.retryStep' }
  | { readonly type: 'tutor.showMe' }
  | { readonly type: 'tutor.skip' }
  | { readonly type: 'tutor.restart' }
  | { readonly type: 'learner.act'; readonly action: Act }
  | { readonly type: 'learner.answer'; readonly value: QuizValue }
  | { readonly type: 'learner.control'; readonly name: string }
  | { readonly type: 'ui.continue' }
  | { readonly type: 'speed.set'; readonly speed: TutorSpeed };

// ---- small pure helpers ----
type Ctx = TutorContext;
export const currentStep = (c: Ctx): Step<Act> | undefined => c.lesson.steps[c.step];
const fast = (c: Ctx): boolean => c.step < c.resumeAt;

/** Index in the timeline of the learner's next action at or after the game's position. */
export function learnerIndex(c: Pick<Ctx, 'lesson' | 'pos'>): number {
  const { timeline } = c.lesson;
  for (let i = c.pos; i < timeline.length; i++) if (timeline[i].seat === LEARNER) return i;
  return -1;
}
const expectedAction = (c: Ctx): Act | null => c.lesson.timeline[learnerIndex(c)] ?? null;
/** What the learner played at this act step before a resume: the alternative chosen (while still legal), else the expected action. */
function playedAction(c: Ctx): Act | null {
  const alternative = c.chosen[c.step] === undefined ? undefined : actStep(c).alternatives?.[c.chosen[c.step]]?.action;
  return alternative && c.game && !c.rules.explainIllegal(c.game, alternative) ? alternative : expectedAction(c);
}
/** The choices of the steps before `step` (a step played again is chosen again). */
const chosenBefore = (chosen: Chosen, step: number): Chosen => Object.fromEntries(Object.entries(chosen).filter(([k]) => Number(k) < step));
const learnerToAct = (c: Ctx): boolean => c.game !== null && c.rules.currentPlayer(c.game) === LEARNER && learnerIndex(c) === c.pos;
const actStep = (c: Ctx) => currentStep(c) as ActStep<Act>;
const quizStep = (c: Ctx) => currentStep(c) as QuizStep;
/** The current step's figures, for the feedback it gives. */
const said = (c: Ctx): Said => (currentStep(c)?.params ? { params: currentStep(c)?.params } : {});

interface GameSnapshot {
  readonly context: { readonly game: unknown; readonly record: { readonly deals: readonly { readonly actions: readonly unknown[] }[] } };
  hasTag(tag: string): boolean;
  can(event: { type: string }): boolean;
}

function fromSnapshot(s: GameSnapshot): Partial<Ctx> {
  const pos = s.context.record.deals.reduce((n, d) => n + d.actions.length, 0);
  return { game: s.context.game, pos, humanTurn: s.hasTag('humanTurn'), paused: !s.hasTag('humanTurn') && !s.hasTag('botThinking') && s.can({ type: 'ui.continue' }) };
}

/** The lesson from its first step (a fast-forward to `resumeAt` follows); the run's counters are kept. */
const fresh = { step: 0, pos: 0, game: null, humanTurn: false, paused: false, feedback: null, tries: 0, mark: -1 } as const;
const newRun = { mistakes: 0, shown: 0, skipped: 0 } as const;

/**
 * The game's machine as a lesson runs it: computers play only the timeline (the session plays a seat's
 * scripted action when it is legal); past the timeline a computer seat waits instead of thinking, so the
 * table never moves on from the lesson's last words.
 */
export const scriptOnly = (game: AnyStateMachine): AnyStateMachine =>
  game.provide({ actors: { botTurn: fromPromise(() => new Promise<never>(() => {})) } });

/** A table for a lesson without cards: nothing is dealt, nobody acts. */
export const idleGame = setup({}).createMachine({ context: { game: null, record: { deals: [] } } });

export const tutorMachine = setup({
  types: { context: {} as TutorContext, events: {} as TutorEvent, input: {} as TutorInput },
  actors: {
    /** The game's own statechart; `provide` it per game (a lesson without a table gets an idle one). */
    game: {} as AnyActorLogic,
  },
  delays: { botDelay: ({ context }) => (fast(context) ? 0 : context.speed.botMs) },
  guards: {
    hasTable: ({ context }) => context.lesson.table !== undefined,
    stepsDone: ({ context }) => context.step >= context.lesson.steps.length,
    isFast: ({ context }) => fast(context),
    kindIs: ({ context }, kind: Step<Act>['kind']) => currentStep(context)?.kind === kind,
    waitOver: ({ context }) => context.pos >= (currentStep(context)?.wait ?? 0),
    watchOver: ({ context }) => context.pos >= (currentStep(context) as WatchStep).until,
    learnerToAct: ({ context }) => learnerToAct(context),
    instant: ({ context }) => fast(context) || context.speed.botMs <= 0,
    /** The game has taken the learner action marked when the turn began. */
    movedOn: ({ context }) => context.pos > context.mark,
    rightAnswer: ({ context, event }) => event.type === 'learner.answer' && judgeAnswer(quizStep(context), event.value).kind === 'right',
    timelineDone: ({ context }) => context.pos >= context.lesson.timeline.length,
    triedOnce: ({ context }) => context.tries > 0,
    /** The learner's action is the expected one or an accepted alternative (it will be played). */
    acceptable: ({ context, event }) => {
      const expected = expectedAction(context);
      if (event.type !== 'learner.act' || !expected || !context.game) return false;
      const kind = judgeAction(context.rules, context.game, actStep(context), expected, event.action).kind;
      return kind === 'expected' || kind === 'alternative';
    },
  },
  actions: {
    fromGame: assign(({ event }) => fromSnapshot((event as unknown as { snapshot: GameSnapshot }).snapshot)),
    reset: assign(fresh),
    markTurn: assign(({ context }) => ({ mark: learnerIndex(context) })),
    /** Next step; when a fast-forward reaches its step, the game goes on at the chosen speed. */
    advance: enqueueActions(({ context, enqueue }) => {
      const step = context.step + 1;
      enqueue.assign({ step, tries: 0, feedback: step < context.resumeAt ? null : context.feedback });
      if (step === context.resumeAt && context.lesson.table) enqueue.sendTo('game', { type: 'speed.set', speed: context.speed });
    }),
    clearFeedback: assign({ feedback: null }),
    /**
     * The tutor plays the learner's timeline action (a watched turn, Show me, Skip, a fast-forward); in a
     * fast-forward, an alternative the learner chose at that step before comes back as it was played.
     */
    playExpected: enqueueActions(({ context, enqueue }) => {
      const action = playedAction(context);
      if (!action) return;
      if (context.paused) enqueue.sendTo('game', { type: 'ui.continue' });
      enqueue.sendTo('game', { type: 'player.act', action });
    }),
    judge: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'learner.act') return;
      const step = actStep(context);
      const expected = expectedAction(context);
      if (!expected || !context.game) return;
      const v = judgeAction(context.rules, context.game, step, expected, event.action);
      if (v.kind === 'refused') {
        // Shown as at the table: the game stores the same refusal for the hand's description.
        enqueue.sendTo('game', { type: 'player.act', action: event.action });
        enqueue.assign({ feedback: { kind: 'refused', refusal: v.refusal } });
      } else if (v.kind === 'expected' || v.kind === 'alternative') {
        if (context.paused) enqueue.sendTo('game', { type: 'ui.continue' });
        enqueue.sendTo('game', { type: 'player.act', action: v.action });
        enqueue.assign({
          feedback: v.kind === 'expected' ? { kind: 'praise', key: step.praise ?? 'tutor.praise', explain: step.explain, ...said(context) } : { kind: 'alternative', key: v.note, explain: step.explain, ...said(context) },
          chosen: v.kind === 'alternative' ? { ...context.chosen, [context.step]: v.index } : chosenBefore(context.chosen, context.step),
        });
      } else enqueue.assign({ feedback: { kind: v.kind, key: v.feedback, ...said(context) }, tries: context.tries + 1, mistakes: context.mistakes + 1 });
    }),
    refuseOnly: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'learner.act' || !context.game) return;
      const refusal = context.rules.explainIllegal(context.game, event.action);
      if (!refusal) return;
      enqueue.sendTo('game', { type: 'player.act', action: event.action });
      enqueue.assign({ feedback: { kind: 'refused', refusal } });
    }),
    control: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'learner.control') return;
      const say = currentStep(context)?.controls?.[event.name];
      if (say) enqueue.assign({ feedback: { kind: 'control', key: say, ...said(context) }, tries: context.tries + 1, mistakes: context.mistakes + 1 });
      else enqueue.sendTo('game', { type: `player.${event.name}` });
    }),
    showAct: assign(({ context }) => ({ shown: context.shown + 1, feedback: { kind: 'shown' as const, key: actStep(context).explain, ...said(context) } })),
    skipAct: assign(({ context }) => ({ skipped: context.skipped + 1, feedback: { kind: 'skipped' as const, key: actStep(context).explain, ...said(context) } })),
    answer: assign(({ context, event }) => {
      if (event.type !== 'learner.answer') return {};
      const v = judgeAnswer(quizStep(context), event.value);
      if (v.kind === 'right') return { feedback: { kind: 'right' as const, key: quizStep(context).explain, answer: event.value, ...said(context) } };
      return { feedback: { kind: 'wrong' as const, key: v.feedback, ...said(context) }, tries: context.tries + 1, mistakes: context.mistakes + 1 };
    }),
    showQuiz: assign(({ context }) => ({ shown: context.shown + 1, feedback: { kind: 'shown' as const, key: quizStep(context).explain, answer: quizStep(context).answer(), ...said(context) } })),
    skipStep: assign(({ context }) => ({ skipped: context.skipped + 1, feedback: null })),
    forwardContinue: sendTo('game', { type: 'ui.continue' }),
    setSpeed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'speed.set') return;
      enqueue.assign({ speed: event.speed });
      if (context.lesson.table && !fast(context)) enqueue.sendTo('game', { type: 'speed.set', speed: event.speed });
    }),
  },
}).createMachine({
  id: 'tutor',
  context: ({ input }) => ({ lesson: input.lesson, rules: input.rules, speed: input.speed, resumeAt: input.startAt ?? 0, ...fresh, ...newRun, chosen: input.chosen ?? {} }),
  initial: 'intro',
  states: {
    /** The lesson's title and what it teaches; nothing is dealt yet. */
    intro: { on: { 'tutor.start': 'lesson' } },
    lesson: {
      entry: 'reset',
      invoke: {
        id: 'game',
        src: 'game',
        input: ({ context }: { context: TutorContext }) => {
          const l = context.lesson;
          const seats = l.players.map((_: string, i: number) => (i === LEARNER ? 'human' : 'computer'));
          const script = l.players.map((_: string, seat: number) => (seat === LEARNER ? undefined : l.timeline.filter((a: Act) => a.seat === seat)));
          return {
            options: l.options,
            seed: 1,
            players: l.players,
            seats,
            script,
            speed: context.resumeAt > 0 ? INSTANT : context.speed,
            initial: l.table?.initial(),
            fixedDeals: l.table ? [l.table.deal] : [],
          };
        },
        onSnapshot: { actions: 'fromGame' },
      },
      on: {
        'tutor.restart': { target: 'lesson', reenter: true, actions: assign({ resumeAt: 0, ...newRun, chosen: {} }) },
        /** The current step again: the lesson is rebuilt and played through at once up to it, as it was played. */
        'tutor.retryStep': { target: 'lesson', reenter: true, actions: assign(({ context }) => ({ resumeAt: context.step, chosen: chosenBefore(context.chosen, context.step) })) },
        'ui.continue': { actions: 'forwardContinue' },
        'speed.set': { actions: 'setSpeed' },
        'learner.control': { actions: 'control' },
        /** Before the learner's turn (the script still plays), an action is only ever refused by the engine. */
        'learner.act': { actions: 'refuseOnly' },
      },
      initial: 'waiting',
      states: {
        /** The script plays until the step's `wait` position. */
        waiting: {
          always: [
            { guard: 'stepsDone', target: 'ending' },
            { guard: 'waitOver', target: 'route' },
          ],
        },
        route: {
          always: [
            { guard: { type: 'kindIs', params: 'info' }, target: 'info' },
            { guard: { type: 'kindIs', params: 'watch' }, target: 'watch' },
            { guard: { type: 'kindIs', params: 'quiz' }, target: 'quiz' },
            { target: 'act' },
          ],
        },
        info: {
          always: { guard: 'isFast', target: 'waiting', actions: 'advance' },
          on: { 'tutor.next': { target: 'waiting', actions: 'advance' } },
        },
        watch: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'watchOver', target: '#tutor.lesson.waiting', actions: 'advance' },
                { guard: 'learnerToAct', target: 'turn' },
              ],
            },
            turn: {
              entry: 'markTurn',
              always: { guard: 'instant', target: 'sent', actions: 'playExpected' },
              after: { botDelay: { target: 'sent', actions: 'playExpected' } },
            },
            sent: { always: { guard: 'movedOn', target: 'idle' } },
          },
        },
        act: {
          initial: 'before',
          states: {
            before: { always: { guard: 'learnerToAct', target: 'turn' } },
            turn: {
              entry: 'markTurn',
              always: { guard: 'isFast', target: 'committed', actions: 'playExpected' },
              on: {
                'learner.act': [{ guard: 'acceptable', target: 'committed', actions: 'judge' }, { actions: 'judge' }],
                'tutor.retry': { actions: 'clearFeedback' },
                'tutor.showMe': { guard: 'triedOnce', target: 'committed', actions: ['showAct', 'playExpected'] },
                'tutor.skip': { target: 'committed', actions: ['skipAct', 'playExpected'] },
              },
            },
            /** Waits for the game to take the action, then the next step. */
            committed: { always: { guard: 'movedOn', target: '#tutor.lesson.waiting', actions: 'advance' } },
          },
        },
        quiz: {
          initial: 'asking',
          states: {
            asking: {
              always: { guard: 'isFast', target: '#tutor.lesson.waiting', actions: 'advance' },
              on: {
                'learner.answer': [{ guard: 'rightAnswer', target: 'answered', actions: 'answer' }, { actions: 'answer' }],
                'tutor.retry': { actions: 'clearFeedback' },
                'tutor.showMe': { guard: 'triedOnce', target: 'answered', actions: 'showQuiz' },
                'tutor.skip': { target: '#tutor.lesson.waiting', actions: ['skipStep', 'advance'] },
              },
            },
            answered: { on: { 'tutor.next': { target: '#tutor.lesson.waiting', actions: 'advance' } } },
          },
        },
        /** After the last step the script plays out to the end of the timeline. */
        ending: { always: { guard: 'timelineDone', target: '#tutor.finished' } },
      },
    },
    /** Stars and what comes next; the game child stops, the table keeps its last picture. */
    finished: { on: { 'tutor.restart': { target: 'lesson', actions: assign({ resumeAt: 0, ...newRun, chosen: {} }) } } },
  },
});
