// The tutor (docs/tutor.md "The runner"): one generic statechart that runs any lesson over its
// game's own machine, invoked as the child `game` with the lesson's deal, start state and the timeline as
// the computers' script. intro → per step (info · watch · act · quiz) → ending → finished. The learner's
// actions come here first and are judged (judge.ts); only the expected action or an accepted alternative
// reaches the game, so the lesson can never drift from its text. Its context and small helpers are in
// tutor-context.ts, what its actions compute (feedback, counters, the game's input) in tutor-steps.ts.
// Names no game (house-style §1.5).
import { assign, enqueueActions, sendTo, setup, type AnyActorLogic } from 'xstate';
import type { Step, WatchStep } from './lesson.ts';
import {
  type Act,
  type GameSnapshot,
  type TutorContext,
  type TutorEvent,
  type TutorInput,
  SHOW_ME_AFTER,
  chosenBefore,
  currentStep,
  fast,
  fresh,
  fromSnapshot,
  held,
  learnerIndex,
  learnerToAct,
  newRun,
  playedAction,
} from './tutor-context.ts';
import {
  answered,
  controlled,
  gameInput,
  isAcceptable,
  isRightAnswer,
  judged,
  shownAct,
  shownQuiz,
  skippedAct,
} from './tutor-steps.ts';

