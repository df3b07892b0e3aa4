// Picking cards for an exchange: the selection is exactly the cards you clicked, also when you click at once
// after asking for a hint (the hint marks its cards and picks them only when you say "Use the hint"); facing an
// empty Tribello pickup no card can be picked and "Keep my hand" is the one button.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, openApp } from './fixtures.ts';
import { startGame } from './helpers.ts';

/**
 * Two saved Tribello games in their first deal, made with the rules core from a fixed deck: `full`, you deal
 * and exchange first from the 13-card pickup; `empty`, Liv deals and exchanges 9, Rune 4, and you face an empty
 * pickup.
 */
const saved = JSON.parse(readFileSync(new URL('./data/tribello-exchange.json', import.meta.url), 'utf8'));

const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
const exchange = (page: Page) => page.getByRole('group', { name: 'Exchange' });
const pressed = (page: Page) =>
  hand(page)
    .locator('button[data-card][aria-pressed="true"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/exchange/${name}.png` });

async function openSaved(page: Page, value: unknown): Promise<void> {
  await openApp(page);
  await page.evaluate(
    (v) => localStorage.setItem('stikk:games:current-tribello', JSON.stringify({ schema: 1, savedAt: '', value: v })),
    value,
  );
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Round 1 shows the card cut for trump first.
  const cont = page.getByRole('group', { name: 'The revealed card' }).getByRole('button', { name: 'Continue' });
  await expect(exchange(page).or(cont)).toBeVisible();
  if (await cont.count()) await cont.click();
  await expect(exchange(page)).toBeVisible();
}

/** Hint, then at once two cards (the third and the last): exactly those two are picked, before and after the hint. */
async function hintThenTwo(page: Page, name: string): Promise<void> {
  const cards = hand(page).locator('button[data-card]');
  const first = (await cards.nth(2).getAttribute('data-card')) ?? '';
  const second = (await cards.last().getAttribute('data-card')) ?? '';
  await page.getByRole('button', { name: 'Hint' }).click();
  await cards.nth(2).click();
  await cards.last().click();
  expect((await pressed(page)).sort()).toEqual([first, second].sort());
  // The hint has come: it marks its cards and changes nothing that you picked.
  await expect(page.locator('[data-hand] .note')).toHaveText(/^Hint (Exchange|Keep your hand)/, { timeout: 20_000 });
  expect((await pressed(page)).sort()).toEqual([first, second].sort());
  await expect(exchange(page).getByRole('button', { name: 'Exchange 2 cards' })).toBeEnabled();
  await shot(page, name);
  // Asked for, the hint's own cards become the selection.
  const take = exchange(page).getByRole('button', { name: 'Use the hint' });
  const hinted = await hand(page)
    .locator('button[data-card][data-hinted]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  if (await take.count()) {
    await take.click();
    expect((await pressed(page)).sort()).toEqual(hinted.sort());
  }
  const confirm = exchange(page).locator('button.primary');
  await expect(confirm).toHaveAttribute('data-hinted', '');
  await expect(confirm).toHaveText(hinted.length ? `Exchange ${hinted.length} cards` : 'Keep my hand');
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('Sprøyte: Hint, then two cards at once: exactly those two are picked, "Exchange 2 cards"', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 2024);
  await expect(exchange(page)).toBeVisible({ timeout: 20_000 });
  await hintThenTwo(page, 'sproyte-hint-two');
});

test('Tribello: Hint, then two cards at once: exactly those two are picked, "Exchange 2 cards"', async ({ page }) => {
  await openSaved(page, saved.full);
  await hintThenTwo(page, 'tribello-hint-two');
});

test('Tribello, an empty pickup: no card can be picked, and "Keep my hand" is the one button', async ({ page }) => {
  await openSaved(page, saved.empty);
  await expect(exchange(page)).toContainText('The pickup is empty');
  const cards = hand(page).locator('button[data-card]');
  await expect(cards).toHaveCount(13);
  await expect(hand(page).locator('button[data-card]:not([aria-disabled="true"])')).toHaveCount(0);
  // Clicked anyway (force: Playwright waits for an aria-disabled button to be enabled).
  await cards.nth(0).click({ force: true });
  await cards.nth(5).click({ force: true });
  expect(await pressed(page)).toEqual([]);
  // The reason is said by the hand, with its rule.
  await expect(hand(page)).toContainText('No cards are left in the pickup: you cannot exchange.');
  await expect(exchange(page).locator('button:not(.rule-link)')).toHaveText(['Keep my hand']);
  // The keyboard cannot pick one either.
  await cards.nth(0).focus();
  await page.keyboard.press('Enter');
  expect(await pressed(page)).toEqual([]);
  await shot(page, 'tribello-empty-pickup');
  await exchange(page).getByRole('button', { name: 'Keep my hand' }).click();
  await expect(exchange(page)).toHaveCount(0);
});
