// @bench: the renderer's longest main-thread task while a whole deal of each game is played against the
// computer, read from a Chromium devtools.timeline trace: the longest
// RunTask on the renderer's main thread (CrRendererMain). Writes test-results/renderer-perf.json for
// `npm run bench`; run with `npx playwright test --grep @bench`. The default run skips it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { test, expect, openApp } from './fixtures.ts';
import { playDeal, startGame } from './helpers.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

function longestMainThreadTask(events: TraceEvent[]): number {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let longest = 0;
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
      longest = Math.max(longest, (e.dur ?? 0) / 1000);
  return longest;
}

test('longest main-thread task during a whole deal @bench', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openApp(page, { speed: 'fast' });
  const results: Record<string, number> = {};
  for (const game of ['Sprøyte', 'Spades', 'Tribello'] as const) {
    await page.goto('/');
    await startGame(page, game, async () => {}, 99);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await playDeal(page, { exchange: 4, bid: '3' });
    const buf = await browser.stopTracing();
    if (process.env.PERF_TRACE_DIR) writeFileSync(`${process.env.PERF_TRACE_DIR}/${game}.json`, buf);
    const trace = JSON.parse(buf.toString('utf8')) as { traceEvents: TraceEvent[] };
    results[game] = Math.round(longestMainThreadTask(trace.traceEvents) * 10) / 10;
  }
  const longest = Math.max(...Object.values(results));
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/renderer-perf.json',
    JSON.stringify({ longestTaskMs: longest, perGame: results }, null, 2),
  );
  console.log(`longest main-thread task during a deal ${longest} ms`, results); // the bundle size: npm run bench
  expect(longest).toBeGreaterThan(0); // the trace saw the renderer's main thread at all
});