// What the lessons' code and the renderer take from the tutor.
export type { Feedback, TutorContext, TutorEvent } from './tutor-context.ts';
export { LEARNER, SHOW_ME_AFTER, learnerIndex } from './tutor-context.ts';
export { idleGame, scriptOnly } from './tutor-steps.ts';

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
    rightAnswer: ({ context, event }) => event.type === 'learner.answer' && isRightAnswer(context, event.value),
    timelineDone: ({ context }) => context.pos >= context.lesson.timeline.length,
    /** Show me: after SHOW_ME_AFTER wrong tries at this step, refused ones included. */
    triedEnough: ({ context }) => context.tries >= SHOW_ME_AFTER,
    paused: ({ context }) => context.paused,
    /** The learner's action is the expected one or an accepted alternative (it will be played). */
    acceptable: ({ context, event }) => event.type === 'learner.act' && isAcceptable(context, event.action),
  },
  actions: {
    /** The game's latest picture; a result just shown may go after `trickMs` if the script is still playing then. */
    fromGame: enqueueActions(({ context, event, enqueue }) => {
      const next = fromSnapshot((event as unknown as { snapshot: GameSnapshot }).snapshot);
      enqueue.assign(next);
      if (next.paused && !context.paused)
        enqueue.raise({ type: 'tutor.flow' }, { id: 'flow', delay: context.speed.trickMs });
    }),
    /** Entering a state where the script plays on: a result still shown goes after `trickMs`. */
    scheduleFlow: enqueueActions(({ context, enqueue }) => {
      if (!context.paused) return;
      enqueue.cancel('flow');
      enqueue.raise({ type: 'tutor.flow' }, { id: 'flow', delay: fast(context) ? 0 : context.speed.trickMs });
    }),
    reset: assign(fresh),
    markTurn: assign(({ context }) => ({ mark: learnerIndex(context) })),
    /**
     * Next step: the feedback of the step that ends goes with it (the coach shows only the
     * current step's words). When a fast-forward reaches its step, the game goes on at the chosen speed.
     */
    advance: enqueueActions(({ context, enqueue }) => {
      const step = context.step + 1;
      enqueue.assign({ step, tries: 0, feedback: null });
      if (step === context.resumeAt && context.lesson.table)
        enqueue.sendTo('game', { type: 'speed.set', speed: held(context.speed) });
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
      const j = judged(context, event.action);
      if (!j) return;
      if (j.resume) enqueue.sendTo('game', { type: 'ui.continue' });
      if (j.send) enqueue.sendTo('game', { type: 'player.act', action: j.send });
      enqueue.assign(j.update);
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
      const update = controlled(context, event.name);
      if (update) enqueue.assign(update);
      else enqueue.sendTo('game', { type: `player.${event.name}` });
    }),
    showAct: assign(({ context }) => shownAct(context)),
    skipAct: assign(({ context }) => skippedAct(context)),
    answer: assign(({ context, event }) => (event.type === 'learner.answer' ? answered(context, event.value) : {})),
    showQuiz: assign(({ context }) => shownQuiz(context)),
    skipStep: assign(({ context }) => ({ skipped: context.skipped + 1, feedback: null })),
    forwardContinue: sendTo('game', { type: 'ui.continue' }),
    setSpeed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'speed.set') return;
      enqueue.assign({ speed: event.speed });
      if (context.lesson.table && !fast(context))
        enqueue.sendTo('game', { type: 'speed.set', speed: held(event.speed) });
    }),
  },
}).createMachine({
  id: 'tutor',
  context: ({ input }) => ({
    lesson: input.lesson,
    rules: input.rules,
    speed: input.speed,
    resumeAt: input.startAt ?? 0,
    ...fresh,
    ...newRun,
    chosen: input.chosen ?? {},
  }),
  initial: 'intro',
  states: {
    /** The lesson's title and what it teaches; nothing is dealt yet. */
    intro: { on: { 'tutor.start': 'lesson' } },
    lesson: {
      entry: 'reset',
      invoke: {
        id: 'game',
        src: 'game',
        input: ({ context }: { context: TutorContext }) => gameInput(context),
        onSnapshot: { actions: 'fromGame' },
      },
      on: {
        'tutor.restart': { target: 'lesson', reenter: true, actions: assign({ resumeAt: 0, ...newRun, chosen: {} }) },
        /** The current step again: the lesson is rebuilt and played through at once up to it, as it was played. */
        'tutor.retryStep': {
          target: 'lesson',
          reenter: true,
          actions: assign(({ context }) => ({
            resumeAt: context.step,
            chosen: chosenBefore(context.chosen, context.step),
          })),
        },
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
          entry: 'scheduleFlow',
          on: { 'tutor.flow': { guard: 'paused', actions: 'forwardContinue' } },
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
          entry: 'scheduleFlow',
          on: { 'tutor.flow': { guard: 'paused', actions: 'forwardContinue' } },
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'watchOver', target: 'seen' },
                { guard: 'learnerToAct', target: 'turn' },
              ],
            },
            turn: {
              entry: 'markTurn',
              always: { guard: 'instant', target: 'sent', actions: 'playExpected' },
              after: { botDelay: { target: 'sent', actions: 'playExpected' } },
            },
            sent: { always: { guard: 'movedOn', target: 'idle' } },
            /**
             * The watched play is over: the step's words stay, with the table as the play left it, until the
             * learner presses Next (a step never moves on before it can be read); a fast-forward goes on at once.
             */
            seen: {
              always: { guard: 'isFast', target: '#tutor.lesson.waiting', actions: 'advance' },
              on: { 'tutor.flow': {}, 'tutor.next': { target: '#tutor.lesson.waiting', actions: 'advance' } },
            },
          },
        },
        act: {
          initial: 'before',
          states: {
            /** The others play before the learner's turn: a trick they complete goes after `trickMs`. */
            before: {
              entry: 'scheduleFlow',
              on: { 'tutor.flow': { guard: 'paused', actions: 'forwardContinue' } },
              always: { guard: 'learnerToAct', target: 'turn' },
            },
            turn: {
              entry: 'markTurn',
              always: { guard: 'isFast', target: 'committed', actions: 'playExpected' },
              on: {
                'learner.act': [{ guard: 'acceptable', target: 'committed', actions: 'judge' }, { actions: 'judge' }],
                'tutor.retry': { actions: 'clearFeedback' },
                'tutor.showMe': { guard: 'triedEnough', target: 'committed', actions: ['showAct', 'playExpected'] },
                'tutor.skip': { target: 'committed', actions: ['skipAct', 'playExpected'] },
              },
            },
            /** Waits for the game to take the action. */
            committed: { always: { guard: 'movedOn', target: 'done' } },
            /**
             * The step's feedback (praise and why, the alternative's note, Show me's answer) is read with the
             * table as the action left it; Next goes on. A fast-forward goes on at once.
             */
            done: {
              always: { guard: 'isFast', target: '#tutor.lesson.waiting', actions: 'advance' },
              on: { 'tutor.next': { target: '#tutor.lesson.waiting', actions: 'advance' } },
            },
          },
        },
        quiz: {
          initial: 'asking',
          states: {
            asking: {
              always: { guard: 'isFast', target: '#tutor.lesson.waiting', actions: 'advance' },
              on: {
                'learner.answer': [
                  { guard: 'rightAnswer', target: 'answered', actions: 'answer' },
                  { actions: 'answer' },
                ],
                'tutor.retry': { actions: 'clearFeedback' },
                'tutor.showMe': { guard: 'triedEnough', target: 'answered', actions: 'showQuiz' },
                'tutor.skip': { target: '#tutor.lesson.waiting', actions: ['skipStep', 'advance'] },
              },
            },
            answered: { on: { 'tutor.next': { target: '#tutor.lesson.waiting', actions: 'advance' } } },
          },
        },
        /** After the last step the script plays out to the end of the timeline. */
        ending: {
          entry: 'scheduleFlow',
          on: { 'tutor.flow': { guard: 'paused', actions: 'forwardContinue' } },
          always: { guard: 'timelineDone', target: '#tutor.finished' },
        },
      },
    },
    /** Stars and what comes next; the game child stops, the table keeps its last picture. */
    finished: {
      on: { 'tutor.restart': { target: 'lesson', actions: assign({ resumeAt: 0, ...newRun, chosen: {} }) } },
    },
  },
});
