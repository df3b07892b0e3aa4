// The strength ladder in CI: on fixed duplicate deals each level must still beat the level below.
// Small on purpose (seconds each); the full runs with 95 % intervals are `npm run arena`. Expert's rung is against
// Casual: over 1,000 arena pairs Spades Expert − Strong was about −1 [−4.7, 2.7], so a rung
// "Expert beats Strong" on a dozen deals was a coin flip that a playout fix flipped, not a claim
// these deals could support; Expert − Casual (as Strong − Casual, about +20 a deal) they can. Today's Expert −
// Strong, about +5.0 [2.4, 7.7] over 2,000 pairs (seeds 71, 112, 143, 144), is still too small for a dozen deals.
import { describe, expect, it } from 'vitest';
import { type ArenaModule, playDuplicate } from '../../../core/duplicate.ts';
import * as arena from '../../arena.ts';

const m = arena as unknown as ArenaModule;

function margin(a: string, b: string, deals: number, seed: number): number {
  let sum = 0;
  for (let d = 0; d < deals; d++) sum += playDuplicate(m, m.policies[a], m.policies[b], seed * 100_003 + d).diff;
  return sum / deals;
}

describe('Spades ladder on fixed duplicate deals', () => {
  for (const [a, b, deals] of [
    ['casual', 'beginner', 80],
    ['strong', 'casual', 30],
    ['expert', 'casual', 24],
  ] as const)
    it(`${a} beats ${b}`, () => {
      const x = margin(a, b, deals, 7);
      console.log(`spades ${a} − ${b}: ${x.toFixed(1)} points per deal over ${deals} duplicate deals`);
      expect(x).toBeGreaterThan(0);
    });
});
