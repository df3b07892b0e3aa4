// Hints on your turn: the Hint button and the I key, the suggested bid, card or exchange marked with its
// reason and the keyboard on it, and at the smallest window a hint that covers nothing.
// Screenshots go to test-results/hint/ to be looked at.
import { test, expect, openApp } from './fixtures.ts';
import { expectClean } from './boxes.ts';
import { startGame } from './helpers.ts';
import { expectCardHint, hand, note, playable, shot, toPlayTurn } from './hint-kit.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('Spades at the bid: Hint marks a bid and gives its reason; the keyboard is on that bid', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Spades', async () => {}, 31);
  const bidding = page.getByRole('group', { name: 'Your bid' });
  await expect(bidding).toBeVisible({ timeout: 20_000 });
  const started = Date.now();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(note(page)).toHaveText(
    /^Hint (Bid \d+: .+ You make your contract \d+% of the time\.|Nil: .+ It holds \d+% of the time\.)/,
    { timeout: 10_000 },
  );
  console.log(`hint at the bid: ${Date.now() - started} ms from the click (first hint: the worker starts too)`);
  const marked = bidding.locator('button[data-hinted]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toBeFocused();
  const said = (await note(page).textContent()) ?? '';
  const bid = /Bid (\d+)/.exec(said)?.[1] ?? 'Nil';
  await expect(marked).toHaveText(bid);
  await page.setViewportSize({ width: 1024, height: 640 });
  await shot(page, 'spades-bid-en-1024x640');
  // Taking it: the bid is accepted, and the hint goes with the position it was for.
  await marked.click();
  await expect(note(page)).toHaveCount(0);
});

test('Sprøyte, a play turn: the suggested card is legal, focused, and playing it is accepted', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 2024);
  await toPlayTurn(page);
  const before = await hand(page).locator('button[data-card]').count();
  const started = Date.now();
  await page.getByRole('button', { name: 'Hint' }).click();
  const name = await expectCardHint(page);
  console.log(`hint on a Sprøyte play: ${Date.now() - started} ms from the click`);
  await shot(page, 'sproyte-play-en');
  await page.screenshot({ path: 'docs/screenshots/hint.png' });
  await hand(page).getByRole('button', { name, exact: true }).click();
  await expect(hand(page).getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(hand(page).locator('button[data-card]')).toHaveCount(before - 1);
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
});

test('Tribello from the keyboard: I asks, Enter plays the suggested card', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Tribello', async () => {}, 21);
  await toPlayTurn(page);
  await hand(page).locator('button[data-card]').first().focus();
  await page.keyboard.press('i');
  const name = await expectCardHint(page);
  const timings: number[] = [];
  await page.keyboard.press('Enter');
  await expect(hand(page).getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
  // A few more hints on later turns, timed from the key to the words.
  for (let k = 0; k < 3; k++) {
    await toPlayTurn(page);
    const t0 = Date.now();
    await page.keyboard.press('i');
    await expectCardHint(page);
    timings.push(Date.now() - t0);
    await page.keyboard.press('Enter');
  }
  console.log(`hints on Tribello plays: ${timings.join(', ')} ms from the key`);
  // Help lists the key (and U, to undo).
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await expect(help.locator('dt', { hasText: /^I$/ })).toBeVisible();
  await expect(help.locator('dt', { hasText: /^U$/ })).toBeVisible();
});

test('Sprøyte, your exchange: the hint marks the cards to put away, and "Use the hint" picks them', async ({
  page,
}) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 2024);
  const exchange = page.getByRole('group', { name: 'Exchange' });
  await expect(exchange).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(note(page)).toHaveText(
    /^Hint (Exchange (\d+) cards? \(.+\): of the exchanges|Keep your hand: no exchange)/,
    { timeout: 10_000 },
  );
  const n = Number(/Exchange (\d+)/.exec((await note(page).textContent()) ?? '')?.[1] ?? 0);
  await expect(hand(page).locator('button[data-card][data-hinted]')).toHaveCount(n);
  // Marked, not picked: the selection changes only when you take the hint.
  await expect(hand(page).locator('button[data-card][aria-pressed="true"]')).toHaveCount(0);
  const confirm = exchange.locator('button.primary');
  if (n > 0) {
    const take = exchange.getByRole('button', { name: 'Use the hint' });
    await expect(take).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hand(page).locator('button[data-card][aria-pressed="true"]')).toHaveCount(n);
  }
  await expect(confirm).toHaveAttribute('data-hinted', '');
  await expect(confirm).toHaveText(n === 0 ? 'Keep my hand' : new RegExp(`^Exchange ${n} cards?$`));
  await expect(confirm).toBeFocused();
  await shot(page, 'sproyte-exchange-en');
  await confirm.click();
  await expect(exchange).toHaveCount(0);
});

// design.md "Window sizes": at the smallest window the Hint button and the hint's line cover nothing.
const FORMATS = [
  { game: 'Sprøyte', seed: 2024 },
  { game: 'Tribello', seed: 21 },
  { game: 'Spades', seed: 2 },
  { game: 'Spades', form: '3 players, each for themselves', seed: 4 },
  { game: 'Spades', form: '6 players in 3 partnerships', seed: 6 },
] as const;
for (const f of FORMATS)
  test(`at 1024×640, ${f.game}${'form' in f ? ` (${f.form})` : ''}: a hint at your panel and at your card overlaps nothing`, async ({
    page,
  }) => {
    await openApp(page, { speed: 'normal' });
    await page.setViewportSize({ width: 1024, height: 640 });
    await startGame(
      page,
      f.game,
      async (p) => {
        if ('form' in f) await p.getByRole('radio', { name: f.form }).check();
      },
      f.seed,
    );
    const panel = page.getByRole('group', { name: /^(Your bid|Exchange|The talon|Name trump)$/ });
    await expect(panel.or(playable(page)).first()).toBeVisible({ timeout: 30_000 });
    const label = `${f.game}${'form' in f ? '-6' : ''}`;
    if (await panel.count()) {
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect(note(page)).toHaveText(/^Hint (?!Thinking)/, { timeout: 10_000 });
      await shot(page, `${label}-panel-1024x640`);
      await expectClean(page, `${label}: a hint at the panel`);
      const hinted = panel.locator('button[data-hinted]').first();
      // An exchange's hint is taken first ("Use the hint"), then confirmed.
      const taking = (await hinted.textContent())?.trim() === 'Use the hint';
      await hinted.click();
      if (taking) await panel.locator('button.primary[data-hinted]').click();
    }
    await toPlayTurn(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(note(page)).toHaveText(/^Hint (?!Thinking)/, { timeout: 10_000 });
    await shot(page, `${label}-play-1024x640`);
    await expectClean(page, `${label}: a hint at your card`);
  });
