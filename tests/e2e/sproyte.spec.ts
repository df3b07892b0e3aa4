import { test, expect, openApp } from './fixtures.ts';
import { handNames, playDeal, startGame, summaryDialog, tableShot } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
});

test('standard form: the exchange with its limit explained, a whole deal, the deal summary', async ({ page }) => {
  await startGame(page, 'Sprøyte', async () => {}, 2024);
  await expect(page.getByRole('heading', { name: 'Sprøyte · Standard' })).toBeVisible();
  await expect(page.getByText(/Trump: (clubs|spades|hearts|diamonds)/).first()).toBeVisible();
  // Every card is named in words.
  const names = await handNames(page);
  expect(names).toHaveLength(12);
  for (const n of names)
    expect(n).toMatch(
      /^(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of (spades|hearts|diamonds|clubs)$/,
    );
  await playDeal(page, {
    exchange: 2,
    beforePlay: async (n) => {
      if (n === 3) await tableShot(page, 'sproyte-table');
    },
  });
  const summary = summaryDialog(page);
  await expect(summary.getByRole('heading', { name: /^Deal 1 scored/ })).toBeVisible();
  // Every player has a score line with its reason and rule.
  await expect(summary.getByRole('row').filter({ hasText: /SPR-9\.[23]/ })).toHaveCount(3);
  await expect(summary.getByText(/above four|nothing above four/).first()).toBeVisible();
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner')).toContainText(/Deal\s*2/);
});

test('variasjonssprøyte: the revealed card decides the contract and the exchange limit has its parts', async ({
  page,
}) => {
  await startGame(
    page,
    'Sprøyte',
    async (p) => {
      await p.getByRole('radio', { name: /^Variasjonssprøyte/ }).check();
    },
    77,
  );
  await expect(page.getByRole('group', { name: 'The revealed card' })).toContainText(
    /cut and revealed .+: (\w+ are trump|grand, with no trump|nullo, with no trump)\./,
  );
  await expect(page.getByText('Revealed card', { exact: true })).toBeVisible();
  // The exchange counter states "n of up to L" and where L comes from.
  await expect(page.getByRole('group', { name: 'Exchange' }).getByText(/^0 of up to \d+$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Exchange' })).toContainText(
    /\((forhånd's \d+|\d+ yours \+ \d+ left by \w+|the dealer may take all that is left: \d+)\)/,
  );
  const seen = await playDeal(page, { exchange: 3 });
  expect(seen.exchanged).toBe(true);
  expect(seen.played).toBe(12);
  await expect(summaryDialog(page).getByRole('heading', { name: /^Deal 1 scored/ })).toBeVisible();
});

test('talon form: the talon offer, taking it, and a whole deal of thirteen tricks', async ({ page }) => {
  await startGame(
    page,
    'Sprøyte',
    async (p) => {
      await p.getByRole('radio', { name: /^Talon form/ }).check();
    },
    2,
  ); // seat 2 deals, so you are forhånd and are offered the talon first
  expect(await handNames(page)).toHaveLength(13);
  await expect(page.getByRole('group', { name: 'The talon' })).toBeVisible();
  const before = await handNames(page);
  await page.getByRole('button', { name: 'Take the talon' }).click();
  // The whole hand is swapped for the thirteen talon cards.
  await expect.poll(async () => (await handNames(page)).filter((n) => before.includes(n)).length).toBe(0);
  await expect(page.getByRole('region', { name: 'You', exact: true })).toContainText('Took the talon');
  const seen = await playDeal(page);
  expect(seen.played).toBe(13);
  await expect(summaryDialog(page).getByRole('heading', { name: /^Deal 1 scored/ })).toBeVisible();
});
