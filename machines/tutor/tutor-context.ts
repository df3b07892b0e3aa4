// The tutor's context and its small pure helpers (tutor.machine.ts runs the statechart over them): what the
// runner knows of the lesson, the game and the learner; which timeline action the learner owes; what the coach
// card says. Names no game (house-style §1.5).
import type { Refusal } from '../core/contract.ts';
import type { ActStep, Lesson, Params, QuizStep, QuizValue, Step } from './lesson.ts';
import type { TutorRules } from './judge.ts';

export const LEARNER = 0;

export interface TutorSpeed {
  readonly botMs: number;
  readonly trickMs: number;
}
export const INSTANT: TutorSpeed = { botMs: 0, trickMs: 0 };
/**
 * A lesson's table holds every shown result (a trick, a cut, a revealed card) until the tutor lets it go
 *: the words about a trick are read with the trick still on the table. The tutor lets it go
 * after `trickMs` only while the script plays on (a wait, a watched turn, the others before the learner's
 * turn, the ending), and when the learner moves on.
 */
export const HOLD_MS = 1e9;
export const held = (s: TutorSpeed): TutorSpeed => ({ botMs: s.botMs, trickMs: s.trickMs > 0 ? HOLD_MS : 0 });
/** Show me is offered after this many wrong tries at a step, refused (illegal) ones included. */
export const SHOW_ME_AFTER = 2;

export type Act = { readonly seat: number };
type AnyLesson = Lesson<Act>;
type AnyRules = TutorRules<unknown, Act>;

/**
 * What the coach card shows after the learner's last action or answer. `params` are the figures of the step
 * that said it (a quiz's explanation shows the core's numbers), kept with the words: the step may be over
 * by the time the feedback is read.
 */
type Said = { readonly params?: Params };
export type Feedback =
  | ({
      readonly kind: 'praise' | 'mistake' | 'other' | 'wrong' | 'control';
      readonly key: string;
      readonly explain?: string;
    } & Said)
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
  /** Wrong tries in the current step, refused ones included (Show me appears after SHOW_ME_AFTER). */
  readonly tries: number;
  readonly mistakes: number;
  /** Cards or bids the engine refused during the run (they cost a star like a mistake). */
  readonly refused: number;
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
  /** The tutor's own: a shown result may go now (sent to itself `trickMs` after it was shown). */
  | { readonly type: 'tutor.flow' }
  | { readonly type: 'speed.set'; readonly speed: TutorSpeed };

// ---- small pure helpers ----
type Ctx = TutorContext;
export const currentStep = (c: Ctx): Step<Act> | undefined => c.lesson.steps[c.step];
export const fast = (c: Ctx): boolean => c.step < c.resumeAt;

/** Index in the timeline of the learner's next action at or after the game's position. */
export function learnerIndex(c: Pick<Ctx, 'lesson' | 'pos'>): number {
  const { timeline } = c.lesson;
  for (let i = c.pos; i < timeline.length; i++) if (timeline[i].seat === LEARNER) return i;
  return -1;
}
export const expectedAction = (c: Ctx): Act | null => c.lesson.timeline[learnerIndex(c)] ?? null;
/** What the learner played at this act step before a resume: the alternative chosen (while still legal), else the expected action. */
export function playedAction(c: Ctx): Act | null {
  const alternative = c.chosen[c.step] === undefined ? undefined : actStep(c).alternatives?.[c.chosen[c.step]]?.action;
  return alternative && c.game && !c.rules.explainIllegal(c.game, alternative) ? alternative : expectedAction(c);
}
/** The choices of the steps before `step` (a step played again is chosen again). */
export const chosenBefore = (chosen: Chosen, step: number): Chosen =>
  Object.fromEntries(Object.entries(chosen).filter(([k]) => Number(k) < step));
export const learnerToAct = (c: Ctx): boolean =>
  c.game !== null && c.rules.currentPlayer(c.game) === LEARNER && learnerIndex(c) === c.pos;
export const actStep = (c: Ctx) => currentStep(c) as ActStep<Act>;
export const quizStep = (c: Ctx) => currentStep(c) as QuizStep;
/** The current step's figures, for the feedback it gives. */
export const said = (c: Ctx): Said => (currentStep(c)?.params ? { params: currentStep(c)?.params } : {});

export interface GameSnapshot {
  readonly context: {
    readonly game: unknown;
    readonly record: { readonly deals: readonly { readonly actions: readonly unknown[] }[] };
  };
  hasTag(tag: string): boolean;
  can(event: { type: string }): boolean;
}

export function fromSnapshot(s: GameSnapshot): Partial<Ctx> {
  const pos = s.context.record.deals.reduce((n, d) => n + d.actions.length, 0);
  return {
    game: s.context.game,
    pos,
    humanTurn: s.hasTag('humanTurn'),
    paused: !s.hasTag('humanTurn') && !s.hasTag('botThinking') && s.can({ type: 'ui.continue' }),
  };
}

/** The lesson from its first step (a fast-forward to `resumeAt` follows); the run's counters are kept. */
export const fresh = {
  step: 0,
  pos: 0,
  game: null,
  humanTurn: false,
  paused: false,
  feedback: null,
  tries: 0,
  mark: -1,
} as const;
export const newRun = { mistakes: 0, refused: 0, shown: 0, skipped: 0 } as const;
