// Judging a learner's action (docs/tutor.md "Judging order"): the engine's refusal first (not a mistake),
// then the step's expected action, an accepted alternative, a known mistake, and any other legal action.
// Pure; the rules core decides legality, the step's data decides what it teaches.
import type { Refusal } from '../core/contract.ts';
import type { ActStep, QuizStep, QuizValue, Seat } from './lesson.ts';

/** What the tutor needs of a game's rules: legality and the record form of an action (for equality). */
export interface TutorRules<S, A> {
  explainIllegal(s: S, a: A): Refusal | null;
  applyAction(s: S, a: A): S;
  currentPlayer(s: S): Seat | null;
  actionToRecord(a: A): unknown;
}

export type Verdict<A> =
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'expected'; readonly action: A }
  | { readonly kind: 'alternative'; readonly action: A; readonly note: string; readonly index: number }
  | { readonly kind: 'mistake'; readonly feedback: string }
  | { readonly kind: 'other'; readonly feedback: string };

/** Arrays in an action (an exchange's cards) are sets: order does not matter. */
function normal(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .map(normal)
      .map((v) => JSON.stringify(v))
      .sort();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, normal(v)]),
    );
  return value;
}

export const sameAction = <S, A>(rules: TutorRules<S, A>, a: A, b: A): boolean =>
  JSON.stringify(normal(rules.actionToRecord(a))) === JSON.stringify(normal(rules.actionToRecord(b)));

export function judgeAction<S, A>(
  rules: TutorRules<S, A>,
  game: S,
  step: ActStep<A>,
  expected: A,
  action: A,
): Verdict<A> {
  const refusal = rules.explainIllegal(game, action);
  if (refusal) return { kind: 'refused', refusal };
  if (sameAction(rules, action, expected)) return { kind: 'expected', action };
  const index = step.alternatives?.findIndex((x) => sameAction(rules, x.action, action)) ?? -1;
  if (index >= 0) return { kind: 'alternative', action, note: step.alternatives![index].note, index };
  const mistake = step.mistakes?.find((m) => m.actions.some((x) => sameAction(rules, x, action)));
  if (mistake) return { kind: 'mistake', feedback: mistake.feedback };
  return { kind: 'other', feedback: step.otherwise };
}

export type QuizVerdict = { readonly kind: 'right' } | { readonly kind: 'wrong'; readonly feedback: string };

export function judgeAnswer(step: QuizStep, answer: QuizValue): QuizVerdict {
  if (answer === step.answer()) return { kind: 'right' };
  return { kind: 'wrong', feedback: step.mistakes?.find((m) => m.answer === answer)?.feedback ?? step.otherwise };
}

/** The choices a quiz offers: the computed answer among the step's others, in a stable order. */
export function quizChoices(step: QuizStep): QuizValue[] {
  const all = [step.answer(), ...step.choices.filter((c) => c !== step.answer())];
  const unique = [...new Set(all)];
  return step.format === 'number' || step.format === 'signed'
    ? unique.sort((a, b) => Number(a) - Number(b))
    : unique.sort((a, b) => String(a).localeCompare(String(b)));
}
