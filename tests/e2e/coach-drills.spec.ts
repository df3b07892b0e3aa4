// The coach's card drills in a real browser: positions from your own Tribello games, the card you played again
// missed and the better card solved, the missed one back sooner, also after a reload.
import { test, expect, openApp } from './fixtures.ts';
import { drill, seedCoach, skills } from './coach-kit.ts';
import cardDrills from './data/tribello-card-drills.json' with { type: 'json' };

// Two "find the better card" positions from your own Tribello games, kept as the coach keeps a costly play: the
// decision's position and the judge's verdict at the app's 1,000 sampled deals (scripts/coach-drill-fixture.ts).
// Found with Beginner in seat 0 on shuffles 3 and 6: trumping in with ♣Q where ♣5 or ♣8 do, ♥2 where ♥Q wins.
const cardGames = {
  version: 2,
  off: false,
  games: {
    tribello: {
      model: {
        deals: 4,
        skills: skills([
          ['trump-in', 12, 3],
          ['win-cheaply', 30, 2],
          ['leading', 30, 1],
        ]),
      },
      drills: cardDrills,
      seen: [],
      hands: [],
    },
  },
};

test('card drills: the card you played again is missed, the better card solved; the missed one comes back sooner, also after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await openApp(page);
  await seedCoach(page, cardGames);
  await expect(page.getByText('Today: 2 positions from your games')).toBeVisible();
  await page.getByRole('button', { name: 'Practise 2 positions' }).click(); // the set Practise opens, counted
  const hand = page.getByRole('region', { name: 'Your hand' });

  // Position 1: the same card as in your game — missed; the verdict names the better card and the skill's rule.
  await expect(drill(page).getByRole('heading', { name: 'Find the better card' })).toBeVisible();
  await expect(drill(page)).toContainText('Position 1 of 2 · Trumping in');
  await hand.locator('button[data-card="QC"]').click();
  const missed = drill(page).getByRole('status').filter({ hasText: 'Not quite' });
  await expect(missed).toContainText('five of clubs was better than queen of clubs', { timeout: 60_000 });
  await expect(missed).toContainText('In your game you chose queen of clubs.');
  await expect(missed.getByRole('button', { name: /TRB-/ })).toBeVisible();
  await drill(page).getByRole('button', { name: 'Next position' }).click();

  // Position 2: the better card — solved.
  await expect(drill(page)).toContainText('Position 2 of 2 · Winning cheaply');
  await hand.locator('button[data-card="QH"]').click();
  await expect(drill(page).getByRole('status').filter({ hasText: 'Right: queen of hearts' })).toBeVisible({
    timeout: 60_000,
  });
  await drill(page).getByRole('button', { name: 'Finish' }).click();
  await expect(drill(page)).toContainText('You solved 1 of 2');

  // Your progress shows both skills; a quarter of an hour later only the missed position is due again.
  await drill(page).getByRole('button', { name: 'Back to your progress' }).click();
  await expect(page.getByRole('heading', { name: 'Tribello: your progress' })).toBeVisible();
  await expect(page.locator('[data-skill="trump-in"]')).toContainText('Trumping in');
  await expect(page.locator('[data-skill="win-cheaply"]')).toBeVisible();
  await page.clock.fastForward('15:00');
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByText('Today: 1 position from your games')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Today: 1 position from your games')).toBeVisible();
  await page.getByRole('button', { name: 'Practise 1 position' }).click();
  await expect(drill(page)).toContainText('Position 1 of 1 · Trumping in');
});
