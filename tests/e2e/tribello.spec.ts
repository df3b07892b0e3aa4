import { test, expect, openApp } from './fixtures.ts';
import { playDeal, startGame, summaryDialog, tableShot } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
});

test('round 1 (trump from the cut) to round 2: the dealer names trump, exchanges with the pickup', async ({ page }) => {
  test.setTimeout(150_000);
  await startGame(
    page,
    'Tribello',
    async (p) => {
      await p.getByRole('checkbox', { name: /^I deal first/ }).check();
    },
    21,
  );
  // Round 1: the cut shows the trump card, which the dealer (you) receives as the last card.
  await expect(page.getByRole('banner')).toContainText(/Revealed card/);
  await expect(page.getByRole('region', { name: 'You', exact: true })).toContainText('Quota 6');
  const first = await playDeal(page, {
    exchange: 3,
    beforePlay: async (n) => {
      if (n === 4) await tableShot(page, 'tribello-table');
    },
  });
  expect(first.exchanged).toBe(true);
  expect(first.played).toBe(13);
  const summary = summaryDialog(page);
  await expect(summary.getByRole('heading', { name: /^Deal 1 scored · round 1/ })).toBeVisible();
  await expect(summary.getByText(/quota 6, took \d+/)).toBeVisible();
  await expect(summary).toContainText("Every deal's scores add up to zero");
  for (let deal = 2; deal <= 3; deal++) {
    await summary.getByRole('button', { name: 'Continue' }).click();
    await playDeal(page, { exchange: 1 });
    await expect(summary.getByRole('heading', { name: new RegExp(`^Deal ${deal} scored`) })).toBeVisible();
  }
  // Deal 4 opens round 2 and you deal again: name trump before anybody exchanges.
  await summary.getByRole('button', { name: 'Continue' }).click();
  const naming = page.getByRole('group', { name: 'Name trump' });
  await expect(naming).toContainText('You cannot choose “no trump”.');
  await expect(naming.getByRole('button', { name: /Spades|Hearts|Diamonds|Clubs/ })).toHaveText([
    '♠ Spades',
    '♥ Hearts',
    '♦ Diamonds',
    '♣ Clubs',
  ]);
  await naming.getByRole('button', { name: 'Diamonds', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(/Trump\s*♦\s*diamonds/);
  const fourth = await playDeal(page, { exchange: 2 });
  expect(fourth.exchanged).toBe(true);
  await expect(summary.getByRole('heading', { name: /^Deal 4 scored · round 2/ })).toBeVisible();
  // The score sheet: twelve deals with quotas, each finished row adding up to zero.
  await summary.getByRole('button', { name: 'Score sheet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Score sheet' });
  await expect(sheet.getByRole('row')).toHaveCount(1 + 12 + 1);
  await expect(sheet.getByRole('row', { name: /^Deal 12/ })).toContainText('quota');
});
