// Hints and the play checker: a hint is one of the legal actions, its reason is a known key with
// its parameters, its alternatives are ranked by value; the play checker lists more costly plays for a random
// player than for Casual on the same deals, each with a different, better card.
import { describe, expect, it } from 'vitest';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { policies } from '../bots/levels/index.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { CLEAR_COST, checkPlays } from './check.ts';
import { CLOSE_POINTS, HINT_WORDS, hint } from './hint.ts';
import { sideNeed } from '../bots/tactics.ts';

function playDeal(seed: number, seat0: 'random' | 'casual'): { start: State; actions: Action[] } {
  const r: Rng = rngFrom(seedState(seed));
  const start = rules.startDeal(rules.setup(rules.defaultOptions, seed % 4, seed), { kind: 'shuffle' });
  let s = start;
  const actions: Action[] = [];
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    const legal = rules.legalActions(s);
    const p = seat === 0 && s.phase === 'playing' ? policies[seat0] : policies.casual;
    const a = p.choose(rules.observe(s, seat), legal, r);
    actions.push(a);
    s = rules.applyAction(s, a);
  }
  return { start, actions };
}

describe('Spades hints', () => {
  it('suggest a legal action with a known reason, ranked alternatives and an honest close-call flag', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { start, actions } = playDeal(seed, 'casual');
      let s = start;
      for (const [i, a] of actions.entries()) {
        if (i % 5 === 0) {
          const seat = rules.currentPlayer(s) as number;
          const legal = rules.legalActions(s);
          const view = rules.observe(s, seat);
          const h = hint(view, legal, { samples: 24 }, seed);
          // "So it takes no bag" only once the contract is made (SPD-8.5): before that a lost trick is no bag saved.
          if (h.reasonKey === 'hint.losesTrick') expect(sideNeed(view, view.mySide)).toBeLessThanOrEqual(0);
          expect(legal).toContainEqual(h.action);
          expect(HINT_WORDS[h.reasonKey]).toBeDefined();
          for (const m of HINT_WORDS[h.reasonKey].matchAll(/\{(\w+)\}/g)) expect(h.params[m[1]]).toBeDefined();
          const v = h.alternatives.map((x) => x.value);
          // Ranked by value, except that the hint's card may be a cheaper one within noise of the best (paired.ts): then a close call.
          expect(v.slice(1)).toEqual([...v.slice(1)].sort((x, y) => y - x));
          if (v.length > 1 && v[0] < v[1]) expect(h.close).toBe(true);
          if (v.length > 1) expect(h.close).toBe(v[0] - v[1] < CLOSE_POINTS);
          if (h.alternatives.length > 0) expect(h.alternatives[0].action).toEqual(h.action);
        }
        s = rules.applyAction(s, a);
      }
    }
  });

  it('the play checker flags more costly plays for a random player than for Casual, each with a better card', () => {
    let random = 0;
    let casual = 0;
    for (let seed = 1; seed <= 5; seed++) {
      for (const [who, add] of [
        ['random', (k: number) => (random += k)],
        ['casual', (k: number) => (casual += k)],
      ] as const) {
        const flagged = checkPlays(playDeal(seed, who), 0, 24);
        for (const f of flagged) {
          expect(f.better).not.toBe(f.card);
          expect(f.cost).toBeGreaterThanOrEqual(CLEAR_COST);
        }
        add(flagged.length);
      }
    }
    expect(random).toBeGreaterThan(casual);
  });
});
