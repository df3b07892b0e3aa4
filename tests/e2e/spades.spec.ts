import { test, expect, openApp } from './fixtures.ts';
import { handNames, playDeal, startGame, summaryDialog, tableShot } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
});

test('four players in partnerships: bidding, a whole hand, the summary with every score line', async ({ page }) => {
  await startGame(page, 'Spades', async () => {}, 2);
  const seen = await playDeal(page, {
    bid: '3',
    beforePlay: async (n) => {
      if (n === 5) await tableShot(page, 'spades-table');
    },
  });
  expect(seen.bid).toBe(true);
  expect(seen.played).toBe(13);
  const summary = summaryDialog(page);
  await expect(summary.getByRole('heading', { name: 'Hand 1 scored' })).toBeVisible();
  await expect(summary.getByText(/Contract \d+ (made|set)/).first()).toBeVisible();
  await expect(summary.getByText(/Bags now \d/).first()).toBeVisible();
  // The picture for the README shows the play check's answer, not "Checking your plays…".
  await expect(summary.getByText('Checking your plays…')).toHaveCount(0, { timeout: 20_000 });
  // However many plays the check lists, the costliest three show and the summary's buttons stay in view.
  expect(await summary.locator('section.check > div > ul > li').count()).toBeLessThanOrEqual(3);
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeInViewport();
  await page.screenshot({ path: 'docs/screenshots/spades-summary.png' });
});

test('blind nil: bid before looking, then pass two cards to the partner and get two back', async ({ page }) => {
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByText('House rules and variants').click();
      await p.getByRole('radio', { name: 'Always allowed' }).check();
    },
    9,
  ); // seat 2 deals: you bid second
  // Cards face down until "Look at my cards"; Blind Nil is offered only now.
  const bidding = page.getByRole('group', { name: 'Your bid' });
  await expect(bidding.getByRole('button', { name: 'Look at my cards' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' }).locator('button[data-card]')).toHaveCount(0);
  await bidding.getByRole('button', { name: 'Blind Nil' }).click();
  await expect(page.getByRole('region', { name: 'You', exact: true })).toContainText('Blind Nil');
  // After the last bid: pass two cards face down to Kari.
  const pass = page.getByRole('group', { name: 'Blind Nil: pass two cards' });
  await expect(pass).toContainText(
    'You must take no trick, so get rid of high cards: choose two to pass face down to Kari.',
  );
  const before = await handNames(page);
  const hand = page.getByRole('region', { name: 'Your hand' });
  await hand.locator('button[data-card]').nth(0).click();
  await expect(pass.getByRole('button', { name: 'Pass 1 card' })).toBeDisabled();
  await expect(pass).toContainText('Pass exactly 2 cards.');
  await hand.locator('button[data-card]').nth(1).click();
  await pass.getByRole('button', { name: 'Pass 2 cards' }).click();
  // Kari returns two: the hand still holds 13, two of them new.
  await expect.poll(async () => (await handNames(page)).filter((n) => !before.includes(n)).length).toBe(2);
  expect(await handNames(page)).toHaveLength(13);
  await playDeal(page);
  await expect(summaryDialog(page).getByText(/You: blind nil (made|failed)/)).toBeVisible();
});

test('four-player cutthroat: one side per player', async ({ page }) => {
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByRole('radio', { name: '4 players, each for themselves' }).check();
    },
    3,
  );
  await expect(page.getByRole('heading', { name: 'Spades · 4 players, cutthroat' })).toBeVisible();
  const seen = await playDeal(page, { bid: '2' });
  expect(seen.played).toBe(13);
  const summary = summaryDialog(page);
  await expect(summary.getByRole('heading', { name: 'Hand 1 scored' })).toBeVisible();
  // Four sides, four totals.
  await expect(summary.getByRole('listitem')).toHaveCount(4);
});

test('three-player cutthroat: seventeen cards each', async ({ page }) => {
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByRole('radio', { name: '3 players, each for themselves' }).check();
    },
    4,
  );
  expect(await handNames(page)).toHaveLength(17);
  const seen = await playDeal(page, { bid: '4' });
  expect(seen.played).toBe(17);
  await expect(summaryDialog(page).getByRole('heading', { name: 'Hand 1 scored' })).toBeVisible();
});

test('six players in three partnerships: two decks, partner opposite', async ({ page }) => {
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByRole('radio', { name: '6 players in 3 partnerships' }).check();
    },
    6,
  );
  expect(await handNames(page)).toHaveLength(17);
  await expect(page.getByRole('region', { name: 'Liv' })).toContainText('Your partner');
  const seen = await playDeal(page, {
    bid: '2',
    beforePlay: async (n) => {
      if (n === 1) await tableShot(page, 'spades-6-table');
    },
  });
  expect(seen.played).toBe(17);
  await expect(summaryDialog(page).getByRole('heading', { name: 'Hand 1 scored' })).toBeVisible();
});

test('a short game to 200 ends with the ranking and Play again', async ({ page }) => {
  test.setTimeout(180_000);
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByRole('radio', { name: '200', exact: true }).check();
    },
    11,
  );
  for (let hand = 0; hand < 25; hand++) {
    await playDeal(page, { bid: '4' });
    if (await page.getByRole('heading', { name: 'Game over' }).count()) break;
    await summaryDialog(page).getByRole('button', { name: 'Continue' }).click();
  }
  const over = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Game over' }) });
  await expect(over).toContainText(/won the game!|Shared win/);
  await expect(over.getByRole('listitem')).toHaveCount(2);
  await expect(over.getByRole('listitem').first()).toContainText(/^1\./);
  // A finished game is no longer kept as the game to continue.
  expect(await page.evaluate(() => localStorage.getItem('stikk:games:current'))).toBeNull();
  // Play again deals a new game with the same rules.
  await over.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByRole('heading', { name: 'Spades · 4 players, partners' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(/Target\s*200/);
  await expect(page.getByRole('banner')).toContainText(/Hand\s*1/); // Spades counts hands
});
