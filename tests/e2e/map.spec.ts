// "Where are we?": the map of the game, drawn from its statechart, with the step the game is at now.
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { startGame } from './helpers.ts';
import { readFileSync } from 'node:fs';

/**
 * A saved Tribello game after round 1, you dealing first: three deals played at random by the rules core
 * (seed 5) and kept as the app saves a game — a stikk-record/1 record with the seed, deal and title beside it.
 */
const afterRoundOne = JSON.parse(readFileSync(new URL('./data/tribello-after-round-1.json', import.meta.url), 'utf8'));

const map = (page: Page) => page.getByRole('dialog', { name: 'Where are we?' });
/** The map's entry whose own label is `label` (its first line). */
const step = (page: Page, label: RegExp) =>
  map(page)
    .getByRole('listitem')
    .filter({ has: page.locator(':scope > .step', { hasText: label }) });

test('Tribello round 2: the map marks "round 2 · the dealer names trump" and the step you are at', async ({ page }) => {
  await openApp(page);
  await page.evaluate(
    (value) => localStorage.setItem('stikk:games:current-tribello', JSON.stringify({ schema: 1, savedAt: '', value })),
    afterRoundOne,
  );
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  // You deal deal 4, the first of round 2: you name trump.
  await expect(page.getByRole('group', { name: 'Name trump' })).toBeVisible();
  await page.keyboard.press('m');
  await expect(map(page)).toBeVisible();
  const round2 = step(page, /^Round 2 · the dealer names trump/);
  await expect(round2).toHaveClass(/\bon\b/);
  await expect(step(page, /^Round 1 · trump from the cut/)).not.toHaveClass(/\bon\b/);
  const current = map(page).locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current.locator(':scope > .step')).toContainText('The dealer names trump');
  await expect(round2.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(map(page)).toContainText('Now: Round 2 · the dealer names trump › The dealer names trump');
  // Each step links to its rules in the rule book.
  await expect(round2.getByRole('button', { name: 'Rule TRB-6.2: open it in the rule book' }).first()).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'docs/screenshots/map.png' });
  await round2.getByRole('button', { name: 'Rule TRB-6.2: open it in the rule book' }).first().click();
  const book = page.getByRole('dialog', { name: 'Rule book' });
  await expect(book.locator('[data-rule="TRB-6.2"]')).toBeFocused();
  // Closing the book returns to the map.
  await page.keyboard.press('Escape');
  await expect(map(page)).toBeVisible();
});

test('variasjonssprøyte after the reveal: the map marks the contract the revealed card chose', async ({ page }) => {
  await openApp(page);
  await startGame(
    page,
    'Sprøyte',
    async (p) => {
      await p.getByRole('radio', { name: /^Variasjonssprøyte/ }).check();
    },
    77,
  );
  const revealed = await page.getByRole('group', { name: 'The revealed card' }).innerText();
  const contract = /nullo, with no trump/.test(revealed)
    ? 'Nullo'
    : /grand, with no trump/.test(revealed)
      ? 'Grand'
      : 'Trump game';
  // The strip's button (inside its Menu when the window is too narrow for every button).
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Where are we?' }).click();
  await expect(step(page, /^Variasjonssprøyte · the cut card sets the game/)).toHaveClass(/\bon\b/);
  for (const name of ['Nullo', 'Trump game', 'Grand']) {
    const branch = step(page, new RegExp(`^${name} ·`));
    if (name === contract) {
      await expect(branch).toHaveClass(/\bon\b/);
      await expect(branch.locator('[aria-current="step"]')).toHaveCount(1);
    } else await expect(branch).not.toHaveClass(/\bon\b/);
  }
  await expect(step(page, /^Standard ·/)).not.toHaveClass(/\bon\b/);
  await expect(map(page)).toContainText(
    new RegExp(`Now: Variasjonssprøyte · the cut card sets the game › ${contract} · .+ › Exchange with the stock`),
  );
});

test('the rule book opens the map of the game at the table, and only there', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Rule book' }).click();
  const book = page.getByRole('dialog', { name: 'Rule book' });
  await expect(book).toBeVisible();
  await expect(book.getByRole('button', { name: 'Where are we?' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await startGame(page, 'Spades');
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Rules' }).click();
  await book.getByRole('button', { name: 'Where are we?' }).click();
  await expect(book).toBeHidden();
  await expect(map(page)).toBeVisible();
  await expect(map(page)).toContainText('Now: Bidding');
});

test('six-player Spades has its own map: two decks, three sides, identical cards', async ({ page }) => {
  await openApp(page);
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByRole('radio', { name: '6 players in 3 partnerships' }).check();
    },
    6,
  );
  await page.keyboard.press('m');
  await expect(map(page)).toBeVisible();
  await expect(step(page, /^Two decks without the 2♣: 17 cards each/)).toHaveCount(1);
  await expect(step(page, /^Bidding, three sides of two partners/)).toHaveClass(/\bon\b/);
  await expect(step(page, /^17 tricks \(18 with jokers\): of two identical cards, the first played wins/)).toHaveCount(
    1,
  );
  await expect(step(page, /^The deal$/)).toHaveCount(0);
  // The drawer grows with the window as the lesson coach's column does (27% of the width), 440 px at least.
  const width = async () => (await map(page).boundingBox())!.width;
  expect(await width()).toBeCloseTo(440, 0);
  await page.setViewportSize({ width: 2560, height: 1440 });
  await expect.poll(width).toBeGreaterThanOrEqual(0.26 * 2560);
  expect(await width()).toBeLessThanOrEqual(0.3 * 2560);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(width).toBeGreaterThanOrEqual(0.26 * 1920);
});
