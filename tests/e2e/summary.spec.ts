// The deal summary's buttons are always in view: at every window size, with any number of
// play-check items. The buttons live below the dialog's scrolling part, so a long body scrolls on its own.
import { test, expect, openApp } from './fixtures.ts';
import { playDeal, startGame, summaryDialog } from './helpers.ts';
import { wholeInView } from './boxes.ts';

const SIZES = [
  [1024, 640],
  [1280, 800],
  [1920, 1080],
  [2560, 1440],
] as const;

test('Review, Play this deal again and Continue stay in view at every size, however long the play check', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1024, height: 640 });
  await openApp(page);
  await startGame(page, 'Spades', async () => {}, 2);
  await playDeal(page, { bid: '3' });
  const summary = summaryDialog(page);
  await expect(summary.getByText('Checking your plays…')).toHaveCount(0, { timeout: 30_000 });
  // Every fold of the summary open ("Show N more"), and then forty more lines of the check's kind: the
  // body may grow without end; the buttons below it may not move out of the window.
  for (const d of await summary.locator('details').all())
    await d.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  await summary.locator('.body').evaluate((body) => {
    const list = body.appendChild(document.createElement('ul'));
    list.className = 'many';
    list.innerHTML = '<li>Trick 4: ♠K cost about 12 points; ♠2 was better.</li>'.repeat(40);
  });
  const buttons = summary.getByRole('button', {
    name: /^(Review this hand|Play this hand again|Score sheet|Continue)$/,
  });
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await wholeInView(page, buttons, 4);
  }
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: 'test-results/summary-1024.png' });
  // The body scrolls under its own bar: its last line is reachable.
  await summary.locator('ul.many li').last().scrollIntoViewIfNeeded();
  await expect(summary.locator('ul.many li').last()).toBeInViewport();
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeInViewport({ ratio: 1 });
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(summary).toHaveCount(0);
});
