// The table as a new user meets it (issue 15): what a click or a key press does at once.
import { test, expect, openApp } from './fixtures.ts';
import { handNames, startGame } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('issue 15 item 1: after you win a trick, the first click on a card plays it, during the pause', async ({ page }) => {
  // Slow speed: the won trick stays shown for 2.6 s, long enough to click into the pause.
  await openApp(page, { speed: 'slow' });
  await startGame(page, 'Spades', async () => {}, 5);
  await page.getByRole('group', { name: 'Your bid' }).getByRole('button', { name: '3', exact: true }).click();
  const hand = page.getByRole('region', { name: 'Your hand' });
  const playable = hand.locator('button:not([aria-disabled])');
  const cont = page.getByRole('button', { name: 'Continue', exact: true });
  const wonByYou = page.getByText(/^You won the trick/);
  for (let step = 0; step < 200 && !(await wonByYou.isVisible()); step++) {
    if (await cont.isVisible()) await cont.click();
    else if ((await hand.locator('button.usable').count()) && (await playable.count())) await playable.first().click();
    else await page.waitForTimeout(50);
  }
  await expect(wonByYou).toBeVisible();
  // At once, as a person would (no waiting here: the pause ends by itself after 2.6 s).
  const card = playable.first();
  const [name, classes, paused] = [await card.getAttribute('aria-label'), await card.getAttribute('class'), await cont.isVisible()];
  const before = await handNames(page);
  await card.click();
  expect(paused).toBe(true); // the click fell into the pause
  // One click: the card leaves your hand and leads the next trick, before the pause would have ended.
  await expect.poll(() => handNames(page), { timeout: 1500 }).toHaveLength(before.length - 1);
  expect(await handNames(page)).not.toContain(name);
  await expect(page.getByRole('group', { name: 'Cards on the table' }).getByRole('listitem').first()).toHaveAccessibleName(`You: ${name}`);
  await expect(page.getByRole('alert')).toHaveCount(0); // no refusal
  expect(classes).toMatch(/(^|\s)usable(\s|$)/); // during the pause the card stood up as playable
});
