// The strength ladder in CI (issue 11): on fixed duplicate deals (every seating of the two levels) each level
// must still beat the level below. Small on purpose; the full runs with 95 % intervals are `npm run arena`.
import { describe, expect, it } from 'vitest';
import { type ArenaModule, playDuplicate } from '../../../core/duplicate.ts';
import * as arena from '../../arena.ts';

const m = arena as unknown as ArenaModule;

function margin(a: string, b: string, deals: number, seed: number): number {
  let sum = 0;
  for (let d = 0; d < deals; d++) sum += playDuplicate(m, m.policies[a], m.policies[b], seed * 100_003 + d).diff;
  return sum / deals;
}

describe('Tribello ladder on fixed duplicate deals', () => {
  for (const [a, b, deals] of [['casual', 'beginner', 40], ['strong', 'casual', 12], ['expert', 'strong', 4]] as const)
    it(`${a} beats ${b}`, () => {
      const x = margin(a, b, deals, 7);
      console.log(`tribello ${a} − ${b}: ${x.toFixed(2)} points per deal over ${deals} duplicate deals`);
      expect(x).toBeGreaterThan(0);
    });
});
