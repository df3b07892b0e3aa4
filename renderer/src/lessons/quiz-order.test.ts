// No quiz asks before the lesson teaches: every rule a quiz's answer cites (its explanation and its feedback)
// is cited, in every language, in the lesson's intro, an earlier step's words (a goal, an explanation after a
// right answer), an earlier lesson of the course, or the quiz's own question — or the quiz says where the
// learner meets it in words (`known`). A section id counts as taught once one of its rules is.
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../machines/games.ts';
import { lessonKeys } from '../../../machines/tutor/lesson-kit.ts';
import type { QuizStep } from '../../../machines/tutor/lesson.ts';
import { lessonsOf } from './catalog.ts';
import { LESSON_TEXT } from './index.ts';

const RULE = /\b(?:COM|SPR|SPD|TRB)-(?:[DS]?\d+(?:\.\d+)?)\b/g;
const GAMES: readonly GameId[] = ['sproyte', 'spades', 'tribello'];

const answerKeys = (q: QuizStep) => [q.explain, q.otherwise, ...(q.mistakes ?? []).map((m) => m.feedback)];

function untaught(lang: keyof typeof LESSON_TEXT): string[] {
  const text = LESSON_TEXT[lang];
  const cited = (key: string) => (text[key] ?? '').match(RULE) ?? [];
  const out: string[] = [];
  for (const game of GAMES) {
    const course = new Set<string>();
    for (const lesson of lessonsOf(game)) {
      const seen = new Set([...course, ...cited(`${lesson.id}.intro`)]);
      const taught = (id: string) => seen.has(id) || [...seen].some((s) => s.startsWith(`${id}.`));
      for (const step of lesson.steps) {
        if (step.kind === 'quiz') {
          const own = new Set(cited(step.goal));
          const asked = new Set(answerKeys(step).flatMap(cited));
          for (const id of asked)
            if (!taught(id) && !own.has(id) && !step.known?.[id]) out.push(`${lesson.id}.${step.id} ${id}`);
        }
        const read = [step.goal, ...(step.kind === 'act' || step.kind === 'quiz' ? [step.explain] : [])];
        for (const id of read.flatMap(cited)) seen.add(id);
      }
      for (const id of lessonKeys(lesson).flatMap(cited)) course.add(id);
    }
  }
  return out.sort();
}

describe.each(['en', 'nb', 'sv', 'da'] as const)('%s', (lang) => {
  it('a quiz asks no rule before the lesson or the course has taught it', () => {
    expect(untaught(lang)).toEqual([]);
  });
});

it('a quiz marks as known only rules its answer cites (no stale marks)', () => {
  const stale = GAMES.flatMap((game) =>
    lessonsOf(game).flatMap((lesson) =>
      lesson.steps.flatMap((step) => {
        if (step.kind !== 'quiz' || !step.known) return [];
        const cited = new Set(answerKeys(step).flatMap((k) => LESSON_TEXT.en[k]?.match(RULE) ?? []));
        return Object.keys(step.known)
          .filter((id) => !cited.has(id))
          .map((id) => `${lesson.id}.${step.id} ${id}`);
      }),
    ),
  );
  expect(stale).toEqual([]);
});
