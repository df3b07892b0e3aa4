// Walking a lesson as a newcomer would, headless: wrong tries, Show me, Skip, Do this
// step again, leave and resume, with a watch on every step change — the coach may only ever show the current
// step's words. And the glow, the words and the judge: every highlighted card of an act step is accepted.
// Written once against the tutor's rules contract; each game's lessons.test.ts runs it over its lessons.
import { createActor, type AnyStateMachine } from 'xstate';
import type { Lesson, Step } from './lesson.ts';
import { judgeAction, quizChoices, type TutorRules } from './judge.ts';
import { idleGame, learnerIndex, scriptOnly, tutorMachine, type Feedback, type TutorContext } from './tutor.machine.ts';
import { stepPositions, type KitRules } from './lesson-kit.ts';

type Act = { readonly seat: number };
type AnyLesson = Lesson<Act>;

/** The words a step may say: its own keys, and the tutor's. */
export function stepKeys(lesson: AnyLesson, step: Step<Act>): Set<string> {
  const keys = new Set<string>([step.goal, ...Object.values(step.controls ?? {})]);
  if (step.kind === 'act')
    [
      step.explain,
      step.praise,
      step.otherwise,
      ...(step.alternatives ?? []).map((a) => a.note),
      ...(step.mistakes ?? []).map((m) => m.feedback),
    ].forEach((k) => k && keys.add(k));
  if (step.kind === 'quiz')
    [
      step.explain,
      step.otherwise,
      ...(step.mistakes ?? []).map((m) => m.feedback),
      ...quizChoices(step).map((c) => `${lesson.id}.${step.id}.${c}`),
    ].forEach((k) => keys.add(k));
  return keys;
}

/** How the newcomer behaves at a step that asks something. */
export type Policy = 'right' | 'wrongThenRight' | 'showMe' | 'skip' | 'retryStep';

interface Walk {
  readonly finished: boolean;
  readonly problems: string[];
  readonly context: TutorContext;
}

function feedbackKey(f: Feedback): string | null {
  return f.kind === 'refused' ? null : f.key;
}

/**
 * Walk `lesson` with `policy` at every act and quiz step (from `startAt`, as after leaving and coming back),
 * checking at every snapshot that the coach's feedback is the current step's (null right after a step change).
 */
