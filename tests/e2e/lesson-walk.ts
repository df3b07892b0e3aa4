// Walking a lesson in the browser as a newcomer would: the glow first, then the coach's
// words, one deliberate wrong move per lesson. At every step it checks:
// 1. a step opens with no feedback (nothing from the step before stays under the new question);
// 2. a glowing card is accepted when played (never "Not this time" or a refusal), and says so to a screen
//    reader ("suggested by the lesson" in its accessible description);
// 3. while a step is only read, the hand is not live (no dead controls offered).
// 4. with `axe`, axe-core finds no serious or critical rule on the lesson screen, once per
//    kind of screen the lesson shows (intro, a step read, a quiz, a move at the table, feedback, the end);
//    besides, "Show me" is offered after two wrong tries and the stars are an image with a name.
// The walk keeps to the page: a course of lessons is walked one after another through the completion card's
// "Next lesson", as a learner does, with no fixed waits.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { openApp, test } from './fixtures.ts';

// axe-core's own script, evaluated in the page (a script tag would be refused by the app's Content Security Policy).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Words = Readonly<Record<string, string>>;
/** The app's words the walk clicks or reads (renderer/src/i18n/{en,nb}.ts; the e2e project cannot import them). */
export const WORDS: Readonly<Record<'en' | 'nb', Words>> = {
  en: {
    'home.lessons': 'Lessons',
    'tutor.begin': 'Begin',
    'tutor.next': 'Next',
    'tutor.skip': 'Skip',
    'tutor.tryAgain': 'Try again',
    'tutor.showMe': 'Show me',
    'tutor.finishedTitle': 'Lesson done',
    'tutor.suggested': 'suggested by the lesson',
    'tutor.nextLesson': 'Next lesson',
    'table.continue': 'Continue',
  },
  nb: {
    'home.lessons': 'Leksjoner',
    'tutor.begin': 'Begynn',
    'tutor.next': 'Neste',
    'tutor.skip': 'Hopp over',
    'tutor.tryAgain': 'Prøv igjen',
    'tutor.showMe': 'Vis meg',
    'tutor.finishedTitle': 'Leksjonen er fullført',
    'tutor.suggested': 'foreslått av leksjonen',
    'tutor.nextLesson': 'Neste leksjon',
    'table.continue': 'Fortsett',
  },
};

export interface Walked {
  readonly steps: number;
  readonly wrong: boolean;
  readonly skipped: number;
  readonly stars: string | null;
  /** The kinds of screen axe looked at (empty without `axe`). */
  readonly checked: readonly string[];
}

export interface WalkOptions {
  /** Run axe-core once per kind of screen this lesson shows. */
  readonly axe?: boolean;
}

const coachOf = (page: Page): Locator => page.locator('section.coach');

/** axe-core on the page as it is now: no serious or critical rule. */
export async function expectNoSeriousAxe(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    // One known false positive is set aside, and only on a hand's card buttons: label-content-name-mismatch
    // takes the text drawn inside the card's aria-hidden SVG (its corner index, "9") for a visible label
    // that "Nine of spades" must contain (axe-core's subtreeText check; its bug reports #4065 and #5063). The card
    // is a picture, not a text label (WCAG 2.5.3's non-text content); every other rule runs on it.
    const cardPicture = (target: unknown[]) =>
      document.querySelector(String(target[0]))?.matches('button[data-card]') ?? false;
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        ...v,
        nodes: v.id === 'label-content-name-mismatch' ? v.nodes.filter((n) => !cardPicture(n.target)) : v.nodes,
      }))
      .filter((v) => v.nodes.length > 0)
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(found, `serious axe rules on ${where}`).toEqual([]);
}

/** Open the game's lesson list from home. */
export async function openList(page: Page, game: string, w: Words): Promise<void> {
  await page
    .locator('li.game')
    .filter({ has: page.getByRole('heading', { name: game, exact: true }) })
    .getByRole('button', { name: w['home.lessons'], exact: true })
    .click();
  await expect(page.locator('ol.list > li').first()).toBeVisible();
}

/** Open the `index`-th lesson of the game's list (home → the game's Lessons → that row) and begin it. */
export async function openNth(
  page: Page,
  game: string,
  index: number,
  w: Words,
  opts: WalkOptions = {},
): Promise<void> {
  await openList(page, game, w);
  if (opts.axe) await expectNoSeriousAxe(page, `${game}: the lesson list`);
  await page.locator('ol.list > li').nth(index).locator('.actions button').first().click();
  await begin(page, w, opts);
}

async function begin(page: Page, w: Words, opts: WalkOptions): Promise<void> {
  const start = coachOf(page).getByRole('button', { name: w['tutor.begin'], exact: true });
  await expect(start).toBeVisible();
  if (opts.axe) await expectNoSeriousAxe(page, `${await coachOf(page).locator('h2').textContent()}: the intro`);
  await start.click();
}

/**
 * Walk `count` lessons of the course from the `from`-th, one after another in one page as a learner does
 * (each completion card's "Next lesson"); returns each lesson's walk.
 */
