// The coach in a real browser, as a person clicks: a Sprøyte deal where you keep your hand as forhånd
// (a costly exchange), in a skill you have lost points at before → the summary offers practice → the drill is
// missed, comes back sooner (the clock moved on a quarter of an hour) and is solved → "Your progress" shows the
// skill marked; a reload keeps all of it. Screenshots for the README: the progress screen and a drill.
import { test, expect, openApp } from './fixtures.ts';
import { handNames, playDeal, startGame, summaryDialog } from './helpers.ts';
import { drill, seedCoach, skills } from './coach-kit.ts';

/** Earlier games (as the learner model keeps them): three costly exchanges in four, other skills mostly right. */
const before = {
  version: 2,
  off: false,
  games: {
    sproyte: {
      model: {
        deals: 6,
        skills: skills([
          ['exchange', 4, 3],
          ['leading', 30, 1],
          ['win-cheaply', 30, 1],
          ['keep-stopper', 20, 1],
        ]),
      },
      drills: [],
      seen: [],
      hands: [],
    },
  },
};

test('a costly exchange → practise it → missed, back sooner, solved → progress shows the skill; reload keeps it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await openApp(page);
  await seedCoach(page, before);

  // Shuffle number 12: you are forhånd, and keeping the hand costs clearly more than the best exchange.
  await startGame(page, 'Sprøyte', async () => {}, 12);
  await playDeal(page, { exchange: 0 });
  const summary = summaryDialog(page);
  const offer = summary.getByRole('button', { name: 'Practise this (about 2 minutes)' });
  await expect(offer).toBeVisible({ timeout: 120_000 });
  await expect(summary).toContainText('was in “The exchange”');
  await offer.click();

  // The drill: your own hand at your exchange. Keep it again: missed.
  await expect(drill(page).getByRole('heading', { name: 'Find the better exchange' })).toBeVisible();
  await expect(drill(page)).toContainText('Position 1 of 1 · The exchange');
  await drill(page).getByRole('button', { name: 'Exchange', exact: true }).click();
  const verdict = drill(page).getByRole('status').filter({ hasText: 'Not quite' });
  await expect(verdict).toContainText('was better than keeping your hand', { timeout: 60_000 });
  const said = (await verdict.textContent()) ?? '';
  const better = (await handNames(page)).filter((n) => said.toLowerCase().includes(n.toLowerCase())); // names stand lower case in the sentence
  expect(better.length).toBeGreaterThan(0);
  await page.screenshot({ path: 'docs/screenshots/drill.png' });
  await drill(page).getByRole('button', { name: 'Finish' }).click();
  await expect(drill(page)).toContainText('You solved 0 of 1');

  // A quarter of an hour later the missed position is due again: the home screen says so.
  await page.clock.fastForward('15:00');
  await drill(page).getByRole('button', { name: 'Back to your progress' }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  // The missed exchange is due again (and the costly card of the same deal, if the play check found one).
  await expect(page.getByText(/^Today: \d+ positions? from your games$/)).toBeVisible();
  // Practise that skill from your progress.
  await page.getByRole('button', { name: 'Your progress' }).first().click();
  await page
    .locator('[data-skill="exchange"]')
    .getByRole('button', { name: /^Practise/ })
    .click();
  await expect(drill(page).getByRole('heading', { name: 'Find the better exchange' })).toBeVisible();
  for (const name of better)
    await page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name, exact: true }).click();
  await drill(page).getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(drill(page).getByRole('status').filter({ hasText: 'Right:' })).toBeVisible({ timeout: 60_000 });
  await drill(page).getByRole('button', { name: 'Finish' }).click();
  await expect(drill(page)).toContainText('You solved 1 of 1');

  // Your progress: the exchange marked for practice, with its lesson.
  await drill(page).getByRole('button', { name: 'Back to your progress' }).click();
  const skill = page.locator('[data-skill="exchange"]');
  await expect(page.getByRole('heading', { name: 'Sprøyte: your progress' })).toBeVisible();
  await expect(skill).toContainText('Practise this');
  await expect(skill.getByRole('meter')).toBeVisible();
  await expect(skill.getByRole('button', { name: /^Lesson: / })).toBeVisible();
  // Deal by deal: the deal just played, read from the rules core's deal result, without help (Sprøyte says deal; Spades hand).
  const hands = page.getByRole('region', { name: 'Deal by deal' });
  await expect(hands.locator('div', { hasText: 'Deals played' }).locator('dd')).toHaveText('1');
  await expect(hands.locator('div', { hasText: 'Deals with help' }).locator('dd')).toHaveText('0');
  await expect(hands.locator('div', { hasText: 'Best deal without help' }).locator('dd')).toHaveText(/^-?\d+$/);
  await page.screenshot({ path: 'docs/screenshots/progress.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sprøyte: your progress' })).toBeVisible();
  await expect(page.locator('[data-skill="exchange"]')).toContainText('Practise this');
  await expect(page.locator('[data-skill="exchange"]')).toContainText('4 costly mistakes');
  await expect(hands.locator('div', { hasText: 'Deals played' }).locator('dd')).toHaveText('1');
});
