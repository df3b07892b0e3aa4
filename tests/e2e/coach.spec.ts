// The coach in a real browser, as a person clicks: a Sprøyte deal where you keep your hand as forhånd
// (a costly exchange), in a skill you have lost points at before → the summary offers practice → the drill is
// missed, comes back sooner (the clock moved on a quarter of an hour) and is solved → "Your progress" shows the
// skill marked; a reload keeps all of it. Screenshots for the README: the progress screen and a drill.
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { handNames, playDeal, startGame, summaryDialog } from './helpers.ts';
import cardDrills from './data/tribello-card-drills.json' with { type: 'json' };

/** Earlier games (as the learner model keeps them): three costly exchanges in four, other skills mostly right. */
const before = {
  version: 2,
  off: false,
  games: {
    sproyte: {
      model: {
        deals: 6,
        skills: Object.fromEntries(
          [
            ['exchange', 4, 3],
            ['leading', 30, 1],
            ['win-cheaply', 30, 1],
            ['keep-stopper', 20, 1],
          ].map(([id, c, m]) => [
            id,
            {
              chances: c,
              mistakes: { costly: m, lesson: 0, refused: 0, hint: 0 },
              lastSeen: 0,
              recent: [...Array(Number(c) - Number(m)).fill(0), ...Array(m).fill(1)],
              trend: [[c, m]],
            },
          ]),
        ),
      },
      drills: [],
      seen: [],
      hands: [],
    },
  },
};

async function seedCoach(page: Page): Promise<void> {
  await page.evaluate(
    (data) => localStorage.setItem('stikk:coach', JSON.stringify({ schema: 1, savedAt: '', data })),
    before,
  );
  await page.reload();
}

const drill = (page: Page) => page.locator('main.drill');

test('a costly exchange → practise it → missed, back sooner, solved → progress shows the skill; reload keeps it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await openApp(page);
  await seedCoach(page);

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

// Two "find the better card" positions from your own Tribello games, kept as the coach keeps a costly play: the
// decision's position and the judge's verdict at the app's 1,000 sampled deals (scripts/coach-drill-fixture.ts).
// Found with Beginner in seat 0 on shuffles 3 and 6: trumping in with ♣Q where ♣5 or ♣8 do, ♥2 where ♥Q wins.
const cardGames = {
  version: 2,
  off: false,
  games: {
    tribello: {
      model: {
        deals: 4,
        skills: Object.fromEntries(
          [
            ['trump-in', 12, 3],
            ['win-cheaply', 30, 2],
            ['leading', 30, 1],
          ].map(([id, c, m]) => [
            id,
            {
              chances: c,
              mistakes: { costly: m, lesson: 0, refused: 0, hint: 0 },
              lastSeen: 0,
              recent: [...Array(Number(c) - Number(m)).fill(0), ...Array(m).fill(1)],
              trend: [[c, m]],
            },
          ]),
        ),
      },
      drills: cardDrills,
      seen: [],
      hands: [],
    },
  },
};

test('card drills: the card you played again is missed, the better card solved; the missed one comes back sooner, also after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await openApp(page);
  await page.evaluate(
    (data) => localStorage.setItem('stikk:coach', JSON.stringify({ schema: 1, savedAt: '', data })),
    cardGames,
  );
  await page.reload();
  await expect(page.getByText('Today: 2 positions from your games')).toBeVisible();
  await page.getByRole('button', { name: 'Practise 2 positions' }).click(); // the set Practise opens, counted
  const hand = page.getByRole('region', { name: 'Your hand' });

  // Position 1: the same card as in your game — missed; the verdict names the better card and the skill's rule.
  await expect(drill(page).getByRole('heading', { name: 'Find the better card' })).toBeVisible();
  await expect(drill(page)).toContainText('Position 1 of 2 · Trumping in');
  await hand.locator('button[data-card="QC"]').click();
  const missed = drill(page).getByRole('status').filter({ hasText: 'Not quite' });
  await expect(missed).toContainText('five of clubs was better than queen of clubs', { timeout: 60_000 });
  await expect(missed).toContainText('In your game you chose queen of clubs.');
  await expect(missed.getByRole('button', { name: /TRB-/ })).toBeVisible();
  await drill(page).getByRole('button', { name: 'Next position' }).click();

  // Position 2: the better card — solved.
  await expect(drill(page)).toContainText('Position 2 of 2 · Winning cheaply');
  await hand.locator('button[data-card="QH"]').click();
  await expect(drill(page).getByRole('status').filter({ hasText: 'Right: queen of hearts' })).toBeVisible({
    timeout: 60_000,
  });
  await drill(page).getByRole('button', { name: 'Finish' }).click();
  await expect(drill(page)).toContainText('You solved 1 of 2');

  // Your progress shows both skills; a quarter of an hour later only the missed position is due again.
  await drill(page).getByRole('button', { name: 'Back to your progress' }).click();
  await expect(page.getByRole('heading', { name: 'Tribello: your progress' })).toBeVisible();
  await expect(page.locator('[data-skill="trump-in"]')).toContainText('Trumping in');
  await expect(page.locator('[data-skill="win-cheaply"]')).toBeVisible();
  await page.clock.fastForward('15:00');
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByText('Today: 1 position from your games')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Today: 1 position from your games')).toBeVisible();
  await page.getByRole('button', { name: 'Practise 1 position' }).click();
  await expect(drill(page)).toContainText('Position 1 of 1 · Trumping in');
});
