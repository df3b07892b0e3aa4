// Checks every lesson must pass, written once
// against the tutor's rules contract: the deal is a valid deal, every timeline action is legal in order,
// expected and alternative actions are legal, every listed mistake is legal and gets its feedback, every
// listed refusal is refused with its rule, every learner turn is covered by a step, quiz answers are computed
// and differ from the other choices, and the golden path runs headless through the tutor to its end.
import { createActor, type AnyStateMachine } from 'xstate';
import type { DealSource } from '../core/contract.ts';
import type { ActStep, Lesson, Step } from './lesson.ts';
import { judgeAction, judgeAnswer, quizChoices, type TutorRules } from './judge.ts';
import { LEARNER, idleGame, learnerIndex, scriptOnly, tutorMachine, type TutorContext } from './tutor.machine.ts';

type Act = { readonly seat: number };

export interface KitRules<S, A> extends TutorRules<S, A> {
  startDeal(s: S, source: DealSource): S;
  /** The legal actions (the newcomer's walk tries the ones a step does not accept). */
  legalActions?(s: S): readonly A[];
}

/** Where each step stands in the timeline: the position it starts from and, for an act step, its learner index. */
export function stepPositions(
  lesson: Lesson<Act>,
): { readonly step: Step<Act>; readonly from: number; readonly learner: number }[] {
  let pos = 0;
  return lesson.steps.map((step) => {
    pos = Math.max(pos, step.wait ?? 0);
    const from = pos;
    let learner = -1;
    if (step.kind === 'watch') pos = Math.max(pos, step.until);
    if (step.kind === 'act') {
      learner = learnerIndex({ lesson, pos });
      pos = learner + 1;
    }
    return { step, from, learner };
  });
}

/** Everything wrong with a lesson's data, in words (empty when it is sound). */
export function lessonProblems<S>(lesson: Lesson<Act>, rules: KitRules<S, Act>): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${lesson.id} ${where}: ${what}`);
  const ids = new Set<string>();
  for (const s of lesson.steps) {
    if (ids.has(s.id)) say(s.id, 'duplicate step id');
    ids.add(s.id);
  }
  if (!lesson.table) {
    if (lesson.timeline.length) say('timeline', 'a lesson without a table has no timeline');
    for (const s of lesson.steps)
      if (s.kind === 'act' || s.kind === 'watch') say(s.id, `a ${s.kind} step needs a table`);
  }

  // The states before each timeline action, from the rules core.
  const states: S[] = [];
  if (lesson.table) {
    let game: S;
    try {
      game = rules.startDeal(lesson.table.initial() as S, lesson.table.deal);
    } catch (e) {
      say('deal', `not a valid deal: ${(e as Error).message}`);
      return problems;
    }
    for (const [i, a] of lesson.timeline.entries()) {
      states.push(game);
      const r = rules.explainIllegal(game, a);
      if (r) {
        say(`timeline[${i}]`, `illegal ${JSON.stringify(a)}: ${r.rule} ${r.message}`);
        return problems;
      }
      game = rules.applyAction(game, a);
    }
    states.push(game);
  }

  const covered = new Set<number>();
  for (const { step, learner } of stepPositions(lesson)) {
    if (step.kind === 'watch') for (let i = 0; i < step.until; i++) covered.add(i);
    if (step.kind === 'quiz') {
      const answer = step.answer();
      const offered = quizChoices(step);
      if (offered.length < 2) say(step.id, 'a quiz needs at least one wrong choice');
      if (step.choices.includes(answer)) say(step.id, `the computed answer ${answer} is also listed as a wrong choice`);
      for (const m of step.mistakes ?? []) {
        if (!offered.includes(m.answer)) say(step.id, `mistake ${m.answer} is not offered`);
        if (judgeAnswer(step, m.answer).kind !== 'wrong') say(step.id, `mistake ${m.answer} is judged right`);
      }
      // A choice's label key (`<lesson>.<step>.<value>`) must not also be one of the step's sentences.
      const labels = new Set(step.format === 'key' ? offered.map((c) => `${lesson.id}.${step.id}.${c}`) : []);
      for (const k of [step.goal, step.explain, step.otherwise, ...(step.mistakes ?? []).map((m) => m.feedback)])
        if (labels.has(k)) say(step.id, `${k} is both a choice's label and a sentence`);
    }
    if (step.kind !== 'act') continue;
    if (learner < 0) {
      say(step.id, 'no learner action left in the timeline for this step');
      continue;
    }
    covered.add(learner);
    const game = states[learner];
    const expected = lesson.timeline[learner];
    if (rules.currentPlayer(game) !== LEARNER) say(step.id, "it is not the learner's turn at this step");
    checkAct(step, game, expected, rules, (what) => say(step.id, what));
  }
  lesson.timeline.forEach((a, i) => {
    if (a.seat === LEARNER && !covered.has(i)) say(`timeline[${i}]`, 'a learner action no step covers');
  });
  return problems;
}

function checkAct<S>(
  step: ActStep<Act>,
  game: S,
  expected: Act,
  rules: KitRules<S, Act>,
  say: (what: string) => void,
): void {
  for (const alt of step.alternatives ?? []) {
    const v = judgeAction(rules, game, step, expected, alt.action);
    if (v.kind !== 'alternative') say(`alternative ${JSON.stringify(alt.action)} is judged ${v.kind}`);
  }
  for (const m of step.mistakes ?? [])
    for (const a of m.actions) {
      const v = judgeAction(rules, game, step, expected, a);
      if (v.kind !== 'mistake' || v.feedback !== m.feedback) say(`mistake ${JSON.stringify(a)} is judged ${v.kind}`);
    }
  for (const r of step.refusals ?? []) {
    const v = judgeAction(rules, game, step, expected, r.action);
    if (v.kind !== 'refused') say(`refusal ${JSON.stringify(r.action)} is not refused (${v.kind})`);
    else if (v.refusal.rule !== r.rule)
      say(`refusal ${JSON.stringify(r.action)} cites ${v.refusal.rule}, the lesson says ${r.rule}`);
  }
}

