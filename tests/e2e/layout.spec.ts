// The table at every window size it is made for: for each
// format (3, 4 and 6 seats) and the lessons with their coach card, no seat, trick card, phase panel, hand or
// strip overlaps another, nothing leaves the window, and the cards grow with it. Screenshots go to
// test-results/layout/ to be looked at when asked: PW_SHOTS=1 npx playwright test tests/e2e/layout.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';
import { declineLesson } from './helpers.ts';
import { expectClean, expectTableClean, measure, type Table } from './boxes.ts';

interface Format {
  id: string;
  game: 'Sprøyte' | 'Spades' | 'Tribello';
  /** The players radio on the setup screen, when not the default. */
  form?: string;
  seats: number;
  seed: number;
}

const FORMATS: readonly Format[] = [
  { id: 'sproyte', game: 'Sprøyte', seats: 3, seed: 2024 },
  { id: 'tribello', game: 'Tribello', seats: 3, seed: 21 },
  { id: 'spades-cutthroat3', game: 'Spades', form: '3 players, each for themselves', seats: 3, seed: 4 },
  { id: 'spades-partners4', game: 'Spades', seats: 4, seed: 2 },
  { id: 'spades-cutthroat4', game: 'Spades', form: '4 players, each for themselves', seats: 4, seed: 3 },
  { id: 'spades-partners6', game: 'Spades', form: '6 players in 3 partnerships', seats: 6, seed: 6 },
];

type Size = { readonly width: number; readonly height: number };

const SIZES: readonly Size[] = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
];

/** The panels that ask you for something before the first card (bid, exchange, talon, trump, the cut). */
const YOUR_PANEL = /^(Your bid|Your suggestion|Your side's contract|Exchange|The talon|Name trump|The revealed card)$/;

/** Screenshots to look at, when asked (PW_SHOTS=1): seventy large PNGs are a good part of the spec's time. */
const shot = async (page: Page, name: string): Promise<void> => {
  if (process.env.PW_SHOTS) await page.screenshot({ path: `test-results/layout/${name}.png` });
};

/** The table's sizes that must grow with the window: legible at the smallest, larger on a large screen. */
function expectScaled(t: Table, size: { width: number; height: number }): void {
  expect(t.felt.height, 'the felt is not a thin strip').toBeGreaterThan(size.height * 0.4);
  if (!t.cardWidth) return;
  expect(t.cardWidth, 'cards are legible').toBeGreaterThanOrEqual(56);
  // 82 px at 1280×800; a larger window shows larger cards, not more felt.
  if (size.height >= 1080) expect(t.cardWidth).toBeGreaterThanOrEqual(105);
  if (size.height >= 1440) expect(t.cardWidth).toBeGreaterThanOrEqual(140);
}

/** Answers whatever the table asks (the first bid, keep the hand, the cut, trump) until your first card. */
async function answerPanel(page: Page): Promise<boolean> {
  const cont = page.locator('.panel-slot').getByRole('button', { name: 'Continue', exact: true });
  // The revealed card moves on by itself after a moment: a click that comes too late is not needed.
  if (await cont.count())
    return cont
      .first()
      .click({ timeout: 2000 })
      .then(
        () => true,
        () => true,
      );
  const group = page.getByRole('group', { name: YOUR_PANEL });
  if (!(await group.count())) return false;
  for (const name of ['3', '2', 'Keep my hand', 'Hearts', 'Look at my cards']) {
    const b = group.getByRole('button', { name, exact: true });
    if ((await b.count()) && (await b.isEnabled())) return b.click().then(() => true);
  }
  return false;
}

/**
 * Plays on until a whole trick rests in the middle, measuring the table at each of your turns on the way. The
 * trick rests a moment only (0.7 s at 'fast'): the table is measured first and judged when that one picture
 * holds every seat's card.
 */
async function playToFullTrick(page: Page, label: string, seats: number): Promise<void> {
  const playable = page.locator('[data-hand] button[data-card]:not([aria-disabled])');
  let turns = 0;
  for (let step = 0; step < 1000; step++) {
    const t = await measure(page);
    if (turns > 0 && t.boxes.filter((b) => b.what.startsWith('trick card')).length === seats) {
      expectTableClean(t, `${label}, a whole trick`);
      await shot(page, `${label}-trick`);
      return;
    }
    // Plain CSS while the computers play (a role query walks the page): the loop looks often.
    if ((await page.locator('.panel-slot > *').count()) && (await answerPanel(page))) continue;
    if (await playable.count()) {
      if (!turns++) await shot(page, `${label}-play`);
      expectScaled(await expectClean(page, `${label}, your turn`), page.viewportSize()!);
      await playable.first().click();
      continue;
    }
    await page.waitForTimeout(20);
  }
  throw new Error('no whole trick came to rest');
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// One test per format, a new game at each size in the same page: the table is drawn at its size from the
// start (a resize while cards lie on the table is another question), without a new browser context each time.
for (const f of FORMATS)
  test(`${f.id} at every size: nothing overlaps while bidding or exchanging and while playing`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const [i, size] of SIZES.entries()) {
      const label = `${f.id}-${size.width}x${size.height}`;
      await page.setViewportSize(size);
      // A clean profile again: the app opens at home at this size, with no game to continue.
      if (i) await page.evaluate(() => sessionStorage.removeItem('stikk-test-init'));
      await openApp(page, { speed: 'fast' });
      await page.getByRole('button', { name: `Play ${f.game}` }).click();
      await declineLesson(page);
      if (f.form) await page.getByRole('radio', { name: f.form }).check();
      await page.getByRole('radio', { name: 'Use a fixed shuffle number' }).check();
      await page.getByRole('textbox', { name: 'Shuffle number' }).fill(String(f.seed));
      await page.getByRole('button', { name: 'Deal the cards' }).click();
      await expect(page.locator('section.seat')).toHaveCount(f.seats);

      await expect(page.getByRole('group', { name: YOUR_PANEL })).toBeVisible({ timeout: 30_000 });
      await shot(page, `${label}-panel`);
      expectScaled(await expectClean(page, `${label}, your panel`), size);
      await playToFullTrick(page, label, f.seats);
    }
  });

