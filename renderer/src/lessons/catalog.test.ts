// Each game's lessons in teaching order, whatever their rule-book ids; a lesson's words name
// another lesson by its place in the course ({lesson:ID}), never by a number that the order could falsify.
import { describe, expect, it } from 'vitest';
import { COURSE, courseNumber, lessonAfter, lessonsOf, nextLesson, starsOf } from './catalog.ts';
import { LESSONS, LESSON_TEXT } from './index.ts';
import { NO_PROGRESS, type Progress } from '../../../machines/tutor/progress.ts';

const games = Object.keys(LESSONS) as (keyof typeof LESSONS)[];

describe.each(games)('%s', (game) => {
  it('the course lists every lesson of the game once', () => {
    expect([...COURSE[game]].sort()).toEqual(LESSONS[game].map((l) => l.id).sort());
    expect(lessonsOf(game).map((l) => l.id)).toEqual(COURSE[game]);
  });
  it('the first lesson teaches the table: the seats and the dealer', () => {
    const first = lessonsOf(game)[0];
    expect(first.teaches.some((id) => /^COM-2\.|^(SPR|SPD|TRB)-(1|3|4)\./.test(id))).toBe(true);
  });
  it('the next lesson and "next" follow the course', () => {
    const [a, b] = lessonsOf(game);
    expect(nextLesson(game, NO_PROGRESS)?.id).toBe(a.id);
    expect(lessonAfter(a)?.id).toBe(b.id);
    const one: Progress = {
      lessons: { [a.id]: { done: true, stars: 2, attempts: 1, step: 0, version: a.version } },
      declined: [],
    };
    expect(nextLesson(game, one)?.id).toBe(b.id);
    expect(starsOf(game, one)).toEqual({ stars: 2, max: 3 * LESSONS[game].length });
  });
});

it('the basics come first: Sprøyte table → leading → following → trumps; Spades deal → following; Tribello seats, dealer and quotas → the cut → following', () => {
  expect(
    lessonsOf('sproyte')
      .slice(0, 4)
      .map((l) => l.id),
  ).toEqual(['SPR-L15', 'SPR-L16', 'SPR-L1', 'SPR-L2']);
  expect(
    lessonsOf('spades')
      .slice(0, 3)
      .map((l) => l.id),
  ).toEqual(['SPD-L14', 'SPD-L1', 'SPD-L2']);
  expect(
    lessonsOf('tribello')
      .slice(0, 3)
      .map((l) => l.id),
  ).toEqual(['TRB-L1', 'TRB-L2', 'TRB-L4']);
});

it('a lesson named in the words by its place in the course gets that place', () => {
  expect(courseNumber('SPD-L5')).toBe(lessonsOf('spades').findIndex((l) => l.id === 'SPD-L5') + 1);
  for (const [lang, text] of Object.entries(LESSON_TEXT)) {
    const bare = Object.entries(text).filter(([, v]) => /\b(lesson|leksjon|lektion)\s+\d/i.test(v));
    expect(bare.map(([k]) => `${lang} ${k}`)).toEqual([]);
  }
});
