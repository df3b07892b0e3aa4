// The shipped levels play these games: every action each level chooses over fixed duplicate deals, hashed; Spades
// Expert, the dearest, at every decision of one seat over a deal Strong plays. A change that alters the play fails
// here; a change meant to updates the digests and is measured (npm run ladder). Every level of every game over whole
// duplicate deals: npm run lab:fingerprint.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Policy } from './core/bots.ts';
import { type ArenaModule, playDuplicate } from './core/duplicate.ts';
import { rngFrom, seedState } from './core/rng.ts';
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

/** The digest of `asked`'s choice at every decision of seat 0 and of every action `plays` takes, `plays` in every
 *  seat of one leg of the deal from `seed`: each kind of decision `asked` makes (bids, the card play, the exact end) at
 *  a fraction of a whole duplicate deal's cost. */
function digestAsked(m: ArenaModule, asked: string, plays: string, seed: number): string {
  const h = createHash('sha256');
  const [a, p] = [m.policies[asked], m.policies[plays]];
  const own = rngFrom(seedState(seed * 17));
  const rngs = [0, 1, 2, 3, 4, 5].map((seat) => rngFrom(seedState(seed * 13 + seat)));
  let s = m.rules.startDeal(m.situation(seed), { kind: 'shuffle' });
  while (!m.rules.awaitingDeal(s) && !m.rules.isTerminal(s)) {
    const seat = m.rules.currentPlayer(s) as number;
    const legal = m.rules.legalActions(s);
    const view = m.rules.observe(s, seat);
    if (seat === 0) h.update(JSON.stringify(a.choose(view, legal, own)));
    const action = p.choose(view, legal, rngs[seat]);
    h.update(JSON.stringify(action));
    s = m.rules.applyAction(s, action);
  }
  return h.digest('hex').slice(0, 16);
}

const GOLDEN: [string, ArenaModule, string, string, string][] = [
  ['spades', spades as unknown as ArenaModule, 'casual', 'beginner', '1e44cf1516f4e99f'],
  ['sproyte', sproyte as unknown as ArenaModule, 'strong', 'casual', '730c80017de51fdb'],
  ['tribello', tribello as unknown as ArenaModule, 'strong', 'casual', '55a471f22b42fecc'],
];

const ASKED: [string, ArenaModule, string][] = [
  ['spades', spades as unknown as ArenaModule, '27cb2a31c2055c41'],
  ['sproyte', sproyte as unknown as ArenaModule, '625e69ec557e1761'],
  ['tribello', tribello as unknown as ArenaModule, '38b10cb0bc944325'],
];

describe('the shipped levels play these games', () => {
  for (const [game, m, a, b, expected] of GOLDEN)
    it(`${game}: ${a} and ${b} choose the same actions on a fixed duplicate deal`, () => {
      expect(digest(m, a, b, 1)).toBe(expected);
    });
  for (const [game, m, expected] of ASKED)
    it(`${game}: expert at every decision of a seat, and strong at every seat, choose the same actions`, () => {
      expect(digestAsked(m, 'expert', 'strong', 4242)).toBe(expected);
    });
});
