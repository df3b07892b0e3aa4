// The real Electron app (tests/electron), kept apart from the renderer's browser tests (playwright.config.ts).
// Needs `npm run build` first; skips with its reason where the Electron binary or a display is missing.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/electron',
  outputDir: 'test-results/electron',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: { trace: 'retain-on-failure' },
});
