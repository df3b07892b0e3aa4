// The rule book: a refused card's rule id opens the book at that rule and Escape
// returns focus to the card; a score line's rule id does the same; search by word in English and Norwegian.
import { test, expect, openApp } from './fixtures.ts';
import { leaveTable, playDeal, startGame, summaryDialog } from './helpers.ts';

const book = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: /^(Rule book|Regelbok)$/ });

test('a refused card opens the rule book at its rule (H on the card), and Escape gives the card its focus back', async ({
  page,
}) => {
  await openApp(page);
  // The course starts with the table; following suit is its third lesson.
  await page
    .locator('li.game')
    .filter({ has: page.getByRole('heading', { name: 'Sprøyte', exact: true }) })
    .getByRole('button', { name: 'Lessons', exact: true })
    .click();
  await page.getByRole('button', { name: 'Start: Follow suit and who wins' }).click();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(page.getByText('Follow suit: play a heart.')).toBeVisible();

  const club = hand.getByRole('button', { name: 'Three of clubs' });
  await club.focus();
  await expect(club).toHaveAccessibleDescription(/\(SPR-7\.3\)$/);
  await page.keyboard.press('h');
  const rule = book(page).locator('[data-rule="SPR-7.3"]');
  await expect(rule).toBeFocused();
  await expect(rule).toHaveClass(/flash/);
  await expect(rule.getByRole('heading')).toContainText('SPR-7.3');
  await page.screenshot({ path: 'docs/screenshots/rulebook-en.png' });
  await page.keyboard.press('Escape');
  await expect(book(page)).toHaveCount(0);
  await expect(club).toBeFocused();

  // With the mouse: the reason under the hand carries the rule as a link.
  await club.click({ force: true });
  await hand.getByRole('button', { name: 'Rule SPR-7.3: open it in the rule book' }).click();
  await expect(book(page).locator('[data-rule="SPR-7.3"]')).toBeFocused();
});

test('a score line of the deal summary opens its rule; the options of the game are marked on the rules', async ({
  page,
}) => {
  await openApp(page);
  await startGame(page, 'Sprøyte');
  await playDeal(page);
  const summary = summaryDialog(page);
  const link = summary.getByRole('button', { name: /^Rule SPR-9\.[23]: open it in the rule book$/ }).first();
  const id = ((await link.textContent()) ?? '').trim();
  await link.click();
  const entry = book(page).locator(`[data-rule="${id}"]`);
  await expect(entry).toBeFocused();
  // The target of this game (10) is shown on the target rule.
  await book(page).getByRole('searchbox').fill('SPR-10.1');
  await book(page)
    .getByRole('button', { name: /SPR-10\.1/ })
    .click();
  await expect(book(page).locator('[data-rule="SPR-10.1"]')).toContainText('In this game');
  await page.keyboard.press('Escape');
  await expect(summary).toBeVisible();
});

test('search finds "nil" in English and "trumf" in Norwegian', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Spades');
  // The strip's Rules button (inside its Menu when the strip is too narrow for every button).
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Rules' }).click();
  await book(page).getByRole('searchbox').fill('nil');
  await expect(book(page).getByText(/\d+ rules found/)).toBeVisible();
  await book(page)
    .getByRole('button', { name: /SPD-5\.2/ })
    .click();
  await expect(book(page).locator('[data-rule="SPD-5.2"]')).toBeFocused();
  await page.keyboard.press('Escape');

  await leaveTable(page);
  await page.getByRole('radio', { name: 'Norsk bokmål' }).check();
  await page.getByRole('button', { name: 'Fortsett' }).first().click();
  await page.keyboard.press('h');
  await book(page).getByRole('searchbox').fill('trumf');
  await expect(book(page).getByText(/regler funnet/)).toBeVisible();
  await expect(book(page).getByRole('button', { name: /SPD-2\.2/ })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/rulebook-nb.png' });
});
