// lessonProblems on a quiz-only lesson (no game rules are asked): the checks a quiz step gets.
import { describe, expect, it } from 'vitest';
import type { Lesson, QuizStep } from './lesson.ts';
import { lessonProblems, type KitRules } from './lesson-kit.ts';

const noRules = {} as KitRules<unknown, { seat: number }>;
const quiz = (over: Partial<QuizStep>): Lesson => ({
  id: 'X-L1',
  game: 'x',
  version: 1,
  minutes: 1,
  teaches: [],
  options: {},
  players: ['You'],
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'q',
      goal: 'X-L1.q.goal',
      answer: () => 'yes',
      choices: ['no'],
      format: 'key',
      otherwise: 'X-L1.q.other',
      explain: 'X-L1.q.explain',
      ...over,
    },
  ],
});

describe('lessonProblems on quizzes', () => {
  it('accepts a sound key quiz', () => {
    expect(lessonProblems(quiz({}), noRules)).toEqual([]);
  });
  it('finds a feedback key that is also a choice label', () => {
    const problems = lessonProblems(quiz({ mistakes: [{ answer: 'no', feedback: 'X-L1.q.no' }] }), noRules);
    expect(problems).toEqual(["X-L1 q: X-L1.q.no is both a choice's label and a sentence"]);
  });
  it('finds a computed answer listed among the wrong choices', () => {
    expect(lessonProblems(quiz({ choices: ['yes', 'no'] }), noRules)).toContain(
      'X-L1 q: the computed answer yes is also listed as a wrong choice',
    );
  });
});
