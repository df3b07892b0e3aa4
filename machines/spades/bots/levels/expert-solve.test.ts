// Expert's last tricks: the exact solver's best card, or among cards it values alike the one the
// guided playouts prefer — never a card the solver rates worse, and the same card for the same view and seed.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../../core/rng.ts';
import { type State, rules } from '../../rules/index.ts';
import { solveCards } from '../../search/exact.ts';
import { EXPERT_BUDGET, choosePlayBySearch, endSamples, solvedCard } from './expert.ts';
import { dealerOf } from './strong.ts';
import { policies } from './index.ts';

/** A deal played by Casual until `left` tricks are left (the trick in progress included), or null. */
function nearEnd(seed: number, left: number): State | null {
  const r = rngFrom(seedState(seed));
  let s = rules.startDeal(rules.setup(rules.parseOptions({}), r.int(4), seed), { kind: 'shuffle' });
  while (!rules.awaitingDeal(s)) {
    if (s.phase === 'playing' && 13 - s.tricks.length <= left && s.trick.length === seed % 4) return s;
    s = rules.applyAction(
      s,
      policies.casual.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r),
    );
  }
  return null;
}

describe('Expert solving the last tricks', () => {
  it("picks among the solver's best cards only, the same card every time", () => {
    let ties = 0;
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = nearEnd(seed, 3);
      if (s === null) continue;
      const v = rules.observe(s, s.turn as number);
      const cards = rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      if (cards.length < 2) continue;
      const solved = solveCards(v, cards, endSamples(v, EXPERT_BUDGET), seed, dealerOf(v));
      const best = Math.max(...solved);
      const pick = solvedCard(v, cards, EXPERT_BUDGET, seed, dealerOf(v));
      if (pick === null) continue; // past the solver's budget: the tree search decides
      expect(solved[cards.indexOf(pick)]).toBeGreaterThanOrEqual(best - 0.5);
      expect(solvedCard(v, cards, EXPERT_BUDGET, seed, dealerOf(v))).toBe(pick);
      if (solved.filter((x) => x >= best - 0.5).length > 1) ties++;
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    expect(ties).toBeGreaterThan(0); // the tie-break is exercised
  });

  it('gives up past its budget of positions, the same way every time, and the tree search plays', () => {
    const s = nearEnd(3, 5);
    expect(s).not.toBeNull();
    const st = s as State;
    const v = rules.observe(st, st.turn as number);
    const cards = rules.legalActions(st).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect(solveCards(v, cards, 40, 1, dealerOf(v), 1_000)).toBeNull();
    expect(solveCards(v, cards, 40, 1, dealerOf(v), Infinity)).not.toBeNull();
    const b = { ...EXPERT_BUDGET, solveTricks: 5, solveNodes: 1_000 };
    expect(solvedCard(v, cards, b, 1, dealerOf(v))).toBeNull();
    const legal = rules.legalActions(st);
    const played = choosePlayBySearch(v, legal, rngFrom(seedState(1)), b);
    expect(legal).toContainEqual(played);
  });

  it('gives each card the value it has solved alone: cards that take the same tricks share one solve', () => {
    let shared = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = nearEnd(seed, 4);
      if (s === null) continue;
      const v = rules.observe(s, s.turn as number);
      const cards = rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      if (cards.length < 2) continue;
      const together = solveCards(v, cards, 6, seed, dealerOf(v));
      cards.forEach((c, i) => expect(solveCards(v, [c], 6, seed, dealerOf(v))[0]).toBe(together[i]));
      if (new Set(together).size < together.length) shared++;
    }
    expect(shared).toBeGreaterThan(0);
  });
});
