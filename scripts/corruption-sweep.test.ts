// The corruption sweep as a test: every kind in the browser store, and on disk the
// kinds that take every path (a concern the app parses, a collection); `npm run corruption-sweep` runs all.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKUPS, DAMAGES, KINDS, sweep } from './corruption-sweep.ts';

describe('the corruption sweep', () => {
  it('loads what can be loaded, reports the rest, never loses what it could not read, never touches a read-only store', async () => {
    if (!process.env.SWEEP_DIR && existsSync('/dev/shm')) process.env.SWEEP_DIR = '/dev/shm';
    const c = await sweep({ disk: ['lessons', 'games'], browser: KINDS });
    expect(c.failures).toEqual([]);
    expect(c.cases).toBe(
      2 * DAMAGES.length * BACKUPS.length * 2 + KINDS.length * (DAMAGES.length - 2) * BACKUPS.length * 2,
    );
    expect(c).toMatchObject({ loaded: c.cases, reported: c.cases, lost: 0, untouched: c.untouchedChecked });
    expect(c.kept).toBeGreaterThan(c.cases);
  }, 120_000);
});
