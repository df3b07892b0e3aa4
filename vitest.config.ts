import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compiles the renderer's rune modules (`*.svelte.ts`) so that app state can be tested under Node.
  plugins: [svelte({ configFile: resolve(import.meta.dirname, 'svelte.config.js') })],
  test: {
    include: [
      'machines/**/*.test.ts',
      'electron/**/*.test.ts',
      'common/**/*.test.ts',
      'scripts/**/*.test.ts',
      'lab/**/*.test.ts',
      'renderer/src/**/*.test.ts',
      'tests/config/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where the unit
    // tests then take about 565 s of test time one after another. The main process only
    // collects results, so every core runs a test file.
    maxWorkers: availableParallelism(),
  },
});
