// The longest main-thread task in Chromium during a whole deal of each game, measured by the @bench
// Playwright test (tests/e2e/perf.spec.ts) against the built renderer; it writes test-results/renderer-perf.json.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function measureLongestTask(root: string): { longestTaskMs: number; perGame: Record<string, number> } {
  const run = spawnSync('npx', ['playwright', 'test', '--grep', '@bench', '--workers', '1', '--reporter', 'line'], {
    cwd: root,
    env: { ...process.env, PW_BENCH: '1' },
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(
      `the @bench browser test failed: ${(run.stdout + run.stderr).trim().split('\n').slice(-3).join(' ')}`,
    );
  return JSON.parse(readFileSync(join(root, 'test-results', 'renderer-perf.json'), 'utf8'));
}
