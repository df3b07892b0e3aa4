// Tribello's lessons as a newcomer takes them: TRB-L1 from the home screen to its
// end at the default speed with its listed mistake answered first; TRB-L2's key quiz on the cut card; and
// TRB-L4 at the real table: the refused spade on a diamond lead, then the listed discard instead of a trump.
import { test, expect, openApp } from './fixtures.ts';
import { WORDS, courseWalkTests, walkCourse } from './lesson-walk.ts';
import type { Page } from '@playwright/test';

const coach = (page: Page) => page.getByRole('region', { name: /./ }).filter({ has: page.locator('#coach-title') });
const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
const choose = (page: Page, name: string) =>
  coach(page).getByRole('group', { name: 'Choose an answer' }).getByRole('button', { name, exact: true });
const next = (page: Page) => coach(page).getByRole('button', { name: 'Next', exact: true }).click();

async function openLesson(page: Page, title: string): Promise<void> {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tribello' }) })
    .getByRole('button', { name: 'Lessons' })
    .click();
  await page.getByRole('button', { name: `Start: ${title}` }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
}

test('Tribello lesson 1 from the home screen: the quota that did not move is caught, then to the end', async ({
  page,
}) => {
  await openApp(page, { speed: 'normal' });
  const started = Date.now();
  await page.getByRole('button', { name: 'Learn Tribello' }).click();
  await expect(page.getByRole('heading', { name: 'Quotas follow the seat' })).toBeVisible();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();

  await expect(coach(page).getByText('Liv sits on your left')).toBeVisible();
  await next(page);
  await expect(coach(page).getByText('Deal 1: you are the dealer. What is your quota?')).toBeVisible();
  await choose(page, '6').click();
  await expect(coach(page)).toContainText('Right.');
  await next(page);
  await choose(page, '4').click();
  await next(page);
  await expect(coach(page).getByText('Deal 2 begins. Who deals now?')).toBeVisible();
  await choose(page, 'Liv').click();
  await next(page);

  // The listed mistake: keeping the dealer's 6 after the deal has moved on.
  await expect(coach(page).getByText('Deal 2: Liv deals. What is your quota now?')).toBeVisible();
  await choose(page, '6').click();
  const feedback = coach(page).getByRole('alert');
  await expect(feedback).toContainText('The quota belongs to the dealer’s chair, which moved.');
  await expect(feedback.getByRole('button', { name: /TRB-4\.1/ })).toBeVisible();
  await coach(page).getByRole('button', { name: 'Try again' }).click();
  await choose(page, '3').click();
  await expect(coach(page)).toContainText('Right.');
  await next(page);

  await expect(coach(page).getByRole('heading', { name: 'Lesson done' })).toBeVisible();
  await expect(coach(page).getByLabel('2 stars')).toBeVisible();
  console.log(`TRB-L1 finished in ${((Date.now() - started) / 1000).toFixed(1)} s at the default speed`);
});

test('Tribello lesson 2: the cut card counts by its suit only', async ({ page }) => {
  await openApp(page);
  await openLesson(page, 'Round 1: the cut sets trump');
  await expect(coach(page).getByText('Liv, on your left, cuts')).toBeVisible();
  await next(page);
  await choose(page, '8 of spades').click();
  await expect(coach(page).getByRole('alert')).toContainText('Only the suit counts; the 8 means nothing.');
  await coach(page).getByRole('button', { name: 'Try again' }).click();
  await choose(page, '2 of hearts').click();
  await expect(coach(page)).toContainText('Right.');
  await next(page);
  await next(page);
  await choose(page, 'Liv').click();
  await expect(coach(page).getByRole('alert')).toContainText('Liv only cut and showed it.');
  await coach(page).getByRole('button', { name: 'Try again' }).click();
  await choose(page, 'You').click();
  await next(page);
  // The ♥8 was dealt to you as your last card (TRB-5.3).
  await expect(hand(page).getByRole('button', { name: 'Eight of hearts' })).toBeVisible();
  await next(page);
  await expect(coach(page).getByRole('heading', { name: 'Lesson done' })).toBeVisible();
});

test('Tribello lesson 4 at the table: must follow suit, and a discard instead of a trump is explained', async ({
  page,
}) => {
  await openApp(page);
  await openLesson(page, 'The dealer leads; follow suit; trump when void');
  // The exchange is played for everybody; its words stay until Next.
  await expect(page.getByText('Step 1 of')).toBeVisible();
  await next(page);

  await expect(coach(page).getByText('Rune led the')).toBeVisible({ timeout: 20_000 });
  await hand(page).getByRole('button', { name: 'Three of spades' }).click({ force: true }); // dimmed, still clickable
  const refused = coach(page).getByRole('alert');
  await expect(refused).toContainText('That is not allowed:');
  await expect(refused.getByRole('button', { name: /TRB-8\.2/ })).toBeVisible();
  await hand(page).getByRole('button', { name: 'Four of diamonds' }).click();
  await expect(coach(page)).toContainText('Well done.');
  await next(page);

  await expect(coach(page).getByText('Liv takes the trick and leads the next one')).toBeVisible({ timeout: 20_000 });
  await next(page);
  await expect(coach(page).getByText('You have no clubs: trump it with a spade.')).toBeVisible({ timeout: 20_000 });
  await hand(page).getByRole('button', { name: 'Four of hearts' }).click();
  await expect(coach(page).getByRole('alert')).toContainText('you never have to trump');
  await coach(page).getByRole('button', { name: 'Try again' }).click();
  await hand(page).getByRole('button', { name: 'Three of spades' }).click();
  await next(page);
  await expect(coach(page).getByText('the highest trump wins')).toBeVisible({ timeout: 20_000 });
  await next(page);
  await expect(coach(page).getByRole('heading', { name: 'Lesson done' })).toBeVisible({ timeout: 20_000 });
});

// Every Tribello lesson walked to its end as a newcomer would: the glow first, then the
// coach's words, one wrong move per lesson; lesson-walk.ts's checks at every step and axe-core at every kind of
// screen (lesson-walk.ts). The course is walked in parts of six, each in one page from lesson to
// lesson by the completion card's "Next lesson". In English, and the first lesson in Norwegian with the list.
courseWalkTests('Tribello', 12);

test('Tribello lesson 1 of the course in Norwegian, with the lesson list, walked to its end', async ({ page }) => {
  await openApp(page, { locale: 'nb' });
  const [run] = await walkCourse(page, 'Tribello', 0, 1, WORDS.nb, { axe: true });
  expect(run.checked.length).toBeGreaterThan(0);
});
