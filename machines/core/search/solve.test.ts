// The exact solvers on random open endgames of a three-seat trick game: max^n gives every seat at least what the
// paranoid solver guarantees it (its best reply to some play of the others is never worse than to the worst),
// its values sum to zero for a zero-sum utility, and with one card each both agree.
import { describe, expect, it } from 'vitest';
import { FastRng } from './fast-rng.ts';
import { moveBuffers, solveMaxN, solveParanoid } from './solve.ts';
import { TrickSim } from './trick-sim.ts';

/** A random position: `tricks` cards to each of three seats from a 52-card deck, a random trump (or none). */
function endgame(rng: FastRng, tricks: number): TrickSim {
  const sim = new TrickSim({ seats: 3, tricks, next: [1, 2, 0], trump: rng.below(5) - 1 });
  const deck = Array.from({ length: 52 }, (_, i) => ((i % 4) << 5) | (2 + Math.floor(i / 4)));
  for (let i = 0; i < 3 * tricks; i++) {
    const j = i + rng.below(52 - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
    sim.hands[(i % 3) * 4 + (deck[i] >> 5)] |= 1 << (deck[i] & 31);
  }
  sim.reset(0, [], [0, 0, 0], rng.below(3));
  return sim;
}

/** Each seat's tricks less the others' mean: zero-sum. */
const utilities = (won: Int8Array, out: Float64Array) => {
  const total = won[0] + won[1] + won[2];
  for (let s = 0; s < 3; s++) out[s] = won[s] - (total - won[s]) / 2;
};

describe('exact solvers', () => {
  it('max^n gives each seat at least its paranoid value, sums to zero, and agrees with one card left', () => {
    const rng = new FastRng(9);
    const one = new Float64Array(3);
    let strict = 0;
    for (let i = 0; i < 300; i++) {
      const tricks = 1 + (i % 4);
      const sim = endgame(rng, tricks);
      const bufs = moveBuffers(sim);
      const vals = bufs.map(() => new Float64Array(3));
      const v = Float64Array.from(solveMaxN(sim, utilities, bufs, vals));
      expect(Math.abs(v[0] + v[1] + v[2])).toBeLessThan(1e-9);
      for (let me = 0; me < 3; me++) {
        const mine = Int8Array.from([0, 1, 2], (s) => (s === me ? 1 : 0));
        const p = solveParanoid(sim, mine, (won) => (utilities(won, one), one[me]), bufs);
        expect(v[me]).toBeGreaterThanOrEqual(p - 1e-9);
        if (tricks === 1) expect(v[me]).toBeCloseTo(p, 9);
        if (v[me] > p + 1e-9) strict++;
      }
      expect(sim.ply).toBe(0);
    }
    expect(strict).toBeGreaterThan(20);
  });
});
