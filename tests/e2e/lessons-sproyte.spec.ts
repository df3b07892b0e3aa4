// Every Sprøyte lesson walked to its end in the browser as a newcomer would (issue 20 item 8): the glow
// first, then the coach's words, one wrong move per lesson; items 1–3 checked at every step and axe-core at
// every kind of screen (item 7; lesson-walk.ts). The course is walked in parts, each part one page going from
// lesson to lesson by the completion card's "Next lesson". In English, and the first three in Norwegian.
import { test, expect, openApp } from './fixtures.ts';
import { WORDS, walkCourse } from './lesson-walk.ts';

const COUNT = 18;
const PART = 6;

for (let from = 0; from < COUNT; from += PART) {
  const count = Math.min(PART, COUNT - from);
  test(`Sprøyte lessons ${from + 1}–${from + count} of the course, walked to their end`, async ({ page }) => {
    test.setTimeout(count * 60_000);
    await openApp(page);
    const runs = await walkCourse(page, 'Sprøyte', from, count, WORDS.en, { axe: true });
    expect(runs).toHaveLength(count);
    for (const run of runs) expect(run.steps).toBeGreaterThan(0);
  });
}

test('Sprøyte lessons 1–3 of the course in Norwegian, with the lesson list', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await openApp(page, { locale: 'nb' });
  const runs = await walkCourse(page, 'Sprøyte', 0, 3, WORDS.nb, { axe: true });
  expect(runs.map((r) => r.checked.length > 0)).toEqual([true, true, true]);
});
