// What the hint and the play check say: the Spades reasons against the cards on the table, the check of your
// plays in the deal summary, and both in Norwegian. Screenshots go to test-results/hint/ to be looked at.
import { test, expect, openApp } from './fixtures.ts';
import { playDeal, startGame, summaryDialog } from './helpers.ts';
import { expectCardHint, hand, note, playable, shot, shown, toPlayTurn } from './hint-kit.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
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
  // The deal is shuffled afresh: the check finds nothing, a costly play, or (having kept the hand) a costly exchange.
  await expect(
    check.getByText(/^Ingen dyre feil – godt spilt\.$|^Stikk \d+: du spilte|^Kortbyttet: .+ var bedre enn/).first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, 'sproyte-summary-nb');
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
