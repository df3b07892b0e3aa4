import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts', 'electron/**/*.test.ts', 'scripts/**/*.test.ts', 'renderer/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
