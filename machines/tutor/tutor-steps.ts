// The tutor's parts beside its statechart (tutor.machine.ts): the game child (a script-only or idle table and
// its input), and, as pure functions of the context, the coach card's words and the run's counters after the
// learner's action, answer, control, Show me or Skip. Names no game (house-style §1.5).
import { fromPromise, setup, type AnyStateMachine } from 'xstate';
import type { QuizValue } from './lesson.ts';
import { judgeAction, judgeAnswer } from './judge.ts';
import {
  type Act,
  type TutorContext,
  INSTANT,
  LEARNER,
  actStep,
  chosenBefore,
  currentStep,
  expectedAction,
  held,
  quizStep,
  said,
} from './tutor-context.ts';

type Ctx = TutorContext;

/**
 * The game's machine as a lesson runs it: computers play only the timeline (the session plays a seat's
 * scripted action when it is legal); past the timeline a computer seat waits instead of thinking, so the
 * table never moves on from the lesson's last words.
 */
export const scriptOnly = (game: AnyStateMachine): AnyStateMachine =>
  game.provide({ actors: { botTurn: fromPromise(() => new Promise<never>(() => {})) } });

/** A table for a lesson without cards: nothing is dealt, nobody acts. */
export const idleGame = setup({}).createMachine({ context: { game: null, record: { deals: [] } } });

/** The game child's input: the learner's seat is human, the others play the timeline as their script. */
export function gameInput(c: Ctx) {
  const l = c.lesson;
  const seats = l.players.map((_: string, i: number) => (i === LEARNER ? 'human' : 'computer'));
  const script = l.players.map((_: string, seat: number) =>
    seat === LEARNER ? undefined : l.timeline.filter((a: Act) => a.seat === seat),
  );
  return {
    options: l.options,
    seed: 1,
    players: l.players,
    seats,
    script,
    speed: c.resumeAt > 0 ? INSTANT : held(c.speed),
    initial: l.table?.initial(),
    fixedDeals: l.table ? [l.table.deal] : [],
  };
}

/** The learner's action is the expected one or an accepted alternative (it will be played). */
export function isAcceptable(c: Ctx, action: Act): boolean {
  const expected = expectedAction(c);
  if (!expected || !c.game) return false;
  const kind = judgeAction(c.rules, c.game, actStep(c), expected, action).kind;
  return kind === 'expected' || kind === 'alternative';
}

/**
 * The learner's action judged: `send` goes to the game (a refusal too, so the game stores the same refusal
 * for the hand's description as at the table), after `ui.continue` when `resume` lets a shown result go.
 */
export interface Judged {
  readonly send: Act | null;
  readonly resume: boolean;
  readonly update: Partial<Ctx>;
}

export function judged(c: Ctx, action: Act): Judged | null {
  const step = actStep(c);
  const expected = expectedAction(c);
  if (!expected || !c.game) return null;
  const v = judgeAction(c.rules, c.game, step, expected, action);
  if (v.kind === 'refused')
    return {
      send: action,
      resume: false,
      update: { feedback: { kind: 'refused', refusal: v.refusal }, tries: c.tries + 1, refused: c.refused + 1 },
    };
  if (v.kind === 'expected' || v.kind === 'alternative')
    return {
      send: v.action,
      resume: c.paused,
      update: {
        feedback:
          v.kind === 'expected'
            ? { kind: 'praise', key: step.praise ?? 'tutor.praise', explain: step.explain, ...said(c) }
            : { kind: 'alternative', key: v.note, explain: step.explain, ...said(c) },
        chosen: v.kind === 'alternative' ? { ...c.chosen, [c.step]: v.index } : chosenBefore(c.chosen, c.step),
      },
    };
  return {
    send: null,
    resume: false,
    update: {
      feedback: { kind: v.kind, key: v.feedback, ...said(c) },
      tries: c.tries + 1,
      mistakes: c.mistakes + 1,
    },
  };
}

/** A control the step answers (a wrong button at this point) counts as a mistake; null lets the game have it. */
export function controlled(c: Ctx, name: string): Partial<Ctx> | null {
  const say = currentStep(c)?.controls?.[name];
  if (!say) return null;
  return { feedback: { kind: 'control', key: say, ...said(c) }, tries: c.tries + 1, mistakes: c.mistakes + 1 };
}

export const isRightAnswer = (c: Ctx, value: QuizValue): boolean => judgeAnswer(quizStep(c), value).kind === 'right';

export function answered(c: Ctx, value: QuizValue): Partial<Ctx> {
  const v = judgeAnswer(quizStep(c), value);
  if (v.kind === 'right') return { feedback: { kind: 'right', key: quizStep(c).explain, answer: value, ...said(c) } };
  return { feedback: { kind: 'wrong', key: v.feedback, ...said(c) }, tries: c.tries + 1, mistakes: c.mistakes + 1 };
}

export const shownAct = (c: Ctx): Partial<Ctx> => ({
  shown: c.shown + 1,
  feedback: { kind: 'shown', key: actStep(c).explain, ...said(c) },
});

export const skippedAct = (c: Ctx): Partial<Ctx> => ({
  skipped: c.skipped + 1,
  feedback: { kind: 'skipped', key: actStep(c).explain, ...said(c) },
});

export const shownQuiz = (c: Ctx): Partial<Ctx> => ({
  shown: c.shown + 1,
  feedback: { kind: 'shown', key: quizStep(c).explain, answer: quizStep(c).answer(), ...said(c) },
});
