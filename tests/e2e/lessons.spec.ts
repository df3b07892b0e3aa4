// Lessons as a newcomer takes them: from the home screen, the first lesson to its
// end at the app's default speed, a listed mistake with its feedback, leaving and coming back to the same
// step after a reload, and a lesson in Norwegian.
import { test, expect, openApp } from './fixtures.ts';
import type { Page } from '@playwright/test';

const coach = (page: Page) => page.getByRole('region', { name: /./ }).filter({ has: page.locator('#coach-title') });
const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });

test('Sprøyte from the home screen: the course starts with the table; following suit, a refused card explained with its rule, then to the end', async ({
  page,
}) => {
  await openApp(page, { speed: 'normal' });
  await page.getByRole('button', { name: 'Learn Sprøyte' }).click();
  await expect(page.getByRole('heading', { name: 'The table, the cards and the deal' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'Start: Follow suit and who wins' }).click();
  const started = Date.now();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  // The exchange is played for everybody; its words stay until Next.
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await coach(page).getByRole('button', { name: 'Next', exact: true }).click();

  // The exchange is played for everybody; Kari leads the ♥K and it is your turn.
  await expect(coach(page).getByText('Follow suit: play a heart.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Step 2 of 5')).toBeVisible();

  // The listed mistake: a club on a heart lead is refused by the rules, with the rule linked.
  await hand(page).getByRole('button', { name: 'Three of clubs' }).click({ force: true }); // dimmed, still clickable
  const feedback = coach(page).getByRole('alert');
  await expect(feedback).toContainText('That is not allowed:');
  await expect(feedback).toContainText('You still hold hearts, so you must follow suit');
  await expect(feedback.getByRole('button', { name: /SPR-7\.3/ })).toBeVisible();

  await hand(page).getByRole('button', { name: 'Five of hearts' }).click();
  await expect(coach(page)).toContainText('Well done.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByText('the highest heart wins the trick')).toBeVisible({ timeout: 20_000 });
  await expect(coach(page)).not.toContainText('Well done.');
  // The trick the coach explains is still on the table; its cards read as coloured text.
  await expect(coach(page).getByRole('img', { name: 'Ace of hearts' })).toBeVisible();
  const olasAce = page.locator('.trick').getByLabel(/ace of hearts/i);
  await expect(olasAce).toBeVisible();
  await page.waitForTimeout(2000); // longer than a trick is shown at this speed (1.6 s): it must still be there
  await expect(olasAce).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/lesson.png' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(coach(page).getByText('Follow suit again: play a diamond.')).toBeVisible({ timeout: 20_000 });
  await hand(page).getByRole('button', { name: 'Queen of diamonds' }).click();
  // An accepted card gets one message: its note, not praise with a correction after it.
  await expect(coach(page)).toContainText('Allowed — it is a diamond.');
  await expect(coach(page)).not.toContainText('That works too.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByText('Ola has two tricks')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(coach(page).getByRole('heading', { name: 'Lesson done' })).toBeVisible({ timeout: 20_000 });
  // The refused club cost a star, and the card says the rule.
  await expect(coach(page).getByRole('img', { name: '2 stars' })).toBeVisible();
  await expect(coach(page)).toContainText('Wrong tries this time: 1.');
  console.log(`SPR-L1 finished in ${((Date.now() - started) / 1000).toFixed(1)} s at the default speed`);

  await coach(page).getByRole('button', { name: 'All lessons' }).click();
  await expect(page.getByRole('heading', { name: 'Learn Sprøyte' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Follow suit and who wins' });
  await expect(row).toContainText('Done');
  await expect(row.getByRole('img', { name: '2 stars of 3' })).toBeVisible();

  // Taken again and left half-way, the finished lesson keeps its place: Continue, not Again.
  await row.getByRole('button', { name: 'Again: Follow suit and who wins' }).click();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await coach(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByText('Follow suit: play a heart.')).toBeVisible({ timeout: 20_000 });
  await hand(page).getByRole('button', { name: 'Five of hearts' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Continue: Follow suit and who wins' })).toBeVisible();
  await expect(row.getByRole('img', { name: '2 stars of 3' })).toBeVisible();
});

const openList = (page: Page, name = 'Lessons') =>
  page
    .locator('li.game')
    .filter({ has: page.getByRole('heading', { name: 'Sprøyte', exact: true }) })
    .getByRole('button', { name, exact: true })
    .click();

test('leaving mid-lesson and reloading comes back after the step played', async ({ page }) => {
  await openApp(page);
  await openList(page);
  await page.getByRole('button', { name: 'Start: Follow suit and who wins' }).click();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await coach(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByText('Follow suit: play a heart.')).toBeVisible();
  await hand(page).getByRole('button', { name: 'Five of hearts' }).click();
  await expect(coach(page)).toContainText('Well done.');

  // A reload comes back to the lesson, which offers to continue at the step it left.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Follow suit and who wins' })).toBeVisible();
  await expect(page.getByText('Step 3 of 5')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await expect(coach(page).getByText('the highest heart wins the trick')).toBeVisible();
  // The table is as it was: the heart trick is over and your ♥5 is on it.
  await expect(hand(page).getByRole('button', { name: 'Five of hearts' })).toHaveCount(0);
  await expect(hand(page).getByRole('button', { name: 'Eight of hearts' })).toBeVisible();

  // Leaving and coming back from the home screen's lesson list: Continue, at that step.
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await openList(page);
  await page.getByRole('button', { name: 'Continue: Follow suit and who wins' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
});

test('a lesson in Norwegian', async ({ page }) => {
  await openApp(page, { locale: 'nb' });
  await openList(page, 'Leksjoner');
  await page.getByRole('button', { name: 'Begynn: Følg farge – og hvem som tar stikket' }).click();
  await expect(page.getByRole('heading', { name: 'Følg farge – og hvem som tar stikket' })).toBeVisible();
  await page.getByRole('button', { name: 'Begynn', exact: true }).click();
  await coach(page).getByRole('button', { name: 'Neste', exact: true }).click();
  await expect(coach(page).getByText('Følg farge: legg en hjerter.')).toBeVisible();
  await page
    .getByRole('region', { name: 'Hånden din' })
    .getByRole('button', { name: /kløver (3|tre)/i })
    .click({ force: true });
  await expect(coach(page).getByRole('alert')).toContainText('Det er ikke lov:');
});

test('playing a game never learned offers its first lesson, easily declined', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Play Sprøyte' }).click();
  const offer = page.getByRole('dialog', { name: 'New to Sprøyte?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Just play' }).click();
  await expect(page.locator('main.setup')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Play Sprøyte' }).click();
  await expect(page.locator('main.setup')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a quiz answered wrong, then right: the score comes from the scoring code, the mistake from the lesson', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Lessons' }).first().click();
  await page.getByRole('button', { name: 'Start: Counting points in a trump or grand deal' }).click();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByText('You took 6 tricks. How many points do you score?')).toBeVisible();
  const choices = coach(page).getByRole('group', { name: 'Choose an answer' });
  await choices.getByRole('button', { name: '6', exact: true }).click();
  await expect(coach(page).getByRole('alert')).toContainText('Only the tricks above four count');
  // Show me comes after two wrong tries.
  await expect(coach(page).getByRole('button', { name: 'Show me' })).toHaveCount(0);
  await coach(page).getByRole('button', { name: 'Try again' }).click();
  await choices.getByRole('button', { name: '2', exact: true }).click();
  await expect(coach(page)).toContainText('Right.');
  await expect(coach(page)).toContainText('6 tricks are 2 above four, so 2 points');
  await coach(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByText('Ola took 4 tricks.')).toBeVisible();
});

test("a lesson's header shows the list's number and title, and its rules by name, never an internal id", async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Learn Spades' }).click();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  const list = page.locator('ol.list > li');
  const second = list.nth(1);
  const title = (await second.getByRole('heading').textContent())?.trim() ?? '';
  await expect(second).toContainText('2');
  await second.getByRole('button', { name: /^Start: / }).click();
  await expect(coach(page).getByText('Lesson 2', { exact: true })).toBeVisible();
  await expect(coach(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(coach(page)).not.toContainText(/\b(SPD|SPR|TRB)-L\d/);
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  const rules = coach(page).locator('p.rules');
  await expect(rules).toBeVisible({ timeout: 20_000 });
  await expect(rules.getByRole('button').first()).not.toHaveText(/^(SPD|SPR|TRB|COM)-/);
  await expect(rules).not.toContainText(/\b(SPD|SPR|TRB|COM)-\d/);
  await page.screenshot({ path: 'test-results/lesson-header.png' });
});

test('the lesson list tags every lesson with a quiz step "Quiz", at a table or not', async ({ page }) => {
  await openApp(page);
  await page
    .locator('li.game')
    .filter({ has: page.getByRole('heading', { name: 'Tribello', exact: true }) })
    .getByRole('button', { name: 'Lessons', exact: true })
    .click();
  const row = (title: string) =>
    page.locator('ol.list > li').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row('Quotas follow the seat')).toContainText('Quiz');
  await expect(row('Round 1: the cut sets trump')).toContainText('Quiz');
  await expect(row('The dealer leads; follow suit; trump when void')).not.toContainText('Quiz');
});
