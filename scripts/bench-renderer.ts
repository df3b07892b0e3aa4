// The longest main-thread task in Chromium while computer players play a whole deal, from a
// devtools.timeline trace of the built renderer (served by vite preview on 127.0.0.1).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function measureLongestTask(root: string): Promise<number> {
  const port = 4391;
  const server = spawn('npx', ['vite', 'preview', '--config', 'vite.web.config.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const browser = await chromium.launch({ executablePath: existsSync(path) ? path : undefined, args: ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // The bench hook: the renderer starts an all-computer game of one deal when asked by the URL.
      await page.goto(`http://127.0.0.1:${port}/?bench=spades`);
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.waitForSelector('[data-bench-done]', { timeout: 120_000 });
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      return longestRendererTask(trace.traceEvents);
    } finally {
      await browser.close();
    }
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

function longestRendererTask(events: TraceEvent[]): number {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  let longest = 0;
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) longest = Math.max(longest, (e.dur ?? 0) / 1000);
  return longest;
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the preview server did not start at ${url}`);
}
