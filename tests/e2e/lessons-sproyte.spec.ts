// Every Sprøyte lesson walked to its end in the browser as a newcomer would: the glow
// first, then the coach's words, one wrong move per lesson; lesson-walk.ts's checks at every step and axe-core at
// every kind of screen (lesson-walk.ts). The course is walked in parts, each part one page going from
// lesson to lesson by the completion card's "Next lesson". In English, and the first three in Norwegian.
import { test, expect, openApp } from './fixtures.ts';
import { WORDS, courseWalkTests, walkCourse } from './lesson-walk.ts';

courseWalkTests('Sprøyte', 18);

test('Sprøyte lessons 1–3 of the course in Norwegian, with the lesson list', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await openApp(page, { locale: 'nb' });
  const runs = await walkCourse(page, 'Sprøyte', 0, 3, WORDS.nb, { axe: true });
  expect(runs.map((r) => r.checked.length > 0)).toEqual([true, true, true]);
});
