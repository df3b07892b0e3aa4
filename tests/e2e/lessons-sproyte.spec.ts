// Every Sprøyte lesson walked to its end in the browser as a newcomer would (issue 20 item 8): the glow
// first, then the coach's words, one wrong move per lesson; items 1–3 checked at every step (lesson-walk.ts).
// In English, and the first lessons of the course in Norwegian.
import { test, expect, openApp } from './fixtures.ts';
import { WORDS, openNth, walk } from './lesson-walk.ts';

const COUNT = 18;

for (let i = 0; i < COUNT; i++) {
  test(`Sprøyte lesson ${i + 1} of the course, walked to its end`, async ({ page }) => {
    await openApp(page);
    await openNth(page, 'Sprøyte', i, WORDS.en);
    const run = await walk(page, WORDS.en);
    expect(run.steps).toBeGreaterThan(0);
  });
}

for (const i of [0, 2]) {
  test(`Sprøyte lesson ${i + 1} of the course in Norwegian`, async ({ page }) => {
    await openApp(page, { locale: 'nb' });
    await openNth(page, 'Sprøyte', i, WORDS.nb);
    await walk(page, WORDS.nb);
  });
}
