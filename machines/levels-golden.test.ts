// The shipped levels play these games: every action each level chooses over fixed duplicate deals, hashed. A change
// that alters the play fails here; a change meant to updates the digests and is measured (npm run ladder). Every
// level of every game over more deals: npm run lab:fingerprint.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Policy } from './core/bots.ts';
import { type ArenaModule, playDuplicate } from './core/duplicate.ts';
import * as spades from './spades/arena.ts';
import * as sproyte from './sproyte/arena.ts';
import * as tribello from './tribello/arena.ts';

/** The digest of every action the two levels choose over `deals` duplicate deals from seed 4242 on. */
function digest(m: ArenaModule, a: string, b: string, deals: number): string {
  const h = createHash('sha256');
  const rec = (p: Policy<unknown, unknown>): Policy<unknown, unknown> => ({
    id: p.id,
    choose: (v, legal, rng) => {
      const x = p.choose(v, legal, rng);
      h.update(JSON.stringify(x));
      return x;
    },
  });
  for (let d = 0; d < deals; d++) playDuplicate(m, rec(m.policies[a]), rec(m.policies[b]), 4242 + d);
  return h.digest('hex').slice(0, 16);
}

const GOLDEN: [string, ArenaModule, string, string, string][] = [
  ['spades', spades as unknown as ArenaModule, 'expert', 'strong', '9e0f43b2397faac5'],
  ['spades', spades as unknown as ArenaModule, 'casual', 'beginner', '1e44cf1516f4e99f'],
  ['sproyte', sproyte as unknown as ArenaModule, 'strong', 'casual', '730c80017de51fdb'],
  ['tribello', tribello as unknown as ArenaModule, 'strong', 'casual', '55a471f22b42fecc'],
];

describe('the shipped levels play these games', () => {
  for (const [game, m, a, b, expected] of GOLDEN)
    it(`${game}: ${a} and ${b} choose the same actions on a fixed duplicate deal`, () => {
      expect(digest(m, a, b, 1)).toBe(expected);
    });
});
