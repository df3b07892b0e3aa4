// The table as a new user meets it: what a click or a key press does at once.
import { test, expect, openApp } from './fixtures.ts';
import { declineLesson, handNames, startGame } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('after you win a trick, the first click on a card plays it, during the pause', async ({ page }) => {
  // Slow speed: the won trick stays shown for 2.6 s, long enough to click into the pause.
  await openApp(page, { speed: 'slow' });
  await startGame(page, 'Spades', async () => {}, 5);
  await page.getByRole('group', { name: 'Your bid' }).getByRole('button', { name: '3', exact: true }).click();
  const hand = page.getByRole('region', { name: 'Your hand' });
  const playable = hand.locator('button[data-card]:not([aria-disabled])');
  const cont = page.getByRole('button', { name: 'Continue', exact: true });
  const wonByYou = page.getByText(/^You won the trick/);
  // What the table shows now, watched in the page every frame (a shown trick lasts only 2.6 s):
  // 'won' your trick with its Continue, 'shown' another's trick, 'play' your turn.
  const next = async () =>
    (
      await page.waitForFunction(
        () => {
          const trick = document.querySelector('[aria-label="Cards on the table"]');
          const paused = [...(trick?.querySelectorAll('button') ?? [])].some(
            (b) => b.textContent?.trim() === 'Continue',
          );
          if (paused) return trick?.textContent?.includes('You won the trick') ? 'won' : 'shown';
          return document.querySelector('[aria-label="Your hand"] button[data-card].usable') ? 'play' : false;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      )
    ).jsonValue();
  for (let step = 0, now = await next(); now !== 'won'; step++, now = await next()) {
    expect(step).toBeLessThan(60);
    if (now === 'shown') await cont.click();
    else await playable.first().click();
  }
  await expect(wonByYou).toBeVisible();
  // At once, as a person would (no waiting here: the pause ends by itself after 2.6 s).
  const card = playable.first();
  const [name, classes, paused] = [
    await card.getAttribute('aria-label'),
    await card.getAttribute('class'),
    await cont.isVisible(),
  ];
  const before = await handNames(page);
  await card.click();
  expect(paused).toBe(true); // the click fell into the pause
  // One click: the card leaves your hand and leads the next trick, before the pause would have ended.
  await expect.poll(() => handNames(page), { timeout: 1500 }).toHaveLength(before.length - 1);
  expect(await handNames(page)).not.toContain(name);
  await expect(
    page.getByRole('group', { name: 'Cards on the table' }).getByRole('listitem').first(),
  ).toHaveAccessibleName(new RegExp(`^You: ${name}$`, 'i')); // inside a sentence the card's name is lower case
  await expect(page.getByRole('alert')).toHaveCount(0); // no refusal
  expect(classes).toMatch(/(^|\s)usable(\s|$)/); // during the pause the card stood up as playable
});

/** The keyboard focus is inside your hand. */
const focusInHand = (page: import('@playwright/test').Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[aria-label="Your hand"]'));
const focusedName = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
  );

/** Click a button of the strip (inside its Menu when the window is too narrow for every button). */
async function stripButton(page: import('@playwright/test').Page, name: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name, exact: true }).click();
}

/** Tab forward until the control named `name` has the focus, as a keyboard user would. */
async function tabTo(page: import('@playwright/test').Page, name: string): Promise<void> {
  for (let i = 0; i < 40 && (await focusedName(page)) !== name; i++) await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(name);
}

test('after a digit-key bid the focus is in your hand, not on the page', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Spades', async () => {}, 14); // seat 0 deals: you bid last
  await expect(page.getByRole('group', { name: 'Your bid' })).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByRole('region', { name: 'You', exact: true })).toContainText('Bid 3');
  await expect.poll(() => focusInHand(page)).toBe(true);
});

