// What the hint's browser tests share: where the hint shows, the card names it uses, and getting to a turn
// where a card of yours may be played.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
/** The hint's line by your hand. */
export const note = (page: Page) => page.locator('[data-hand] .note');
/** A card id ('TC') as the words show it ('♣10'). */
export const shown = (id: string) => ({ S: '♠', H: '♥', D: '♦', C: '♣' })[id[1]] + (id[0] === 'T' ? '10' : id[0]);
export const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/hint/${name}.png` });

/** A card you may play now (in an exchange the cards are picked, aria-pressed, not played). */
export const playable = (page: Page) =>
  page.locator('[data-hand] button[data-card]:not([aria-disabled]):not([aria-pressed])');

/** Answers the panels before the first card (keep the hand) until a card of yours may be played. */
export async function toPlayTurn(page: Page): Promise<void> {
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
export async function expectCardHint(page: Page): Promise<string> {
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
