// A drill a player can judge: each position shows the seats by their names with their bids or quotas and tricks,
// the trump or contract, the trick so far (who played what) and your hand sorted as at the table. Walks the
// built-in example set of each game (no games played yet). Screenshots go to test-results/drill/.
import type { Locator, Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { sortHand } from '../../renderer/src/lib/sort.ts';

const GAMES = [
  { game: 'Sprøyte', others: ['Ola', 'Kari'], seatFact: null },
  { game: 'Spades', others: ['Ola', 'Kari', 'Liv'], seatFact: /Bid (\d+|Nil|Blind Nil)/ },
  { game: 'Tribello', others: ['Ola', 'Kari'], seatFact: /Quota \d+/ },
] as const;
const SUITS: Readonly<Record<string, string>> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };

const drill = (page: Page) => page.locator('main.drill');
const cardsOf = (hand: Locator) =>
  hand.locator('button[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));

/** The trump suit the strip names ("Trump diamonds", "Contract Trump: clubs"), null without one. */
async function trumpOf(page: Page, game: string): Promise<string | null> {
  if (game === 'Spades') return 'S';
  const strip = (await drill(page).locator('ul.strip').textContent()) ?? '';
  const m = /Trump:? (spades|hearts|diamonds|clubs)/.exec(strip);
  return m ? SUITS[m[1]] : null;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

GAMES.forEach((g, i) =>
  test(`${g.game} drills: seats by name with their facts, the trick so far, the hand sorted as at the table`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openApp(page);
    await page.getByRole('button', { name: 'Your progress' }).nth(i).click();
    await page.getByRole('button', { name: /^Practise \d+ positions?$/ }).click();
    const hand = page.getByRole('region', { name: 'Your hand' });
    let tricks = 0;
    for (let k = 0; ; k++) {
      await expect(drill(page)).toContainText(`Position ${k + 1} of`);
      // Every seat by its name as at the table, never by a number; each with its tricks so far.
      const names = ['You', ...g.others];
      for (const name of names) {
        const seat = drill(page).getByRole('region', { name, exact: true });
        await expect(seat).toBeVisible();
        await expect(seat).toContainText(/\d+ tricks?/);
        if (g.seatFact) await expect(seat).toContainText(g.seatFact);
      }
      await expect(drill(page).getByRole('region', { name: /^\d+$/ })).toHaveCount(0);
      // The contract or trump is on the board.
      await expect(drill(page).locator('ul.strip')).toContainText(g.game === 'Sprøyte' ? 'Contract' : 'Trump');
      // Your hand in the table's order: trump first, suits by colour in turn, high to low.
      const cards = await cardsOf(hand);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards).toEqual(sortHand(cards, await trumpOf(page, g.game)));
      // The trick so far: each card with the name of who played it, in the order played.
      const exchange = drill(page).getByRole('button', { name: 'Exchange', exact: true });
      if (!(await exchange.count())) {
        const trick = drill(page).getByRole('region', { name: 'The trick so far' });
        const played = await trick
          .getByRole('listitem')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        if (played.length === 0) await expect(trick).toContainText('You lead to this trick.');
        // Said in full to a screen reader ("Ola: ace of spades"), shown short in a line under the cards.
        for (const p of played)
          expect(p).toMatch(new RegExp(`^(${g.others.join('|')}): \\w+ of (spades|hearts|diamonds|clubs)$`));
        if (played.length) {
          const line = played.map((p) => `${p.split(':')[0]}: [♠♥♦♣](10|[2-9AKQJ])`).join(' · ');
          await expect(trick.locator('p')).toHaveText(new RegExp(`^${line}$`));
        }
        tricks += played.length ? 1 : 0;
      }
      await page.screenshot({ path: `test-results/drill/${g.game}-${k + 1}.png`, fullPage: true });
      if (await exchange.count()) await exchange.click();
      else await hand.locator('button[data-card]:not([aria-disabled])').first().click();
      const next = drill(page).getByRole('button', { name: /^(Next position|Finish)$/ });
      await expect(next).toBeVisible({ timeout: 60_000 });
      if ((await next.textContent())?.trim() === 'Finish') break;
      await next.click();
    }
    expect(tricks, 'a position with cards on the table').toBeGreaterThan(0);
  }),
);