test('"Keep my hand" and "Look at my cards" from the keyboard hand the focus on', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 2024);
  await tabTo(page, 'Keep my hand');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Exchange' })).toHaveCount(0);
  await expect.poll(() => focusInHand(page)).toBe(true);

  // Spades, cards face down: after "Look at my cards" the focus is on the bid that follows.
  await stripButton(page, 'Leave the table');
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByText('House rules and variants').click();
      await p.getByRole('radio', { name: 'Always allowed' }).check();
    },
    9,
  );
  const bidding = page.getByRole('group', { name: 'Your bid' });
  await tabTo(page, 'Look at my cards');
  await page.keyboard.press('Enter');
  await expect(bidding.getByRole('button', { name: '3', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[aria-label="Your bid"]'))).toBe(true);
  expect(await focusedName(page)).toBe('1'); // the first bid, not the rule link in the heading
});

test("with team bid a first partner's number shows and is announced as a suggestion", async ({ page }) => {
  await openApp(page);
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByText('House rules and variants').click();
      await p.getByRole('radio', { name: "On: first a suggestion, then the side's contract" }).check();
    },
    14,
  ); // you bid last: the first bidder, on your left, is a first partner
  await expect(
    page.getByRole('group', { name: 'Your bid' }).getByRole('heading', { name: "Your side's contract" }),
  ).toBeVisible();
  await expect(page.locator('.spot').getByText(/^Suggests \d+$/)).toHaveCount(2); // one per side
  await expect(page.locator('.spot').getByText(/^Bid \d+$/)).toHaveCount(1); // your left-hand side's contract
  await expect(page.getByRole('log')).toContainText(/suggests \d+\./);
  await page.keyboard.press('4');
  await expect(page.getByRole('region', { name: 'You', exact: true })).toContainText('Bid 4');
});

test('a target below the minimum is refused with a reason, not changed', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Play Spades' }).click();
  await declineLesson(page);
  const target = page.getByRole('group', { name: 'Play to (points)' });
  await target.getByRole('radio', { name: 'Another number' }).check();
  const field = target.getByRole('spinbutton');
  await field.fill('50');
  await field.press('Tab');
  await expect(field).toHaveValue('50'); // kept as typed
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Type a whole number from 100 to 1,000.');
  const deal = page.getByRole('button', { name: 'Deal the cards' });
  await expect(deal).toBeDisabled();
  await field.fill('150');
  await field.press('Tab');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(target.getByText('Type a whole number')).toHaveCount(0);
  await deal.click();
  await expect(page.getByRole('banner').getByText('150', { exact: true })).toBeVisible();
});

test('the safe choice is the primary button (look at the cards before Blind Nil)', async ({ page }) => {
  await openApp(page);
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByText('House rules and variants').click();
      await p.getByRole('radio', { name: 'Always allowed' }).check();
    },
    9,
  );
  const bidding = page.getByRole('group', { name: 'Your bid' });
  await expect(bidding.getByRole('button', { name: 'Look at my cards' })).toHaveClass(/\bprimary\b/);
  await expect(bidding.getByRole('button', { name: 'Blind Nil' })).not.toHaveClass(/\bprimary\b/);
});

test("the trick review is named for what it lists; help lists only the game's own keys", async ({ page }) => {
  await openApp(page);
  await startGame(
    page,
    'Sprøyte',
    async (p) => {
      await p.getByRole('radio', { name: 'Every trick of the deal' }).check();
    },
    2024,
  );
  await page.keyboard.press('l');
  await expect(page.getByRole('dialog', { name: 'Tricks of this deal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await stripButton(page, 'Tricks of this deal'); // the strip's button has the same name
  await expect(page.getByRole('dialog', { name: 'Tricks of this deal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toContainText('Tricks of this deal');
  await expect(help).not.toContainText('1 … 9');
  await expect(help).not.toContainText('Bid that number');
  await page.keyboard.press('Escape');

  await stripButton(page, 'Leave the table');
  await startGame(
    page,
    'Spades',
    async (p) => {
      await p.getByRole('radio', { name: 'None' }).check();
    },
    14,
  );
  await page.keyboard.press('?');
  await expect(help.getByRole('term').first()).toBeVisible();
  const keys = await help.getByRole('term').allTextContents();
  expect(keys).toEqual(expect.arrayContaining(['1 … 9', 'N', 'S', 'Esc']));
  expect(keys).not.toContain('L'); // nothing to look back at
  await expect(help).toContainText('Bid that number');
  await expect(help).toContainText('Bid Nil');
});
