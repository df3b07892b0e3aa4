// The play check links to the moment: a costly play opens the review at its trick with the
// card you played and the better card marked, and "Try it again" starts a practice table just before it.
import { test, expect, openApp } from './fixtures.ts';
import { playDeal, startGame, summaryDialog } from './helpers.ts';

/** A card id ('TC') as the words show it ('♣10'). */
const shown = (id: string) => ({ S: '♠', H: '♥', D: '♦', C: '♣' })[id[1]] + (id[0] === 'T' ? '10' : id[0]);

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a costly play opens the review at its trick with both cards marked, and Try it again plays it again', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 7);
  await playDeal(page, { last: true });
  const summary = summaryDialog(page);
  const check = summary.getByRole('region', { name: 'How you played' });
  await expect(check.getByText(/^Trick \d+: you played/).first()).toBeVisible({ timeout: 120_000 });
  // The first costly card play (a costly exchange may be listed before it).
  const item = check
    .locator('li')
    .filter({ hasText: /^Trick \d+: you played/ })
    .first();
  const line = (await item.locator('span[aria-hidden]').textContent()) ?? '';
  const [, trick, card, better] = /^Trick (\d+): you played (\S+) — (\S+) was better/.exec(line) ?? [];
  expect(trick, line).toBeTruthy();

  await item.getByRole('button', { name: `Show trick ${trick} in the review` }).click();
  const review = page.getByRole('dialog', { name: /Deal 1 in review/ });
  await expect(review).toBeVisible();
  // The check's line stands above the board; the trick is the one it names, your card in it marked.
  await expect(review.locator('.mark')).toContainText(line);
  await expect(review.locator('.caption')).toContainText(`Trick ${trick}`);
  const played = review.getByRole('group', { name: 'Cards on the table' }).locator('li.marked');
  await expect(played).toHaveCount(1);
  await expect(played).toHaveAttribute('data-card', /./);
  await expect(played).toHaveAttribute('aria-label', /^You: .+ — marked, the card played$/);
  // The better card is still in your hand at that moment, marked there.
  const mine = review.getByRole('list', { name: 'Hand: You' });
  const betterCard = mine.locator('li.marked');
  await expect(betterCard).toHaveCount(1);
  await expect(betterCard).toHaveAttribute('aria-label', /— marked, the better card$/);
  await page.screenshot({ path: 'test-results/hint/check-review-en.png' });
  const playedCard = (await played.getAttribute('data-card')) ?? '';
  const betterId = (await betterCard.getAttribute('data-card')) ?? '';
  expect(card).not.toBe(better);
  expect(playedCard).not.toBe(betterId);
  // Exactly the two cards the line names: the one you played in the trick, the better one in your hand.
  expect(shown(playedCard)).toBe(card);
  expect(shown(betterId)).toBe(better);
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);

  // Try it again: the same deal, just before that play, your turn with the card you played still in hand.
  await item.getByRole('button', { name: 'Try it again' }).click();
  await expect(summaryDialog(page)).toHaveCount(0);
  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(hand.locator('button[data-card]:not([aria-disabled])').first()).toBeVisible({ timeout: 20_000 });
  await expect(hand.locator(`button[data-card="${playedCard}"]`)).toHaveCount(1);
  await expect(hand.locator(`button[data-card="${betterId}"]`)).toBeEnabled();
  await expect(page.getByRole('banner')).toContainText(/Deal\s*1/);
  // A word by the hand says this is the deal again, from just before that play.
  await expect(page.getByText('Again from just before your play')).toBeVisible();
  await page.screenshot({ path: 'test-results/hint/check-try-again-en.png' });
});
