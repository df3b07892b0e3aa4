// Walking a lesson in the browser as a newcomer would (issue 20 item 8): the glow first, then the coach's
// words, one deliberate wrong move per lesson. At every step it checks items 1–3 of the issue:
// 1. a step opens with no feedback (nothing from the step before stays under the new question);
// 2. a glowing card is accepted when played (never "Not this time" or a refusal), and says so to a screen
//    reader ("suggested by the lesson" in its accessible description);
// 3. while a step is only read, the hand is not live (no dead controls offered).
// axe-core is not installed here, so the accessibility checks are made by hand: the stars are an image with
// a name, and "Show me" is offered after two wrong tries.
import { expect, type Locator, type Page } from '@playwright/test';

type Words = Readonly<Record<string, string>>;
/** The app's words the walk clicks or reads (renderer/src/i18n/{en,nb}.ts; the e2e project cannot import them). */
export const WORDS: Readonly<Record<'en' | 'nb', Words>> = {
  en: {
    'home.lessons': 'Lessons', 'tutor.begin': 'Begin', 'tutor.next': 'Next', 'tutor.skip': 'Skip', 'tutor.tryAgain': 'Try again',
    'tutor.showMe': 'Show me', 'tutor.finishedTitle': 'Lesson done', 'tutor.suggested': 'suggested by the lesson',
  },
  nb: {
    'home.lessons': 'Leksjoner', 'tutor.begin': 'Begynn', 'tutor.next': 'Neste', 'tutor.skip': 'Hopp over', 'tutor.tryAgain': 'Prøv igjen',
    'tutor.showMe': 'Vis meg', 'tutor.finishedTitle': 'Leksjonen er fullført', 'tutor.suggested': 'foreslått av leksjonen',
  },
};

export interface Walked {
  readonly steps: number;
  readonly wrong: boolean;
  readonly skipped: number;
  readonly stars: string | null;
}

const coachOf = (page: Page): Locator => page.locator('section.coach');

/** Open the `index`-th lesson of the game's list (home → the game's Lessons → that row) and begin it. */
export async function openNth(page: Page, game: string, index: number, w: Words): Promise<void> {
  await page.locator('li.game').filter({ has: page.getByRole('heading', { name: game, exact: true }) }).getByRole('button', { name: w['home.lessons'], exact: true }).click();
  await page.locator('ol.list > li').nth(index).locator('.actions button').first().click();
  await coachOf(page).getByRole('button', { name: w['tutor.begin'], exact: true }).click();
}

/** The coach's "Step n of N" as text ('' on the completion card). */
async function stepText(page: Page): Promise<string> {
  const p = coachOf(page).locator('p.progress');
  return (await p.count()) ? ((await p.textContent()) ?? '') : '';
}

/** Walk the lesson begun on `page` to its completion card. */
export async function walk(page: Page, w: Words): Promise<Walked> {
  const coach = coachOf(page);
  const next = coach.getByRole('button', { name: w['tutor.next'], exact: true });
  const skip = coach.getByRole('button', { name: w['tutor.skip'], exact: true });
  const tryAgain = coach.getByRole('button', { name: w['tutor.tryAgain'], exact: true });
  const showMe = coach.getByRole('button', { name: w['tutor.showMe'], exact: true });
  const done = coach.getByRole('heading', { name: w['tutor.finishedTitle'], exact: true });
  const choices = coach.locator('fieldset.choices button');
  const hand = page.locator('[data-hand]');
  let wrong = false;
  let skipped = 0;
  let steps = 0;

  for (let guard = 0; guard < 120; guard++) {
    await expect(done.or(next).or(skip).first()).toBeVisible({ timeout: 20_000 });
    if (await done.isVisible()) break;
    const before = await stepText(page);

    if (await next.isVisible()) {
      // 3: a step being read offers no live card.
      await expect(hand.locator('button.usable')).toHaveCount(0);
      await next.click();
      await expect.poll(async () => (await done.isVisible()) || (await stepText(page)) !== before, { timeout: 20_000 }).toBe(true);
      // 1: the new step opens with its own words only.
      if (!(await done.isVisible())) {
        await expect(coach.locator('.feedback')).toHaveCount(0);
        steps++;
      }
      continue;
    }

    if ((await choices.count()) > 0) {
      // A quiz: answers in order until the right one; Show me appears after two wrong tries.
      const n = await choices.count();
      let tries = 0;
      for (let i = 0; i < n; i++) {
        await choices.nth(i).click();
        await expect(coach.locator('.feedback')).toBeVisible();
        if (await coach.locator('.feedback.right').isVisible()) break;
        tries++;
        wrong = true;
        if (tries >= 2) await expect(showMe).toBeVisible();
        else await expect(showMe).toHaveCount(0);
        await tryAgain.click();
        await expect(coach.locator('.feedback')).toHaveCount(0);
      }
      continue;
    }

    // An act step at the learner's turn.
    const suggested = hand.locator('button[data-suggested]');
    const glowing = await suggested.count();
    for (let i = 0; i < glowing; i++) await expect(suggested.nth(i)).toHaveAccessibleDescription(new RegExp(w['tutor.suggested']));
    const playing = (await hand.locator('button.usable').count()) > 0;
    const selecting = await page.locator('[data-hand].selecting').count();

    if (!wrong && playing && !selecting) {
      // The lesson's one wrong move: a card the engine refuses, else a card the step does not light up.
      const refused = hand.locator('button.unusable');
      const other = hand.locator('button.usable:not([data-suggested])');
      const card = (await refused.count()) ? refused.first() : (await other.count()) && glowing ? other.first() : null;
      if (card) {
        await card.click({ force: true });
        await expect(next.or(coach.locator('.feedback.refused, .feedback.mistake, .feedback.other')).first()).toBeVisible();
        if (await next.isVisible()) continue; // an accepted alternative after all: the step is over
        wrong = true;
        if (await tryAgain.isVisible()) await tryAgain.click();
      }
    }

    if (glowing > 0 && playing && !selecting) {
      // 2: the glowing card is accepted.
      await suggested.first().click();
      await expect(next).toBeVisible({ timeout: 20_000 });
      await expect(coach.locator('.feedback.mistake, .feedback.other, .feedback.refused')).toHaveCount(0);
      continue;
    }
    if (glowing > 0 && selecting) {
      for (let i = 0; i < glowing; i++) await suggested.nth(i).click();
      const confirm = page.locator('.panel-slot button.primary:enabled').first();
      if (await confirm.count()) {
        await confirm.click();
        // An exchange the walk could not complete this way is skipped below (and counted as skipped).
        await next.or(coach.locator('.feedback')).first().waitFor({ timeout: 5_000 }).catch(() => {});
        if (await next.isVisible()) {
          await expect(coach.locator('.feedback.mistake, .feedback.other, .feedback.refused')).toHaveCount(0);
          continue;
        }
      }
    }
    // A decision the glow does not show (a bid, the talon, naming trump): the learner skips it here.
    await skip.click();
    skipped++;
    await expect(next).toBeVisible({ timeout: 20_000 });
  }
  await expect(done).toBeVisible();
  const starsImg = coach.locator('p.stars[role="img"]');
  const stars = (await starsImg.count()) ? await starsImg.getAttribute('aria-label') : null;
  return { steps, wrong, skipped, stars };
}
