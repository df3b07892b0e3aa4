// Spades lessons as a newcomer takes them: SPD-L1 from the home screen to its end
// with its listed mistake, a scoring quiz answered wrong and then right with the scoring code's figures,
// and the blind-nil lesson's "Look at my cards" mistake with the cards still face down afterwards.
import { test, expect, openApp } from './fixtures.ts';
import { WORDS, courseWalkTests, walkCourse } from './lesson-walk.ts';
import type { Page } from '@playwright/test';

const coach = (page: Page) => page.getByRole('region', { name: /./ }).filter({ has: page.locator('#coach-title') });
const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });

async function openLesson(page: Page, title: string): Promise<void> {
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Learn Spades' })
    .getByRole('button', { name: 'Lessons', exact: true })
    .click();
  await page.getByRole('button', { name: `Start: ${title}` }).click();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
}

test('Spades: the first lessons from the home screen: a refused card explained with its rule, then to the end', async ({
  page,
}) => {
  await openApp(page, { speed: 'normal' });
  const started = Date.now();
  await page.getByRole('button', { name: 'Learn Spades' }).click();
  // The course begins with the deal and who starts; partners and following suit come next.
  await expect(page.getByRole('heading', { name: 'The deal and who starts' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Start: Partners and following suit' }).click();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await expect(coach(page)).toContainText('is your partner');
  // While the lesson bids for the learner, the learner's seat never says "Your turn".
  const place = page.getByRole('region', { name: 'Your place' });
  await place.evaluate((el) => {
    const seen = { turn: false };
    (window as unknown as { yourTurnSeen: typeof seen }).yourTurnSeen = seen;
    const look = () => (seen.turn ||= (el.textContent ?? '').includes('Your turn'));
    new MutationObserver(look).observe(el, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // The bids are made for the learner; the step's words stay until Next.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const next = coach(page).getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { yourTurnSeen: { turn: boolean } }).yourTurnSeen.turn)).toBe(
    false,
  );
  await next.click();

  // The bids are made for the learner; Liv leads the ♦K and it is your turn.
  await expect(coach(page).getByText('Follow suit with the diamond that wins the trick.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(place).toContainText('Your turn');
  await hand(page).getByRole('button', { name: 'King of spades' }).click({ force: true }); // dimmed, still clickable
  const feedback = coach(page).getByRole('alert');
  await expect(feedback).toContainText('That is not allowed:');
  await expect(feedback.getByRole('button', { name: /SPD-6\.4/ })).toBeVisible();

  await hand(page).getByRole('button', { name: 'Ace of diamonds' }).click();
  await expect(coach(page)).toContainText('Right — the ace takes it.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByText('Nobody played a spade')).toBeVisible({ timeout: 30_000 });
  // Step 4's words only: the praise of step 3 went with it.
  await expect(coach(page)).not.toContainText('Right — the ace takes it.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page).getByRole('heading', { name: 'Lesson done' })).toBeVisible({ timeout: 30_000 });
  // One refused card: two stars, and the card says why.
  await expect(coach(page).getByRole('img', { name: '2 stars' })).toBeVisible();
  await expect(coach(page)).toContainText('★★ with one');
  console.log(`SPD-L1 finished in ${((Date.now() - started) / 1000).toFixed(1)} s at the default speed`);
});

test("a scoring quiz answered wrong, then right, explained with the scoring code's figures", async ({ page }) => {
  await openApp(page);
  await openLesson(page, 'Making and missing a contract');
  await expect(coach(page)).toContainText('You bid 4 and Kari 3; you took 5 tricks and Kari 4.');
  await coach(page).getByRole('button', { name: '+70', exact: true }).click();
  await expect(coach(page).getByRole('alert')).toContainText('each trick over the contract adds 1 point');
  await coach(page)
    .getByRole('button', { name: /Try again/ })
    .click();
  await coach(page).getByRole('button', { name: '+72', exact: true }).click();
  await expect(coach(page)).toContainText(
    'Your contract is 7 and you took 9: made. 10 × 7, plus 1 for each trick over it: 72',
  );
});

test('the blind-nil lesson: "Look at my cards" gets the lesson\'s word and the cards stay face down', async ({
  page,
}) => {
  await openApp(page);
  await openLesson(page, 'Blind nil and the card exchange');
  await expect(coach(page)).toContainText('Us 210, Them 320');
  await page.getByRole('button', { name: 'Look at my cards' }).click();
  await expect(coach(page).getByRole('alert')).toContainText('then Blind Nil is gone');
  await expect(page.getByRole('button', { name: 'Look at my cards' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Blind Nil', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page)).toContainText('Pass two cards to Kari');
});

// Every Spades lesson walked to its end as a newcomer would: the glow first, then the
// coach's words, one wrong move per lesson; lesson-walk.ts's checks at every step and axe-core at every kind of
// screen (lesson-walk.ts). The course is walked in parts of six, each in one page from lesson to
// lesson by the completion card's "Next lesson". In English, and the first lesson in Norwegian with the list.
courseWalkTests('Spades', 18);

test('Spades lesson 1 of the course in Norwegian, with the lesson list, walked to its end', async ({ page }) => {
  await openApp(page, { locale: 'nb' });
  const [run] = await walkCourse(page, 'Spades', 0, 1, WORDS.nb, { axe: true });
  expect(run.checked.length).toBeGreaterThan(0);
});

test('"Do this step again" replays the table in order: the first trick’s result before the second lead', async ({
  page,
}) => {
  await openApp(page);
  await openLesson(page, 'Spades are always trump');
  await coach(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(coach(page)).toContainText('The bids and the first trick are played for you');
  await coach(page).getByRole('button', { name: 'Next', exact: true }).click({ timeout: 30_000 });
  await expect(coach(page)).toContainText('Win the trick: play a small spade.', { timeout: 30_000 });
  await coach(page).getByRole('button', { name: 'Do this step again', exact: true }).click();
  await expect(coach(page)).toContainText('Win the trick: play a small spade.', { timeout: 30_000 });
  const log = page.getByRole('log');
  await expect(log).toContainText('Liv plays ace of hearts');
  const lines = await log.locator('p').allTextContents();
  const won = lines.findIndex((l) => l.startsWith('Liv wins the trick'));
  const led = lines.findIndex((l) => l.startsWith('Liv plays ace of hearts'));
  expect(won, lines.join(' | ')).toBeGreaterThanOrEqual(0);
  expect(won, lines.join(' | ')).toBeLessThan(led);
});
