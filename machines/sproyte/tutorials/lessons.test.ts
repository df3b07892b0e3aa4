// Every Sprøyte lesson: sound data and a golden path that reaches the end.
import { describe, expect, it } from 'vitest';
import { alternativeResumeProblems, lessonProblems, runGoldenPath } from '../../tutor/lesson-kit.ts';
import { rules } from '../rules/index.ts';
import { sproyteMachine } from '../sproyte.machine.ts';
import { lessons } from './index.ts';

describe.each(lessons.map((l) => [l.id, l] as const))('%s', (_id, lesson) => {
  it('deal, timeline, expected, alternative, mistake and refusal actions are as the rules core says', () => {
    expect(lessonProblems(lesson, rules)).toEqual([]);
  });
  it('the golden path runs headless through the tutor to the end', () => {
    const run = runGoldenPath(lesson, rules, sproyteMachine);
    expect(run.finished).toBe(true);
    expect(run.context.mistakes).toBe(0);
  });
  it('resumes at every step and still reaches the end', () => {
    for (let step = 1; step < lesson.steps.length; step++)
      expect(runGoldenPath(lesson, rules, sproyteMachine, step).finished).toBe(true);
  });
  it('an alternative played before a resume comes back as played, not as the expected action', () => {
    expect(alternativeResumeProblems(lesson, rules, sproyteMachine)).toEqual([]);
  });
});
