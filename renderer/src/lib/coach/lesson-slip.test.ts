// The lesson's wiring: a mistake the tutor judges in a running lesson (LessonRun) reaches the
// learner model as a lesson mistake of the skill that lesson teaches; a right answer adds none.
import { describe, expect, it } from 'vitest';
import { skillOfLesson } from '../../../../machines/core/coach/skills.ts';
import { skills } from '../../../../machines/spades/coach/skills.ts';
import type { QuizStep } from '../../../../machines/tutor/lesson.ts';
import { lessonsOf } from '../../lessons/catalog.ts';
import { adapterFor } from '../../games/index.ts';
import { LessonRun } from '../lesson-run.svelte.ts';
import { coach } from './coach.svelte.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));
const lessonMistakes = (skill: string) => coach.game('spades').model.skills[skill]?.mistakes.lesson ?? 0;

describe('a lesson mistake reaches the coach', () => {
  const lesson = lessonsOf('spades').find((l) => l.steps[0]?.kind === 'quiz' && !l.table);
  it('a wrong answer counts once against the lesson’s skill; the right one adds nothing', async () => {
    expect(lesson, 'a Spades lesson that opens with a question').toBeTruthy();
    const skill = skillOfLesson(skills, lesson!.id)?.id;
    expect(skill).toBeTruthy();
    const quiz = lesson!.steps[0] as QuizStep;
    const right = quiz.answer();
    const wrong = quiz.choices.find((c) => c !== right);
    expect(wrong).toBeDefined();
    const run = new LessonRun(lesson!, { botMs: 0, trickMs: 0 }, adapterFor);
    run.send({ type: 'tutor.start' });
    expect(run.waitingFor).toBe('answer');
    const before = lessonMistakes(skill!);
    run.send({ type: 'learner.answer', value: wrong! });
    await settle();
    expect(run.context.mistakes).toBe(1);
    expect(lessonMistakes(skill!)).toBe(before + 1);
    expect(coach.game('spades').model.deals).toBe(0); // a slip, not a deal
    run.send({ type: 'learner.answer', value: right });
    await settle();
    expect(lessonMistakes(skill!)).toBe(before + 1);
    run.leave();
  });
});