/** Every message key a lesson uses (the renderer's dictionaries must have all of them in four languages). */
export function lessonKeys(lesson: Lesson<Act>): string[] {
  const keys = new Set<string>([`${lesson.id}.title`, `${lesson.id}.intro`, `${lesson.id}.done`]);
  for (const s of lesson.steps) {
    keys.add(s.goal);
    for (const k of Object.values(s.controls ?? {})) keys.add(k);
    if (s.kind === 'act') {
      keys.add(s.explain);
      if (s.praise) keys.add(s.praise);
      keys.add(s.otherwise);
      for (const a of s.alternatives ?? []) keys.add(a.note);
      for (const m of s.mistakes ?? []) keys.add(m.feedback);
    }
    if (s.kind === 'quiz') {
      keys.add(s.explain);
      keys.add(s.otherwise);
      for (const m of s.mistakes ?? []) keys.add(m.feedback);
      if (s.format === 'key') for (const c of quizChoices(s)) keys.add(`${lesson.id}.${s.id}.${c}`);
    }
  }
  return [...keys].filter((k) => !k.startsWith('tutor.'));
}

/**
 * A lesson left after an accepted alternative comes back as it was played: for each
 * act step with alternatives, the learner plays its first one and goes on to the next step; a new run resumed
 * there with the chosen alternatives must hold the same game, action for action. Empty when every one does.
 */
export function alternativeResumeProblems(
  lesson: Lesson<Act>,
  rules: TutorRules<unknown, Act>,
  game: AnyStateMachine,
): string[] {
  const problems: string[] = [];
  lesson.steps.forEach((step, k) => {
    const alternative = step.kind === 'act' ? step.alternatives?.[0] : undefined;
    if (!alternative || k + 1 >= lesson.steps.length) return;
    const first = goldenActor(lesson, rules, game, 0, {});
    drive(first, (c) => (c.step === k ? alternative.action : undefined), k + 1);
    const chosen = first.getSnapshot().context.chosen;
    const played = recordOf(first);
    first.stop();
    if (chosen[k] !== 0) problems.push(`${lesson.id} ${step.id}: the alternative was not remembered`);
    const again = goldenActor(lesson, rules, game, k + 1, chosen);
    drive(again, () => undefined, k + 1);
    if (JSON.stringify(recordOf(again)) !== JSON.stringify(played))
      problems.push(`${lesson.id} ${step.id}: resumed at the next step, the game is not the one played`);
    again.stop();
  });
  return problems;
}

type TutorActor = ReturnType<typeof goldenActor>;

function goldenActor(
  lesson: Lesson<Act>,
  rules: TutorRules<unknown, Act>,
  game: AnyStateMachine,
  startAt: number,
  chosen: Readonly<Record<number, number>>,
) {
  const machine = tutorMachine.provide({ actors: { game: lesson.table ? scriptOnly(game) : idleGame } });
  const actor = createActor(machine, {
    input: { lesson, rules, speed: { botMs: 0, trickMs: 0 }, startAt, chosen },
  }).start();
  actor.send({ type: 'tutor.start' });
  return actor;
}

const recordOf = (actor: TutorActor): unknown => actor.getSnapshot().children.game?.getSnapshot().context.record;

/**
 * Answer the golden path (or `pick`'s action at an act step) until the learner is asked something at step
 * `until`, or the lesson is over. Returns how many events it took.
 */
function drive(actor: TutorActor, pick: (c: TutorContext) => Act | undefined, until = Infinity): number {
  let events = 0;
  for (; events < 500 && !actor.getSnapshot().matches('finished'); events++) {
    const snap = actor.getSnapshot();
    const c = snap.context;
    const step = c.lesson.steps[c.step];
    if (!step || c.step >= until) break;
    if (
      snap.matches({ lesson: 'info' }) ||
      snap.matches({ lesson: { watch: 'seen' } }) ||
      snap.matches({ lesson: { quiz: 'answered' } }) ||
      snap.matches({ lesson: { act: 'done' } })
    )
      actor.send({ type: 'tutor.next' });
    else if (step.kind === 'quiz') actor.send({ type: 'learner.answer', value: step.answer() });
    else if (step.kind === 'act' && snap.matches({ lesson: { act: 'turn' } }))
      actor.send({ type: 'learner.act', action: pick(c) ?? c.lesson.timeline[learnerIndex(c)] });
    else break;
  }
  return events;
}

/**
 * The golden path headless: every act step answered with its expected action, every quiz with its answer,
 * at instant speed. Returns the tutor's final context and how many events it took.
 */
export function runGoldenPath(
  lesson: Lesson<Act>,
  rules: TutorRules<unknown, Act>,
  game: AnyStateMachine,
  startAt = 0,
): { finished: boolean; context: TutorContext; events: number } {
  const actor = goldenActor(lesson, rules, game, startAt, {});
  const events = drive(actor, () => undefined);
  const context = actor.getSnapshot().context;
  const finished = actor.getSnapshot().matches('finished');
  actor.stop();
  return { finished, context, events };
}
