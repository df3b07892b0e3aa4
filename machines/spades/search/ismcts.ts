// Spades' information-set search: the shared tree (core/search/ismcts.ts) over the seat's sampled
// deals, the rule-guided Spades playout, the real hand score (Scorer) as the reward; the searching side maximises
// its margin and every other side plays against it. Iteration budget, seeded: reproducible.
import type { Card } from '../../core/cards.ts';
import { type SearchSetup, ismcts as searchTree } from '../../core/search/ismcts.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { cardOf } from './cards.ts';
import { tableOf } from './search-table.ts';
import { playOut } from './playout.ts';
import type { View } from './rules-bridge.ts';

const SCALE = 1 / 200; // rewards in points; UCB wants them near [−1, 1]

export interface IsmctsResult {
  readonly cards: readonly Card[];
  /** Mean reward per root card (points for the searching side) and visits. */
  readonly values: readonly number[];
  readonly visits: readonly number[];
}

/** The search over the shared tree (core/search/ismcts.ts): the searching side's margin is every other side's loss. */
export function ismcts(v: View, iterations: number, seed: number, noise = 10, dealer?: Sampler): IsmctsResult {
  const t = tableOf(v, noise, v.bids, dealer);
  const { sim, info, scorer, mySide } = t;
  const setup: SearchSetup = {
    sim,
    deal: (rng) => t.deal(rng),
    playout: (rng) => playOut(sim, info, rng),
    rewardOf: info.sideOf,
    rewards(won, out) {
      scorer.score(won);
      const m = scorer.margin(mySide);
      for (let side = 0; side < out.length; side++) out[side] = side === mySide ? m : -m;
    },
  };
  const r = searchTree(setup, iterations, seed, SCALE);
  return { cards: r.codes.map(cardOf), values: r.values, visits: r.visits };
}
