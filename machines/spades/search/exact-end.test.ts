// The last tricks played out exactly (exact.ts EXACT_END): with EXACT_END tricks or fewer left the
// hint's, the play check's and Strong's evaluation (cardStats) is the exact open-cards solver's on every sampled deal,
// and earlier it is the playouts'.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../core/rng.ts';
import { rules, type State } from '../rules/index.ts';
import { cardStats } from './determinized.ts';
import { EXACT_END, solveCards } from './exact.ts';

/** A fresh deal played by random legal actions until `left` tricks remain, plus `into` cards of the next trick. */
function position(seed: number, left: number, into: number): State {
  const r = rngFrom(seedState(seed));
  let s = rules.startDeal(rules.setup(rules.defaultOptions, seed % 4, seed), { kind: 'shuffle' });
  while (s.phase !== 'playing' || s.tricks.length < 13 - left || s.trick.length < into) {
    const legal = rules.legalActions(s);
    s = rules.applyAction(s, legal[r.int(legal.length)]);
  }
  return s;
}

describe('the exact end', () => {
  it(`values each card as the solver does with ${EXACT_END} tricks left, on the same sampled deal`, () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = position(seed, 1 + (seed % EXACT_END), seed % 4);
      const seat = s.turn as number;
      const cards = rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      if (cards.length < 2) continue;
      const view = rules.observe(s, seat);
      // One sampled deal each (the first deal of a seed is the same for both): the values must agree exactly.
      for (const k of [3, 11]) {
        const exact = cardStats(view, cards, 1, k, 10, undefined, true, undefined, false, EXACT_END).values;
        expect(exact).toEqual(solveCards(view, cards, 1, k));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('leaves a position with more tricks left to the playouts', () => {
    const s = position(5, EXACT_END + 2, 1);
    const view = rules.observe(s, s.turn as number);
    const cards = rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    const played = cardStats(view, cards, 64, 9, 10, undefined, true, undefined, false, EXACT_END).values;
    expect(played).toEqual(cardStats(view, cards, 64, 9).values);
  });
});
