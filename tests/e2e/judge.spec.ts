// One judgement per decision, as a player meets it: in Spades and Sprøyte a deal played by following every hint
// gives the play check nothing to list and the coach no mistake to count; a deal with deliberate costly plays is
// listed by the check, "Your progress" counts exactly those, and the drill of one accepts the better card and
// names the same better card and reason the check named.
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { leaveTable, playDeal, startGame, summaryDialog, tableState } from './helpers.ts';

const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
const note = (page: Page) => page.locator('[data-hand] .note');

/** Ask for a hint at every decision and take it, until the deal summary shows. */
async function followHints(page: Page): Promise<number> {
  let taken = 0;
  for (let step = 0; step < 600; step++) {
    const now = await tableState(page);
    if (now === 'summary') return taken;
    if (now === 'dialog') await page.keyboard.press('Escape');
    else if (now === 'continue') {
      const cont = page.locator('button:not(dialog *)').filter({ hasText: /^\s*Continue\s*$/ });
      if (await cont.count()) await cont.first().click();
    } else if (now !== 'wait') {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(note(page)).toHaveText(/^Hint /, { timeout: 30_000 });
      if (now === 'play') await hand(page).locator('button[data-card][data-hinted]').click();
      else {
        const panel = page.locator('[data-panel]');
        // The marked button (or "Use the hint" before an exchange's cards are picked) comes with the hint's words.
        await expect(panel.locator('button[data-hinted]').first()).toBeVisible();
        const take = panel.getByRole('button', { name: 'Use the hint' });
        if (await take.count()) await take.click();
        await panel.locator('button[data-hinted]:not(.take)').first().click();
      }
      taken++;
    } else await page.waitForTimeout(20);
  }
  throw new Error('the deal did not end');
}

/** Every skill's count on "Your progress" for `game`: its costly mistakes, summed. */
async function progressMistakes(page: Page, game: string): Promise<number> {
  const row = page.locator('li').filter({ has: page.getByRole('button', { name: `Play ${game}`, exact: true }) });
  await row.getByRole('button', { name: 'Your progress' }).click();
  await expect(page.getByRole('heading', { name: `${game}: your progress` })).toBeVisible();
  const lines = await page.locator('[data-skill] .line').allTextContents();
  return lines.reduce((n, l) => n + Number(/^(\d+) costly mistakes?/.exec(l)?.[1] ?? 0), 0);
}

async function home(page: Page): Promise<void> {
  await summaryDialog(page).getByRole('button', { name: 'Continue' }).click();
  await leaveTable(page);
}

for (const [game, seed] of [
  ['Spades', 5],
  ['Sprøyte', 12],
] as const) {
  test(`${game}: every hint followed → the play check lists nothing and the coach counts no mistake`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page);
    await startGame(page, game, async () => {}, seed);
    expect(await followHints(page)).toBeGreaterThan(5);
    const check = summaryDialog(page).getByRole('region', { name: 'How you played' });
    await expect(check.getByText('No costly plays — well played.')).toBeVisible({ timeout: 120_000 });
    await home(page);
    expect(await progressMistakes(page, game)).toBe(0);
  });
}

for (const [game, seed, last] of [
  ['Spades', 3, false],
  ['Sprøyte', 7, true],
] as const)
  test(`${game}: costly plays are listed, counted exactly on your progress, and the drill names the same better card and reason`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page);
    // Always the first or the last card of the hand: the check lists costly plays on these shuffles.
    await startGame(page, game, async () => {}, seed);
    await playDeal(page, { last });
    const check = summaryDialog(page).getByRole('region', { name: 'How you played' });
    await expect(check.getByText(/^Trick \d+: you played/).first()).toBeVisible({ timeout: 120_000 });
    const more = check.getByText(/^Show \d+ more$/);
    if (await more.count()) await more.click();
    const full = await check.locator('li > span.visually-hidden').allTextContents();
    expect(full.length).toBeGreaterThan(0);
    await home(page);
    expect(await progressMistakes(page, game)).toBe(full.length);

    // Practise: each position is one the check listed; the better card is right, with the check's reason.
    await page
      .getByRole('button', { name: /^Practise \d+ positions?$/ })
      .first()
      .click();
    const drill = page.locator('main.drill');
    await expect(drill.getByRole('heading', { name: /Find the better/ })).toBeVisible();
    // The costly exchange first, if the check listed one: kept, and on to the cards.
    for (let i = 0; i < 5 && (await drill.getByRole('heading', { name: 'Find the better exchange' }).count()); i++) {
      await drill.getByRole('button', { name: 'Exchange', exact: true }).click();
      await drill.getByRole('button', { name: /^(Next position|Finish)$/ }).click();
    }
    await expect(drill.getByRole('heading', { name: 'Find the better card' })).toBeVisible();
    // The card played in the game, answered again: missed, with the better card and reason the check gave.
    const cards = hand(page).locator('button[data-card]:not([aria-disabled])');
    const names = await cards.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
    const line = full.find((l) => names.some((n) => l.includes(`you played ${n.toLowerCase()}`)));
    expect(line, `${full.join('\n')}\n${names.join(', ')}`).toBeTruthy();
    const [, played, better] = /you played (.+?) — (.+?) was better/.exec(line as string) ?? [];
    const reason = /Why [^:]+: (.+)$/.exec(line as string)?.[1] ?? '';
    await hand(page)
      .getByRole('button', { name: new RegExp(`^${played}$`, 'i') })
      .click();
    const verdict = drill.getByRole('status').filter({ hasText: 'Not quite' });
    await expect(verdict).toContainText(`${better} was better than ${played}`, { timeout: 60_000 });
    await expect(verdict).toContainText(reason);
  });