export function walkLesson(
  lesson: AnyLesson,
  rules: KitRules<unknown, Act>,
  game: AnyStateMachine,
  policy: Policy,
  startAt = 0,
): Walk {
  const machine = tutorMachine.provide({ actors: { game: lesson.table ? scriptOnly(game) : idleGame } });
  const actor = createActor(machine, { input: { lesson, rules, speed: { botMs: 0, trickMs: 0 }, startAt } });
  const problems: string[] = [];
  let seen = -1;
  actor.subscribe((snap) => {
    const c = snap.context;
    const step = lesson.steps[c.step];
    if (c.step !== seen) {
      if (c.feedback)
        problems.push(
          `${lesson.id} step ${c.step + 1} (${step?.id ?? 'end'}): opens with the feedback of another step (${JSON.stringify(c.feedback)})`,
        );
      seen = c.step;
    } else if (c.feedback && step) {
      const key = feedbackKey(c.feedback);
      if (key !== null && !key.startsWith('tutor.') && !stepKeys(lesson, step).has(key))
        problems.push(`${lesson.id} step ${c.step + 1} (${step.id}): shows ${key}, not one of its own words`);
    }
  });
  actor.start();
  actor.send({ type: 'tutor.start' });
  const retried = new Set<number>();
  for (let n = 0; n < 400 && !actor.getSnapshot().matches('finished'); n++) {
    const snap = actor.getSnapshot();
    const c = snap.context;
    const step = lesson.steps[c.step];
    if (
      snap.matches({ lesson: 'info' }) ||
      snap.matches({ lesson: { watch: 'seen' } }) ||
      snap.matches({ lesson: { quiz: 'answered' } }) ||
      snap.matches({ lesson: { act: 'done' } })
    ) {
      actor.send({ type: 'tutor.next' });
    } else if (step?.kind === 'quiz' && snap.matches({ lesson: { quiz: 'asking' } })) {
      const wrong = quizChoices(step).filter((v) => v !== step.answer());
      if (policy === 'skip') actor.send({ type: 'tutor.skip' });
      else if (policy === 'right' || c.tries >= 2 || (policy !== 'showMe' && c.tries >= 1))
        actor.send(policy === 'showMe' ? { type: 'tutor.showMe' } : { type: 'learner.answer', value: step.answer() });
      else actor.send({ type: 'learner.answer', value: wrong[c.tries % wrong.length] });
    } else if (step?.kind === 'act' && snap.matches({ lesson: { act: 'turn' } })) {
      if (policy === 'retryStep' && !retried.has(c.step)) {
        retried.add(c.step);
        actor.send({ type: 'learner.act', action: wrongAction(c, rules) ?? c.lesson.timeline[learnerIndex(c)] });
        actor.send({ type: 'tutor.retryStep' });
      } else if (policy === 'skip') actor.send({ type: 'tutor.skip' });
      else if (policy === 'right' || policy === 'retryStep' || (policy === 'wrongThenRight' && c.tries >= 1))
        actor.send({ type: 'learner.act', action: c.lesson.timeline[learnerIndex(c)] });
      else if (policy === 'showMe' && c.tries >= 2) actor.send({ type: 'tutor.showMe' });
      else {
        const wrong = wrongAction(c, rules, c.tries);
        if (wrong) actor.send({ type: 'learner.act', action: wrong });
        else
          actor.send(
            policy === 'showMe'
              ? { type: 'tutor.skip' }
              : { type: 'learner.act', action: c.lesson.timeline[learnerIndex(c)] },
          );
      }
    } else break;
  }
  const context = actor.getSnapshot().context;
  const finished = actor.getSnapshot().matches('finished');
  actor.stop();
  return { finished, problems, context };
}

/** A try the step does not accept: a listed refusal, or a legal action that is neither expected nor an alternative. */
function wrongAction(c: TutorContext, rules: KitRules<unknown, Act>, nth = 0): Act | null {
  const step = c.lesson.steps[c.step];
  if (step?.kind !== 'act' || !c.game) return null;
  const expected = c.lesson.timeline[learnerIndex(c)];
  const legalWrong = (rules.legalActions?.(c.game) ?? []).filter((a) => {
    if (!recordable(rules, a)) return false;
    const k = judgeAction(rules, c.game, step, expected, a).kind;
    return k === 'mistake' || k === 'other';
  });
  const tries = [...(step.refusals ?? []).map((r) => r.action), ...legalWrong];
  return tries[nth % Math.max(1, tries.length)] ?? null;
}

/** A side control (looking at one's cards) is a legal action with no record form: the walk leaves it to the step's `controls`. */
function recordable(rules: TutorRules<unknown, Act>, a: Act): boolean {
  try {
    rules.actionToRecord(a);
    return true;
  } catch {
    return false;
  }
}

/** The record form of an action as text, to find a card named in it. */
const text = (rules: TutorRules<unknown, Act>, a: Act): string => JSON.stringify(rules.actionToRecord(a));

/**
 * The glow and the judge: every card an act step lights up is in its expected action or an
 * accepted alternative — never one the step would answer with "not this time" or the engine refuses.
 */
export function glowProblems(lesson: AnyLesson, rules: KitRules<unknown, Act>): string[] {
  const problems: string[] = [];
  for (const { step, learner } of stepPositions(lesson)) {
    if (step.kind !== 'act' || learner < 0) continue;
    const accepted = [lesson.timeline[learner], ...(step.alternatives ?? []).map((a) => a.action)].map((a) =>
      text(rules, a),
    );
    for (const h of step.highlight ?? [])
      if (h.kind === 'card' && !accepted.some((t) => t.includes(`"${h.card}"`)))
        problems.push(`${lesson.id} ${step.id}: glows ${h.card}, which the step does not accept`);
  }
  return problems;
}
