// Sprøyte's play checker (issue 11): the costly plays it lists cost a random player more in all than Casual on
// the same deals; each has a different card and a cost of at least CLEAR_COST.
import { describe, expect, it } from 'vitest';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import * as arena from '../arena.ts';
import { policies } from '../bots/index.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { CLEAR_COST, checkPlays } from './check.ts';

function playDeal(seed: number, seat0: 'random' | 'casual'): { start: State; actions: Action[] } {
  const r: Rng = rngFrom(seedState(seed));
  const start = rules.startDeal(arena.situation(seed), { kind: 'shuffle' });
  let s = start;
  const actions: Action[] = [];
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    const p = seat === 0 && s.phase === 'play' ? policies[seat0] : policies.casual;
    const a = p.choose(rules.observe(s, seat), rules.legalActions(s), r);
    actions.push(a);
    s = rules.applyAction(s, a);
  }
  return { start, actions };
}

describe('Sprøyte play checker', () => {
  it('charges a random player more than Casual on the same deals, each flagged play with a better card', () => {
    let random = 0;
    let casual = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const r = checkPlays(playDeal(seed, 'random'), 0, 64, seed);
      const c = checkPlays(playDeal(seed, 'casual'), 0, 64, seed);
      for (const f of [...r, ...c]) {
        expect(f.better).not.toBe(f.card);
        expect(f.cost).toBeGreaterThanOrEqual(CLEAR_COST);
      }
      random += r.reduce((t, f) => t + f.cost, 0);
      casual += c.reduce((t, f) => t + f.cost, 0);
    }
    expect(random).toBeGreaterThan(casual);
  });
});