test('a lesson with its coach card at 1024×640, 1280×800 and 1920×1080: the coach covers nothing', async ({ page }) => {
  const sizes = SIZES.slice(0, 3);
  await page.setViewportSize(sizes[0]);
  await openApp(page, { speed: 'normal' });
  // The course starts with the table; following suit is its third lesson.
  await page
    .locator('li.game')
    .filter({ has: page.getByRole('heading', { name: 'Sprøyte', exact: true }) })
    .getByRole('button', { name: 'Lessons', exact: true })
    .click();
  await page.getByRole('button', { name: 'Start: Follow suit and who wins' }).click();
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.locator('.coach-slot').getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Follow suit: play a heart.')).toBeVisible({ timeout: 20_000 });
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expect(async () =>
      expectScaled(await expectClean(page, `lesson at ${size.width}×${size.height}, your turn`), size),
    ).toPass({ timeout: 5000 });
    await expect(page.locator('.coach-slot').getByRole('button', { name: 'Skip' })).toBeInViewport();
    await shot(page, `lesson-${size.width}x${size.height}-play`);
  }
  await page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: 'Five of hearts' }).click();
  await page.locator('.coach-slot').getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('the highest heart wins the trick')).toBeVisible({ timeout: 20_000 });
  for (const size of [...sizes].reverse()) {
    await page.setViewportSize(size);
    await expect(async () => expectClean(page, `lesson at ${size.width}×${size.height}, the trick`)).toPass({
      timeout: 5000,
    });
    await shot(page, `lesson-${size.width}x${size.height}-trick`);
  }
});

test('a Spades lesson (four seats) with its coach card at 1024×640: the bid panel and the coach cover nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  await openApp(page, { speed: 'normal' });
  await page
    .locator('li.game')
    .filter({ has: page.getByRole('heading', { name: 'Spades', exact: true }) })
    .getByRole('button', { name: 'Lessons', exact: true })
    .click();
  await page.getByRole('button', { name: 'Start: Partners and following suit' }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('group', { name: 'Your bid' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'lesson-spades-1024x640-bid');
  await expectClean(page, 'Spades lesson at 1024×640, the bid');
  await expect(page.locator('.coach-slot').getByRole('button', { name: 'Leave' })).toBeInViewport();
});

test('at 1024×640 the strip folds its buttons into a menu that opens, works and closes', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  await openApp(page, { speed: 'normal' });
  await page.getByRole('button', { name: 'Play Spades' }).click();
  await declineLesson(page);
  await page.getByRole('radio', { name: '6 players in 3 partnerships' }).check();
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Score sheet' })).toHaveCount(0);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Table' }).getByRole('button')).toHaveText([
    'Last trick',
    'Score sheet',
    'Where are we?',
    'Rules',
    'Help',
    'Leave the table',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByRole('button', { name: 'Score sheet' }).click();
  await expect(page.getByRole('dialog', { name: 'Score sheet' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // A wider window has room for the buttons again.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Score sheet' })).toBeVisible();
  await expect(menu).toHaveCount(0);
});
