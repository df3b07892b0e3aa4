// Practice tools in a real browser: undo, review with the keyboard, the same deal again (also
// from another seat), records out and in, an invalid file refused, statistics after two short games.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { declineLesson, leaveTable, playDeal, startGame, summaryDialog } from './helpers.ts';

const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
const codes = async (page: Page, where = hand(page)) =>
  (
    await where.locator('[data-card]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card ?? ''))
  ).sort();
const review = (page: Page) => page.getByRole('group', { name: /^(Deal|Hand) \d+ in review$/ }); // Spades says hand
const reviewHand = (page: Page, name: string) => review(page).getByRole('list', { name: `Hand: ${name}` });

/** Sprøyte to 5 points (the smallest target the setup offers): a few deals. */
const shortGame = async (page: Page) => {
  await page.getByLabel('Play to (points)').fill('5');
  await page.keyboard.press('Tab');
};

test('undo takes back your last card; the score sheet marks the game', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Play Sprøyte' }).click();
  await declineLesson(page);
  // Your first game of Sprøyte: taking moves back is on.
  await expect(page.getByRole('checkbox', { name: /take back my moves/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Use a fixed shuffle number' }).check();
  await page.getByRole('textbox', { name: 'Shuffle number' }).fill('31');
  await page.getByRole('button', { name: 'Deal the cards' }).click();

  const exchange = page.getByRole('group', { name: 'Exchange' });
  const playable = hand(page).locator('button[data-card]:not([aria-disabled]):not([aria-pressed])');
  for (;;) {
    if (await exchange.count()) await exchange.getByRole('button', { name: 'Keep my hand' }).click();
    else if (await playable.count()) break;
    else await page.waitForTimeout(20);
  }
  const before = await codes(page);
  const card = await playable.first().getAttribute('data-card');
  await playable.first().click();
  await expect(hand(page).locator(`[data-card="${card}"]`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(hand(page).locator(`[data-card="${card}"]`)).toHaveCount(1);
  expect(await codes(page)).toEqual(before);
  await expect(playable.first()).toBeVisible();

  await page.keyboard.press('s');
  const sheet = page.getByRole('dialog', { name: 'Score sheet' });
  await expect(sheet).toContainText('Practice game: 1 move taken back.');
  // The shuffle number, to compare with another player.
  await expect(sheet).toContainText(
    'Shuffle number 31: with the same number and rules, another player gets the same deals.',
  );
});

test('a finished deal is reviewed with the keyboard to its last trick, with the cards as dealt', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 77);
  const dealt = await codes(page);
  await playDeal(page);
  await summaryDialog(page).getByRole('button', { name: 'Review this deal' }).click();
  await expect(review(page)).toBeFocused();
  await expect(review(page)).toContainText('The cards as dealt.');
  expect(await codes(page, reviewHand(page, 'You'))).toEqual(dealt);

  await page.keyboard.press('End');
  await expect(review(page)).toContainText(/Trick 12: \w+ led\. \w+ won it: .+\./);
  await expect(
    review(page)
      .getByRole('button', { name: /SPR-\d/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(review(page)).toContainText(/Trick 12: \w+ led\./);
  await page.keyboard.press('Home');
  await expect(review(page)).toContainText('The cards as dealt.');
  await page.keyboard.press('ArrowRight');
  await expect(review(page)).toContainText('Step 1 of');
});

test("the same deal again gives the same hand, and from another seat that player's hand", async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 78);
  const dealt = await codes(page);
  await playDeal(page);
  await summaryDialog(page).getByRole('button', { name: 'Review this deal' }).click();
  const olas = await codes(page, reviewHand(page, 'Ola'));
  await page
    .getByRole('dialog', { name: /in review/ })
    .getByRole('button', { name: 'Close' })
    .click();

  await summaryDialog(page).getByRole('button', { name: 'Play this deal again', exact: true }).click();
  await expect(hand(page)).toBeVisible();
  expect(await codes(page)).toEqual(dealt);

  await playDeal(page);
  await summaryDialog(page).getByRole('button', { name: "Play this deal again with Ola's cards" }).click();
  await expect(hand(page)).toBeVisible();
  expect(await codes(page)).toEqual(olas);
  await page.keyboard.press('s');
  await expect(page.getByRole('dialog', { name: 'Score sheet' })).toContainText('Practice game: 2 deals played again.');
});

test('a game saved as a file opens again in review; an invalid file is refused with its message', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Tribello', async () => {}, 8);
  const dealt = await codes(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save the game' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('stikk-tribello-8.json');
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const record = JSON.parse(text);
  expect(record).toMatchObject({ format: 'stikk-record/1', game: 'tribello' });
  expect(record.seed).toBeUndefined();

  await leaveTable(page);
  await page.getByRole('button', { name: 'Your games' }).click();
  const chooser = page.getByLabel('Choose a file');

  // A move that breaks the rules: refused with the replay's position, rule and message; nothing opens.
  const bad = { ...record, deals: [{ ...record.deals[0], actions: [{ seat: 0, play: 'XX' }] }] };
  await chooser.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await expect(page.getByRole('alert')).toContainText(
    'bad.json is not a valid game file (deal index 0, action index 0, RECORD): play: "XX" is not a card code',
  );
  await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible();

  await chooser.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: /Tribello · mine\.json/ })).toBeVisible();
  await expect(review(page)).toContainText('The cards as dealt.');
  expect(await codes(page, reviewHand(page, 'You'))).toEqual(dealt);
});

test('statistics after two short games show the right counts', async ({ page }) => {
  test.setTimeout(300_000);
  await openApp(page);
  let won = 0;
  for (const seed of [41, 42]) {
    await startGame(page, 'Sprøyte', shortGame, seed);
    for (let d = 0; d < 20 && !(await page.getByRole('dialog', { name: 'Game over' }).count()); d++) {
      await playDeal(page);
      const cont = summaryDialog(page).getByRole('button', { name: 'Continue' });
      if (await cont.count()) await cont.click();
    }
    const over = page.getByRole('dialog', { name: 'Game over' });
    await expect(over).toBeVisible();
    if (/You won the game!/.test(await over.innerText())) won++;
    await over.getByRole('button', { name: 'Home' }).click();
  }
  await page.getByRole('button', { name: 'Statistics' }).click();
  const sproyte = page.getByRole('region', { name: 'Sprøyte' });
  await expect(sproyte.getByRole('row', { name: /Games played/ })).toHaveText(/Games played\s*2\s*2/);
  await expect(sproyte.getByRole('row', { name: /Games won/ })).toHaveText(
    won ? new RegExp(`Games won\\s*${won} of 2\\s*${won} of 2`) : /Games won\s*0 of 2\s*0 of 2/,
  );
  await expect(sproyte.getByRole('img', { name: /Points per deal in your last 2 games/ })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Your games' }).click();
  await expect(page.getByRole('button', { name: /^Review Sprøyte/ })).toHaveCount(2);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Statistics' }).click();
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forget the figures' }).click();
  await expect(page.getByText('No finished games yet. Finish a game')).toBeVisible();
});

test('your finished games mark the practice games: moves taken back or deals played again', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.clear();
    localStorage.setItem(
      'stikk:settings',
      JSON.stringify({ schema: 1, savedAt: '', data: { locale: 'en', speed: 'instant' } }),
    );
    const done = (minute: number, marks: object) => {
      const savedAt = `2026-03-01T10:0${minute}:00.000Z`;
      const data = {
        format: 'stikk-record/1',
        game: 'sproyte',
        players: ['You', 'Ola', 'Kari'],
        firstDealer: 0,
        deals: [],
        title: 'Sprøyte',
        finishedAt: savedAt,
        ...marks,
      };
      localStorage.setItem(`stikk:games:done-00000000${minute}`, JSON.stringify({ schema: 1, savedAt, data }));
    };
    done(1, {});
    done(2, { undo: true, undos: 2 });
    done(3, { again: 1 });
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Your games' }).click();
  const rows = page.getByRole('region', { name: 'Finished games' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  // Newest first: played again, taken back, a straight game.
  await expect(rows.nth(0)).toContainText('Practice game');
  await expect(rows.nth(1)).toContainText('Practice game');
  await expect(rows.nth(2)).not.toContainText('Practice game');
  await expect(page.getByRole('button', { name: /^Review Sprøyte · .* · Practice game$/ })).toHaveCount(2);

  // In the player's own language too.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.evaluate(() =>
    localStorage.setItem(
      'stikk:settings',
      JSON.stringify({ schema: 1, savedAt: '', data: { locale: 'nb', speed: 'instant' } }),
    ),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Dine spill' }).click();
  await expect(
    page.getByRole('region', { name: 'Ferdige spill' }).getByRole('listitem').filter({ hasText: 'Øvingsspill' }),
  ).toHaveCount(2);
});

test('games saved by the version before the practice tools continue, and their deals can be reviewed', async ({
  page,
}) => {
  const saves = JSON.parse(readFileSync(new URL('../fixtures/saves-0.1.json', import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
  await page.addInitScript((entries) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.clear();
      localStorage.setItem(
        'stikk:settings',
        JSON.stringify({ schema: 1, savedAt: '', value: { locale: 'en', speed: 'instant' } }),
      );
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      sessionStorage.setItem('seeded', '1');
    }
  }, saves);
  await page.goto('/');
  const rows = page.getByRole('region', { name: 'Continue' }).getByRole('listitem');
  await expect(rows).toHaveText([/Sprøyte, deal 2/, /Spades, hand 2/]);
  await rows.filter({ hasText: 'Spades' }).getByRole('button', { name: 'Continue' }).click();
  await expect(hand(page).locator('button[data-card]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await page.keyboard.press('s');
  await page.getByRole('dialog', { name: 'Score sheet' }).getByRole('button', { name: 'Review Hand 1' }).click();
  await page.keyboard.press('End');
  await expect(review(page)).toContainText(/Trick 13: \w+ led\. \w+ won it/);
});
