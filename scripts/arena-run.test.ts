// The arena's split of the pairs by the kind of deal (arena-run.ts kinds): every pair in exactly one kind, the kinds'
// shares adding up to the mean, and each kind the one its bids say.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runArena } from './arena-run.ts';

describe('arena kinds', () => {
  it('splits the duplicate pairs of Spades by whether a nil was bid, the shares adding up to the mean', async () => {
    const r = await runArena({
      game: 'spades',
      a: 'casual',
      b: 'random',
      deals: 40,
      seed: 7,
      root: join(import.meta.dirname, '..'),
    });
    const kinds = Object.entries(r.kinds ?? {});
    expect(kinds.length).toBeGreaterThan(0);
    for (const [k] of kinds) expect(['with a nil', 'without a nil', 'mixed']).toContain(k);
    expect(kinds.reduce((t, [, k]) => t + k.deals, 0)).toBe(40);
    expect(kinds.reduce((t, [, k]) => t + k.share, 0)).toBeCloseTo(r.mean, 9);
    for (const [, k] of kinds) {
      expect(k.ci_low).toBeLessThanOrEqual(k.mean);
      expect(k.ci_high).toBeGreaterThanOrEqual(k.mean);
    }
    // A pair has two tables: a nil at both is 'with a nil', at one 'mixed' — as the level's own counter counts them.
    const hands = r.levels[r.a].counters['points per hand with a nil']?.den ?? 0;
    expect(hands).toBe(2 * (r.kinds?.['with a nil']?.deals ?? 0) + (r.kinds?.mixed?.deals ?? 0));
  });

  it('gives each pair its difference in deal order, deal d the same pair in a shorter run on the same seed', async () => {
    const root = join(import.meta.dirname, '..');
    const long = await runArena({ game: 'spades', a: 'casual', b: 'random', deals: 12, seed: 9, root });
    const short = await runArena({ game: 'spades', a: 'casual', b: 'random', deals: 5, seed: 9, root });
    const other = await runArena({ game: 'spades', a: 'casual', b: 'random', deals: 5, seed: 10, root });
    expect(long.diffs).toHaveLength(12);
    expect(long.diffs.reduce((t, x) => t + x, 0) / 12).toBeCloseTo(long.mean, 9);
    expect(short.diffs).toEqual(long.diffs.slice(0, 5));
    expect(other.diffs).not.toEqual(short.diffs);
  });
});
