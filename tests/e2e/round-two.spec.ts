// The table and the map, round two: the map of this game, Tribello's quota in words
// the lesson coach on a large screen and every key in help — at 1920×1080 and
// 2560×1440. Screenshots in test-results/round-two/ to be looked at.
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { startGame } from './helpers.ts';
import { expectClean } from './boxes.ts';

const LARGE = [
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
] as const;

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/round-two/${name}.png` });
const map = (page: Page) => page.getByRole('dialog', { name: 'Where are we?' });
const counted = (page: Page) => map(page).getByRole('definition');

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const size of LARGE) {
  test(`Spades at ${size.width}×${size.height}: the map has no team-bid step with the team bid off, and counts the deal and the trick`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openApp(page);
    await startGame(page, 'Spades', async () => {}, 2);
    await page.keyboard.press('m');
    await expect(map(page)).toBeVisible();
    await expect(map(page)).not.toContainText('Team bid');
    // Where we are, counted: the strip's facts and the trick of the deal (before the first card: 1 of 13).
    await expect(map(page).getByRole('term')).toContainText(['Trick']);
    await expect(counted(page).last()).toHaveText('1 of 13');
    await shot(page, `spades-map-${size.width}`);
    await page.keyboard.press('Escape');

    // Help names every key of the table, this game's bid keys and the hint key.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Help' });
    const keys = await help.locator('kbd').allInnerTexts();
    expect(keys.map((k) => k.replace(/\s+/g, ' '))).toEqual([
      '← →',
      'Home End',
      '↑ ↓',
      'Enter',
      '1 … 9',
      'N',
      'I',
      'U',
      'L',
      'S',
      'H',
      'M',
      '?',
      'Esc',
    ]);
    await page.keyboard.press('Escape');
  });
}

test('Spades with the team bid on: the map shows both team-bid steps', async ({ page }) => {
  await page.setViewportSize(LARGE[0]);
  await openApp(page);
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByText('House rules and variants').click();
      await p.getByRole('radio', { name: /^On: first a suggestion/ }).check();
    },
    2,
  );
  await page.keyboard.press('m');
  await expect(map(page)).toContainText("Team bid: the first partner's Nil or suggestion");
  await expect(map(page)).toContainText("Team bid: the side's contract");
});

for (const size of LARGE) {
  test(`Tribello at ${size.width}×${size.height}: the quota says what it needs and what it scores; the map counts the deal and shows the cut card in its place`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openApp(page);
    await startGame(page, 'Tribello', async () => {}, 8);
    const cut = page.getByRole('group', { name: 'The revealed card' });
    if (await cut.count())
      await cut
        .getByRole('button', { name: 'Continue' })
        .click({ timeout: 3000 })
        .catch(() => {});
    // Before any trick: the quota, what is still needed and what that scores now (TRB-10.1: a trick under the quota is −1).
    const you = page.getByRole('region', { name: 'You', exact: true });
    await expect(you).toContainText(/Quota \d/);
    const quota = Number((await you.innerText()).match(/Quota (\d+)/)![1]);
    await expect(you).toContainText(new RegExp(`needs ${quota} more tricks · scores [−-]${quota} as it stands`));
    for (const seat of await page.locator('section.seat').all())
      await expect(seat).toContainText(/needs \d+ more tricks? · scores [−-]\d+ as it stands/);
    await shot(page, `tribello-quota-${size.width}`);
    await expectClean(page, `Tribello at ${size.width}×${size.height}, the quota words`);

    await page.keyboard.press('m');
    const steps = map(page).locator('.map > ol > li > .step .label');
    await expect(steps.first()).toHaveText('Round 1 · trump from the cut');
    await expect(steps.nth(1)).toHaveText('The cut card shown to everybody');
    // Ties are shared (the default): no tie-break deals on the map.
    await expect(map(page)).not.toContainText('Tie-break');
    await expect(counted(page).first()).toHaveText('1 of 12');
    await expect(counted(page).last()).toHaveText(/^1 of \d+$/);
    await shot(page, `tribello-map-${size.width}`);
  });
}

for (const size of LARGE)
  test(`a lesson at ${size.width}×${size.height}: the coach's column grows with the window, and the hand overlaps no more than the design allows`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openApp(page);
    // The course starts with the table; following suit is its third lesson.
    await page
      .locator('li.game')
      .filter({ has: page.getByRole('heading', { name: 'Sprøyte', exact: true }) })
      .getByRole('button', { name: 'Lessons', exact: true })
      .click();
    await page.getByRole('button', { name: 'Start: Follow suit and who wins' }).click();
    await page.getByRole('button', { name: 'Begin', exact: true }).click();
    await page.locator('.coach-slot').getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Follow suit: play a heart.')).toBeVisible({ timeout: 20_000 });
    await shot(page, `lesson-${size.width}`);
    await expectClean(page, `lesson at ${size.width}×${size.height}`);
    const coach = (await page.locator('.coach-slot').boundingBox())!;
    // 367 px before at every size; now about a quarter of the window.
    expect(coach.width).toBeGreaterThan(size.width * 0.22);
    // Every card of the hand shows at least half its width (its index and its pips); the last shows whole.
    const strips = await page.locator('.hand .slot').evaluateAll((els) => {
      const boxes = els.map((e) => e.getBoundingClientRect());
      const card = els[0].querySelector('svg')!.getBoundingClientRect().width;
      return boxes.slice(0, -1).map((b, i) => (boxes[i + 1].left - b.left) / card);
    });
    expect(strips.length).toBeGreaterThan(5);
    expect(Math.min(...strips)).toBeGreaterThanOrEqual(0.5);
  });
