// Hints and the play check: the Hint button and the I key on your turn, the suggested
// bid or card marked with its reason in words, and after a deal the check of your plays in the summary.
// Screenshots go to test-results/hint/ to be looked at (English and Norwegian).
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { expectClean } from './boxes.ts';
import { playDeal, startGame, summaryDialog } from './helpers.ts';

const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
/** The hint's line by your hand. */
const note = (page: Page) => page.locator('[data-hand] .note');
/** A card id ('TC') as the words show it ('♣10'). */
const shown = (id: string) => ({ S: '♠', H: '♥', D: '♦', C: '♣' })[id[1]] + (id[0] === 'T' ? '10' : id[0]);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/hint/${name}.png` });

/** A card you may play now (in an exchange the cards are picked, aria-pressed, not played). */
const playable = (page: Page) => page.locator('[data-hand] button[data-card]:not([aria-disabled]):not([aria-pressed])');

/** Answers the panels before the first card (keep the hand) until a card of yours may be played. */
async function toPlayTurn(page: Page): Promise<void> {
  for (let step = 0; step < 200; step++) {
    if (await playable(page).count()) return;
    // A later Spades deal: look at the cards and bid 3.
    const look = page.getByRole('group', { name: 'Your bid' }).getByRole('button', { name: 'Look at my cards' });
    if (await look.count()) await look.click();
    const bid = page.getByRole('group', { name: 'Your bid' }).getByRole('button', { name: '3', exact: true });
    if (await bid.count()) await bid.click().catch(() => {});
    const keep = page.getByRole('group', { name: 'Exchange' }).getByRole('button', { name: 'Keep my hand' });
    if (await keep.count()) await keep.click();
    const cont = page.getByRole('button', { name: 'Continue', exact: true });
    if (await cont.count())
      await cont
        .first()
        .click()
        .catch(() => {});
    await page.waitForTimeout(30);
  }
  throw new Error('no turn to play');
}

/** The suggested card: exactly one, playable, with the keyboard on it; the reason names it and why. */
async function expectCardHint(page: Page): Promise<string> {
  await expect(note(page)).toHaveText(/^Hint Play \S+\. [A-Z].+\./, { timeout: 10_000 });
  const hinted = hand(page).locator('button[data-card][data-hinted]');
  await expect(hinted).toHaveCount(1);
  await expect(hinted).not.toHaveAttribute('aria-disabled', 'true');
  await expect(hinted).toBeFocused();
  await expect(hinted).toHaveClass(/glow/);
  const name = (await hinted.getAttribute('aria-label')) ?? '';
  // The polite live region says it with the card's full name.
  await expect(page.getByRole('status').filter({ hasText: /^Hint: / })).toContainText(
    `Play ${name.charAt(0).toLowerCase()}${name.slice(1)}. `,
  );
  return name;
}

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
    /^Hint (Bid \d+: .+ Your side makes its contract \d+% of the time\.|Nil: .+ It holds \d+% of the time\.)/,
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

test('the deal summary checks your plays: costly ones with the better card, or none', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 7);
  await playDeal(page);
  const summary = summaryDialog(page);
  const check = summary.getByRole('region', { name: 'How you played' });
  await expect(check).toBeVisible();
  await expect(
    check.getByText(/^No costly plays — well played\.$|^Trick \d+: you played|^The exchange: /).first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  for (const line of await check.locator('li > span[aria-hidden]').allTextContents())
    expect(line).toMatch(
      /^(Trick \d+: you played \S+ — \S+ was better|The exchange: .+ was better than .+) \(\d+(\.\d)? points? on average\)\. .+\.$/,
    );
  await shot(page, 'sproyte-summary-en');
  // Continue never waits for the check.
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner')).toContainText(/Deal\s*2/);
});

test('in Norwegian: Tips, the reason in Norwegian, and the check in the summary', async ({ page }) => {
  await openApp(page, { locale: 'nb' });
  await page.getByRole('button', { name: 'Spill Sprøyte' }).click();
  const offer = page.locator('dialog[open]');
  await expect(offer.or(page.locator('main.setup'))).toBeVisible();
  if (await offer.count()) await offer.getByRole('button', { name: 'Bare spill' }).click();
  await page.getByRole('button', { name: 'Del ut kortene' }).click();
  await expect(page.getByRole('region', { name: 'Hånden din' })).toBeVisible();
  for (let step = 0; step < 200 && !(await playable(page).count()); step++) {
    const keep = page.locator('[data-panel] button', { hasText: 'Behold hånden' });
    if (await keep.count()) await keep.click();
    await page.waitForTimeout(30);
  }
  await page.getByRole('button', { name: 'Tips' }).click();
  await expect(note(page)).toHaveText(/^Tips Spill \S+\. [A-ZÆØÅ].+\./, { timeout: 10_000 });
  await page.setViewportSize({ width: 1024, height: 640 });
  await shot(page, 'sproyte-play-nb-1024x640');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (let step = 0; step < 400 && !(await page.getByRole('region', { name: 'Slik spilte du' }).count()); step++) {
    const card = page.locator('[data-hand] button[data-card]:not([aria-disabled])');
    if (await card.count())
      await card
        .first()
        .click()
        .catch(() => {});
    else await page.waitForTimeout(30);
  }
  const check = page.getByRole('region', { name: 'Slik spilte du' });
  await expect(check.getByText(/^Ingen dyre feil – godt spilt\.$|^Stikk \d+: du spilte/).first()).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, 'sproyte-summary-nb');
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

// The reasons describe the situation at the table. Shuffle 2 gives the first lead to you (the
// dealer is on your right); each of your turns asks for a hint and plays the hinted card, through the next
// deals too until partner has been winning a trick at one of your turns (how often depends on the players' cards).
test('Spades: the trick-1 lead and partner-winning hints say what a card player would', async ({ page }) => {
  test.setTimeout(300_000);
  await openApp(page);
  await startGame(page, 'Spades', async () => {}, 2);
  const bidding = page.getByRole('group', { name: 'Your bid' });
  await expect(bidding).toBeVisible({ timeout: 20_000 });
  await bidding.getByRole('button', { name: '3', exact: true }).click();
  const trick = page.getByRole('group', { name: 'Cards on the table' });
  const status = page.getByRole('status').filter({ hasText: /^Hint: / });
  let partnerWinning = 0;
  for (let turn = 0; turn < 13 * 3 && !(turn >= 13 && partnerWinning > 0); turn++) {
    await toPlayTurn(page);
    const onTable = await trick.locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    await page.getByRole('button', { name: 'Hint' }).click();
    const name = await expectCardHint(page);
    const said = (await note(page).textContent()) ?? '';
    const full = (await status.textContent()) ?? '';
    const mine = await hand(page)
      .locator('button[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
    const hinted = (await hand(page).locator('button[data-card][data-hinted]').getAttribute('data-card')) ?? '';
    if (turn === 0) {
      // You lead trick 1: nothing to play under, no bags yet — a lead, a winner or trumps.
      expect(onTable).toEqual([]);
      expect(said).not.toMatch(/plays under|bag/);
      expect(said).toMatch(
        /^Hint Play \S+\. (Lead low|A winner: take the trick now|Lead trumps|\S+ bid nil: lead low)/,
      );
      // The cards a low lead keeps back are yours, higher in the suit led.
      const kept = /Lead low and keep (.+) back for later\./.exec(said)?.[1];
      if (kept) for (const c of kept.split(' ')) expect(mine.map(shown), said).toContain(c);
      if (kept) expect(kept.split(' ').every((c) => c[0] === shown(hinted)[0])).toBe(true);
      await shot(page, 'spades-trick1-lead-en');
    }
    const w = /(\S+)'s (.+?) is winning the trick: (don't overtake, keep (.+)|no need to overtake)\./.exec(full);
    if (w) {
      // The partner's card named is on the table, played by that partner; the cards kept are yours, and the
      // suggested card is none of them (it does not overtake).
      expect(onTable).toContain(`${w[1]}: ${w[2]}`);
      const kept = /keep (.+?)\./.exec(said)?.[1];
      if (kept) for (const c of kept.split(' ')) expect(mine.map(shown), said).toContain(c);
      if (kept) expect(kept.split(' ')).not.toContain(shown(hinted));
      partnerWinning++;
      if (partnerWinning === 1) await shot(page, 'spades-partner-winning-en');
    }
    await hand(page).getByRole('button', { name, exact: true }).click();
  }
  expect(partnerWinning).toBeGreaterThan(0);
});
