// Browser tests against the built renderer (`npx electron-vite build` → out/renderer), served by
// `vite preview` on 127.0.0.1. Debian's Chromium by default (toolchain.md); Playwright's own browser
// where that path is missing.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

/** A port nothing listens on now (the system picks it), so two checkouts can run their tests at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// PORT chooses the port; otherwise a free one. Playwright loads this file in the runner and again in each
// worker: the runner's choice reaches the workers through STIKK_E2E_PORT in their environment.
const port = Number(process.env.PORT || process.env.STIKK_E2E_PORT || (await freePort()));
process.env.STIKK_E2E_PORT = String(port);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // The @bench measurement (tests/e2e/perf.spec.ts) runs only when asked: PW_BENCH=1 … --grep @bench.
  grepInvert: process.env.PW_BENCH ? undefined : /@bench/,
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // A failed test keeps its trace (each action with the page's DOM before and after it, the console, the
    // network) and a screenshot at the failure. The trace's screencast is left out: it copied and encoded every
    // frame the page drew, in every test, passed or not — about 45 % of the browser's CPU in a whole deal (13.4
    // → 7.8 CPU-s for a Spades hand), and the tests are CPU-bound on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(existsSync(chromium) ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx vite preview --config vite.web.config.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
