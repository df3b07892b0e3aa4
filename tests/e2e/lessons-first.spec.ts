// A newcomer's first lesson of each game takes under 3 minutes. Measured at the
// app's default speed (normal, animations on) from the home screen's "Learn …" to the completion card,
// clicking as a newcomer does (lesson-walk.ts: the glow first, one wrong move) with no reading pauses: the
// figure is the app's own waiting plus the clicks. Printed per game.
import { test, expect, openApp } from './fixtures.ts';
import { WORDS, walk } from './lesson-walk.ts';

const LIMIT_S = 180;

for (const game of ['Sprøyte', 'Spades', 'Tribello']) {
  test(`a newcomer's first ${game} lesson takes under 3 minutes at the default speed`, async ({ page }) => {
    test.setTimeout((LIMIT_S + 60) * 1000);
    await openApp(page, { speed: 'normal' });
    const started = Date.now();
    await page.getByRole('button', { name: `Learn ${game}`, exact: true }).click();
    await page.getByRole('button', { name: WORDS.en['tutor.begin'], exact: true }).click();
    const run = await walk(page, WORDS.en);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `first ${game} lesson: ${seconds.toFixed(1)} s at the default speed (${run.steps} steps, one wrong move: ${run.wrong})`,
    );
    expect(run.steps).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(LIMIT_S);
  });
}