export async function walkCourse(
  page: Page,
  game: string,
  from: number,
  count: number,
  w: Words,
  opts: WalkOptions = {},
): Promise<Walked[]> {
  await openNth(page, game, from, w, opts);
  const out: Walked[] = [];
  for (let i = 0; i < count; i++) {
    out.push(await walk(page, w, opts));
    if (i + 1 < count) {
      await coachOf(page).getByRole('button', { name: w['tutor.nextLesson'], exact: true }).click();
      await begin(page, w, opts);
    }
  }
  return out;
}

/** Walk the lesson begun on `page` to its completion card. */
export async function walk(page: Page, w: Words, opts: WalkOptions = {}): Promise<Walked> {
  const coach = coachOf(page);
  const title = (await coach.locator('h2').textContent()) ?? '';
  const next = coach.getByRole('button', { name: w['tutor.next'], exact: true });
  const skip = coach.getByRole('button', { name: w['tutor.skip'], exact: true });
  const tryAgain = coach.getByRole('button', { name: w['tutor.tryAgain'], exact: true });
  const showMe = coach.getByRole('button', { name: w['tutor.showMe'], exact: true });
  const done = coach.getByRole('heading', { name: w['tutor.finishedTitle'], exact: true });
  const choices = coach.locator('fieldset.choices button');
  const progress = coach.locator('p.progress');
  const hand = page.locator('[data-hand]');
  // The table's own Continue for a held trick: in a lesson the coach's Next is the one way forward.
  const tableContinue = page.locator('main.felt').getByRole('button', { name: w['table.continue'], exact: true });
  const checked: string[] = [];
  const look = async (kind: string) => {
    if (!opts.axe || checked.includes(kind)) return;
    checked.push(kind);
    await expectNoSeriousAxe(page, `${title}: ${kind}`);
  };
  let wrong = false;
  let skipped = 0;
  let steps = 0;

  for (let guard = 0; guard < 120; guard++) {
    await expect(done.or(next).or(skip).first()).toBeVisible({ timeout: 20_000 });
    if (await done.isVisible()) break;
    const before = (await progress.textContent()) ?? '';

    if (await next.isVisible()) {
      // 3: a step being read offers no live card, and no second way forward.
      await expect(hand.locator('button.usable')).toHaveCount(0);
      await expect(tableContinue).toHaveCount(0);
      await look((await coach.locator('.feedback').count()) ? 'feedback' : 'a step read');
      await next.click();
      await expect(
        done.or(progress.filter({ hasNotText: new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })),
      ).toBeVisible({ timeout: 20_000 });
      // 1: the new step opens with its own words only.
      if (!(await done.isVisible())) {
        await expect(coach.locator('.feedback')).toHaveCount(0);
        steps++;
      }
      continue;
    }

    if ((await choices.count()) > 0) {
      // A quiz: answers in order until the right one; Show me appears after two wrong tries.
      await look('a quiz');
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
        await look('a wrong answer');
        await tryAgain.click();
        await expect(coach.locator('.feedback')).toHaveCount(0);
      }
      continue;
    }

    // An act step at the learner's turn.
    const suggested = hand.locator('button[data-suggested]');
    const glowing = await suggested.count();
    for (let i = 0; i < glowing; i++)
      await expect(suggested.nth(i)).toHaveAccessibleDescription(new RegExp(w['tutor.suggested']));
    const playing = (await hand.locator('button.usable').count()) > 0;
    const selecting = await page.locator('[data-hand].selecting').count();
    await look('a move at the table');

    if (!wrong && playing && !selecting) {
      // The lesson's one wrong move: a card the engine refuses, else a card the step does not light up.
      const refused = hand.locator('button.unusable');
      const other = hand.locator('button.usable:not([data-suggested])');
      const card = (await refused.count()) ? refused.first() : (await other.count()) && glowing ? other.first() : null;
      if (card) {
        await card.click({ force: true });
        await expect(
          next.or(coach.locator('.feedback.refused, .feedback.mistake, .feedback.other')).first(),
        ).toBeVisible();
        if (await next.isVisible()) continue; // an accepted alternative after all: the step is over
        wrong = true;
        await look('a refused or wrong card');
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
        await next
          .or(coach.locator('.feedback'))
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => {});
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
  await look('the completion card');
  const starsImg = coach.locator('p.stars[role="img"]');
  const stars = (await starsImg.count()) ? await starsImg.getAttribute('aria-label') : null;
  return { steps, wrong, skipped, stars, checked };
}

/**
 * The whole course of a game walked in English, in parts of `part` lessons: one test per part, each in one page
 * going from lesson to lesson by the completion card's "Next lesson", axe-core at every kind of screen.
 */
export function courseWalkTests(game: string, lessons: number, part = 6): void {
  for (let from = 0; from < lessons; from += part) {
    const count = Math.min(part, lessons - from);
    test(`${game} lessons ${from + 1}–${from + count} of the course, walked to their end`, async ({ page }) => {
      test.setTimeout(count * 60_000);
      await openApp(page);
      const runs = await walkCourse(page, game, from, count, WORDS.en, { axe: true });
      expect(runs).toHaveLength(count);
      for (const run of runs) expect(run.steps).toBeGreaterThan(0);
    });
  }
}
