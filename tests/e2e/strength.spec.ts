// Choosing how well the computers play: four levels, each with a line on how it plays,
// for all seats at once or seat by seat, by keyboard; an Expert table thinks in the search worker, so the
// page stays responsive, and a saved game keeps its levels across a reload.
import { test, expect, openApp } from './fixtures.ts';
import { declineLesson } from './helpers.ts';
import type { Page } from '@playwright/test';

const LEVELS = [
  ['Beginner', 'Plays sensible cards, but makes mistakes you can punish.'],
  ['Casual', 'Follows sound rules of thumb and keeps an eye on the score.'],
  ['Strong', 'Thinks ahead by trying many ways the hidden cards could be dealt.'],
  ['Expert', 'Thinks further ahead still, and works out the last tricks exactly.'],
] as const;

async function openSetup(page: Page): Promise<void> {
  await openApp(page);
  await page.getByRole('button', { name: 'Play Spades' }).click();
  await declineLesson(page);
}

const seatLevels = (page: Page) =>
  Promise.all(
    ['Ola', 'Kari', 'Liv'].map((name) => page.getByRole('combobox', { name: `Level for ${name}` }).inputValue()),
  );

test('the setup screen offers four levels, each saying how it plays, chosen by keyboard', async ({ page }) => {
  await openSetup(page);
  const group = page.getByRole('group', { name: 'How well the computers play' });
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(4);
  for (const [i, [name, about]] of LEVELS.entries()) {
    await expect(radios.nth(i)).toHaveAccessibleName(new RegExp(`^${name}`));
    await expect(radios.nth(i)).toHaveAccessibleDescription(about);
    await expect(group.getByText(about)).toBeVisible();
  }
  // Casual by default, for every seat.
  await expect(group.getByRole('radio', { name: /^Casual/ })).toBeChecked();
  expect(await seatLevels(page)).toEqual(['casual', 'casual', 'casual']);

  // All seats at once: arrow keys move through the levels.
  await group.getByRole('radio', { name: /^Casual/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Expert' })).toBeChecked();
  expect(await seatLevels(page)).toEqual(['expert', 'expert', 'expert']);
  await page.screenshot({ path: 'docs/screenshots/setup-levels.png' });

  // One seat on its own: its select says how the chosen level plays; the group then checks none.
  const kari = page.getByRole('combobox', { name: 'Level for Kari' });
  await kari.focus();
  await kari.selectOption('beginner'); // what the keyboard's arrows do on a closed select, portably
  await expect(kari).toHaveAccessibleDescription(LEVELS[0][1]);
  expect(await seatLevels(page)).toEqual(['expert', 'beginner', 'expert']);
  for (const r of await radios.all()) await expect(r).not.toBeChecked();
  // Tab reaches every seat's select.
  await page.getByRole('combobox', { name: 'Level for Ola' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Name of computer player 2' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(kari).toBeFocused();
});

/**
 * The longest task of the page's main thread in a Chromium trace, in CPU time (`tdur`: the time the thread ran,
 * which a busy machine does not stretch) and in wall time (`dur`).
 */
function longestTask(trace: Buffer): { cpu: number; wall: number } {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
  return {
    cpu: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)),
    wall: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
  };
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

test('Expert computers think in the worker: a whole trick with no long task, and the levels survive a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Every main-thread task over 50 ms (the browser's "long task"), from the page's start.
  await page.addInitScript(() => {
    const w = window as unknown as { __long: { start: number; ms: number }[] };
    w.__long = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => w.__long.push({ start: e.startTime, ms: e.duration })),
    ).observe({ type: 'longtask', buffered: true });
  });
  await openSetup(page);
  await page.getByRole('radio', { name: 'Expert' }).check();
  await page.getByRole('radio', { name: 'Use a fixed shuffle number' }).check();
  await page.getByRole('textbox', { name: 'Shuffle number' }).fill('4401');
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(hand).toBeVisible();
  // Measured from your bid on, while the computers bid and play: the table's first drawing (about 130 ms on a
  // quiet machine, more under load) is not the computers' thinking.
  let from = await page.evaluate(() => performance.now());

  const plays = () =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('stikk:games:current-spades') ?? 'null');
      const actions: object[] = saved?.data?.deals?.[0]?.actions ?? [];
      return { plays: actions.filter((a) => 'play' in a).length, policies: saved?.data?.policies };
    });
  // Bid 3, then play until the first trick is complete (four cards).
  for (let step = 0; step < 400 && (await plays()).plays < 4; step++) {
    // Plain CSS here: a role query walks the whole page's accessibility tree on the main thread (Playwright's own
    // long task, which this test must not count as the app's).
    const bid = page.locator('[role="group"][aria-label="Your bid"] button', { hasText: /^3$/ });
    const playable = page.locator('[data-hand] button[data-card]:not([aria-disabled])');
    if (await bid.count()) {
      await bid.click();
      from = await page.evaluate(() => performance.now());
      await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    } else if (await playable.count()) await playable.first().click();
    else await page.waitForTimeout(20);
  }
  expect((await plays()).plays).toBeGreaterThanOrEqual(4);
  const task = longestTask(await browser.stopTracing());

  const measured = await page.evaluate((t0) => {
    const w = window as unknown as {
      __long: { start: number; ms: number }[];
      __stikkBotStats: { answered: number; fallbacks: number; slowestMs: number; byLevel: Record<string, number> };
    };
    return {
      longest: Math.max(0, ...w.__long.filter((e) => e.start >= t0).map((e) => e.ms)),
      stats: w.__stikkBotStats,
    };
  }, from);
  console.log(
    `longest main-thread task while Expert computers played: ${Math.round(task.cpu)} ms of CPU (${Math.round(task.wall)} ms of wall time in the trace, ${Math.round(measured.longest)} ms by the page's long-task observer); worker answers ${measured.stats.answered}, the slowest in ${Math.round(measured.stats.slowestMs)} ms`,
  );
  // 200 ms, in the main thread's own CPU time: the wall time of a task grows with everything else
  // the machine runs (with eight sessions on two cores, load 20–30: 660–980 ms of wall time for a task of
  // 47 ms of CPU), and the bound is about the app's work, not the machine's other work. The trick is played
  // with CSS locators only: a role query walks the accessibility tree on this thread (Playwright's work).
  expect(task.cpu).toBeGreaterThan(0);
  expect(task.cpu).toBeLessThan(200);
  // The computers' decisions came from the worker at Expert, none fell back to Casual.
  expect(page.workers().length).toBeGreaterThanOrEqual(1);
  expect(measured.stats.byLevel.expert).toBeGreaterThanOrEqual(3);
  expect(measured.stats.answered).toBe(measured.stats.byLevel.expert);
  expect(measured.stats.fallbacks).toBe(0);
  expect((await plays()).policies).toEqual([null, 'expert', 'expert', 'expert']);

  // A reload comes back to the same table; the computers still play at Expert.
  const before = (await plays()).plays;
  await page.reload();
  await expect(hand).toBeVisible();
  for (let step = 0; step < 400 && (await plays()).plays < before + 4; step++) {
    const playable = hand.locator('button[data-card]:not([aria-disabled])');
    if (await playable.count()) await playable.first().click();
    else await page.waitForTimeout(20);
  }
  const after = await page.evaluate(
    () => (window as unknown as { __stikkBotStats: { byLevel: Record<string, number> } }).__stikkBotStats.byLevel,
  );
  expect(Object.keys(after)).toEqual(['expert']);
  expect((await plays()).policies).toEqual([null, 'expert', 'expert', 'expert']);
});
