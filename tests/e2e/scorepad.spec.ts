// The score pad for the real table, the way a person uses it — by keyboard (digits, Tab, Enter).
// A whole Tribello game of 12 deals with one earlier deal corrected, totals checked against rules.md TRB-4 and
// TRB-10 worked out here independently; a Spades game to the target with a nil and bags; a reload mid-entry.
import type { Page } from '@playwright/test';
import { test, expect, openApp } from './fixtures.ts';

const NAMES3 = ['Ann', 'Bo', 'Cy'];

async function newPad(
  page: Page,
  game: string,
  names: readonly string[],
  options: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  await openApp(page);
  await page.getByRole('button', { name: 'New score pad' }).click();
  await page.getByRole('radio', { name: game }).check();
  await options(page);
  for (let i = 0; i < names.length; i++)
    await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(names[i]);
  await page.getByRole('button', { name: 'Start the pad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(names.join(', '));
}

/** Type a line with the keyboard only: whichever field has focus, its player's number, then Tab; Enter at the end. */
async function typeLine(page: Page, values: Record<string, string>, fields: number): Promise<void> {
  for (let k = 0; k < fields; k++) {
    const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    const value = values[label];
    expect(value, `a value for the focused field "${label}"`).toBeDefined();
    await page.keyboard.type(value);
    if (k < fields - 1) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

const tricksOf = (t: readonly number[], names = NAMES3) =>
  Object.fromEntries(names.map((n, i) => [`Tricks of ${n}`, String(t[i])]));

/** rules.md TRB-3.3, TRB-4, TRB-10, written out independently of the engine: first dealer seat 0, clockwise. */
function tribelloTotals(deals: readonly (readonly number[])[]): number[] {
  const totals = [0, 0, 0];
  deals.forEach((tricks, i) => {
    const round = Math.ceil((i + 1) / 3);
    const dealer = i % 3;
    const quota = (seat: number) => {
      const role = (seat - dealer + 3) % 3; // 0 dealer, 1 left, 2 right
      return round === 4 ? [3, 4, 6][role] : [6, 4, 3][role];
    };
    for (let seat = 0; seat < 3; seat++)
      totals[seat] += round === 4 ? quota(seat) - tricks[seat] : tricks[seat] - quota(seat);
  });
  return totals;
}

const footTotals = (page: Page) =>
  page
    .locator('table.sheet tfoot td')
    .evaluateAll((tds) => tds.slice(0, -1).map((td) => Number(td.textContent?.replace('−', '-').trim())));

test('a whole Tribello game of twelve deals by keyboard, one deal corrected, a reload mid-entry keeps it', async ({
  page,
}) => {
  test.setTimeout(300_000); // twelve deals typed key by key
  await newPad(page, 'Tribello', NAMES3);
  const deals = [
    [8, 3, 2],
    [5, 5, 3],
    [4, 3, 6],
    [7, 3, 3],
    [6, 4, 3],
    [2, 6, 5],
    [6, 4, 3],
    [3, 3, 7],
    [4, 5, 4],
    [1, 4, 8],
    [2, 6, 5],
    [4, 4, 5],
  ];
  // A line that does not add up is refused with its rule, and nothing is stored.
  await typeLine(page, tricksOf([5, 4, 3]), 3);
  await expect(page.getByRole('status').filter({ hasText: 'add up to 12' })).toContainText('TRB-8.3');
  await expect(page.locator('table.sheet tbody tr')).toHaveText(/No deals yet/);
  await page.getByRole('textbox', { name: 'Tricks of Ann' }).fill('');
  await page.getByRole('textbox', { name: 'Tricks of Bo' }).fill('');
  await page.getByRole('textbox', { name: 'Tricks of Cy' }).fill('');
  await page.getByRole('textbox', { name: 'Tricks of Ann' }).focus();

  for (let i = 0; i < 12; i++) {
    if (i === 6) {
      // Reload in the middle of typing deal 7: the six deals and the half-typed line are still there.
      await page.getByRole('textbox', { name: 'Tricks of Ann' }).fill('6');
      await page.reload();
      await expect(page.locator('table.sheet tbody tr')).toHaveCount(6);
      await expect(page.getByRole('textbox', { name: 'Tricks of Ann' })).toHaveValue('6');
      await page.getByRole('textbox', { name: 'Tricks of Ann' }).fill('');
      await page.getByRole('textbox', { name: 'Tricks of Ann' }).focus();
    }
    // The reminders a table needs: who deals, the round, each seat's quota.
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^Deal ${i + 1} · ${NAMES3[i % 3]} deals · round ${Math.ceil((i + 1) / 3)}`),
      }),
    ).toBeVisible();
    await typeLine(page, tricksOf(deals[i]), 3);
    await expect(page.locator('table.sheet tbody tr')).toHaveCount(i + 1);
    expect(await footTotals(page)).toEqual(tribelloTotals(deals.slice(0, i + 1)));
  }
  // Correct deal 2 (entered as 5/5/3, really 7/3/3): every later total is recomputed.
  await page.getByRole('button', { name: 'Correct Deal 2' }).click();
  await expect(page.getByRole('heading', { name: 'Correcting Deal 2' })).toBeVisible();
  deals[1] = [7, 3, 3];
  for (const [label, v] of Object.entries(tricksOf(deals[1]))) await page.getByRole('textbox', { name: label }).fill(v);
  await page.keyboard.press('Enter');
  await expect(page.locator('table.sheet tbody tr')).toHaveCount(12);
  const expected = tribelloTotals(deals);
  expect(await footTotals(page)).toEqual(expected);
  expect(expected.reduce((a, b) => a + b, 0)).toBe(0);
  // The end after deal 12 (TRB-11.1), announced with the winner.
  const top = Math.max(...expected);
  const winners = NAMES3.filter((_, i) => expected[i] === top);
  await expect(
    page.getByRole('status').filter({ hasText: winners.length > 1 ? 'Shared win' : `${winners[0]} has won the game!` }),
  ).toBeVisible();
  // Each deal's points explained with their rule ids; undo brings back the uncorrected deal.
  await page.getByRole('button', { name: /^Deal 10/ }).click();
  await expect(page.getByRole('region', { name: 'Why: Deal 10' })).toContainText('at most 3, took 1: 2 under');
  await expect(
    page
      .getByRole('region', { name: 'Why: Deal 10' })
      .getByRole('button', { name: /TRB-10\.2/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Undo last change' }).click();
  const before = [...deals];
  before[1] = [5, 5, 3];
  expect(await footTotals(page)).toEqual(tribelloTotals(before));

  // Listed under "Your games", and it opens again.
  await page.getByRole('button', { name: 'Your games' }).click();
  await page.getByRole('region', { name: 'Score pads' }).getByRole('button', { name: 'Open' }).first().click();
  await expect(page.locator('table.sheet tbody tr')).toHaveCount(12);
});

test('a Spades game to the target with a nil and bags; an invalid bid refused with its rule', async ({ page }) => {
  const names = ['Ann', 'Bo', 'Cy', 'Di'];
  await newPad(page, 'Spades', names, async (p) => {
    await p.getByRole('radio', { name: '200', exact: true }).check();
  });
  const line = (bids: readonly string[], tricks: readonly number[]) => ({
    ...Object.fromEntries(names.map((n, i) => [`Bid of ${n}`, bids[i]])),
    ...tricksOf(tricks, names),
  });
  // Ann deals first, so Bo bids first. Both partners nil (SPD-5.5) is refused.
  await expect(page.locator('#entry-h')).toContainText('Hand 1 · Ann deals · Bo bids first');
  await typeLine(page, line(['N', '4', 'N', '3'], [0, 6, 0, 7]), 8);
  await expect(page.getByRole('status').filter({ hasText: 'bid nil' })).toContainText('SPD-5.5');
  await expect(page.locator('table.sheet tbody tr')).toHaveText(/No hands yet/);
  // Hand 1: Ann nil and makes it, Cy 5 takes 6 (one bag); Bo 4 + Di 3 take 7.
  await page.getByRole('textbox', { name: 'Bid of Cy' }).fill('5');
  await page.getByRole('textbox', { name: 'Tricks of Bo' }).fill('5');
  await page.getByRole('textbox', { name: 'Tricks of Cy' }).fill('6');
  await page.getByRole('textbox', { name: 'Tricks of Di' }).fill('2');
  await page.keyboard.press('Enter');
  expect(await footTotals(page)).toEqual([151, 70]); // 100 (nil) + 50 + 1 bag; 70
  await expect(page.locator('table.sheet tbody tr').first()).toContainText('1 bag');
  // Hand 2: Bo deals, Cy bids first. Ann 4 + Cy 4 take 10 (two more bags): 233 ≥ 200 wins (SPD-9.2).
  await expect(page.locator('#entry-h')).toContainText('Hand 2 · Bo deals · Cy bids first');
  await typeLine(page, line(['4', '3', '4', '3'], [5, 2, 5, 1]), 8);
  expect(await footTotals(page)).toEqual([233, 10]); // 80 + 2 bags; set: −60
  await expect(page.locator('table.sheet tbody tr').nth(1)).toContainText('3 bags');
  await expect(page.getByRole('status').filter({ hasText: 'Ann & Cy have won the game!' })).toContainText('SPD-9.2');
  await page.getByRole('button', { name: /^Hand 1/ }).click();
  const why = page.getByRole('region', { name: 'Why: Hand 1' });
  await expect(why).toContainText('Ann: nil made, no trick');
  await expect(why.getByRole('button', { name: /SPD-8\.3/ })).toBeVisible();
  // The rule book is one click away.
  await why.getByRole('button', { name: 'Scoring in the rule book' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the score pad screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newPad(page, 'Tribello', NAMES3);
  for (const d of [
    [8, 3, 2],
    [5, 5, 3],
    [4, 3, 6],
    [7, 3, 3],
    [6, 4, 3],
  ])
    await typeLine(page, tricksOf(d), 3);
  await page.getByRole('button', { name: /^Deal 4/ }).click();
  await page
    .getByRole('textbox', { name: /^Tricks of/ })
    .first()
    .focus();
  await page.keyboard.type('5');
  await page.screenshot({ path: 'docs/screenshots/scorepad.png', fullPage: true });
  // From 1024×640 to 2560×1440 the sheet and the line fit the width; the line's fields and button can be reached.
  for (const [width, height] of [
    [1024, 640],
    [2560, 1440],
  ]) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const el of [
      page.getByRole('textbox', { name: 'Tricks of Bo' }),
      page.getByRole('button', { name: 'Write the line' }),
      page.getByRole('button', { name: 'Correct Deal 5' }),
    ]) {
      await el.scrollIntoViewIfNeeded();
      const box = await el.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= width && box.height >= 44,
        `${width}: ${JSON.stringify(box)}`,
      ).toBe(true);
    }
  }
});
