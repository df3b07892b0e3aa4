// Strong: determinized sampling (search/determinized.ts) with rule-guided playouts for every card; bids,
// Nil and Blind Nil chosen by playing the candidates out over sampled deals. The blind-nil exchange and the
// formats the search layer does not play (partners6) are Casual's. Sees only its View (COM-7.3); the search
// is seeded from the bot's own Rng, so a decision replays exactly.
import type { Policy } from '../../../core/bots.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Action, Bid, View } from '../../rules/index.ts';
import { evaluateBids, evaluateCards } from '../../search/determinized.ts';
import { isSearchable } from '../../search/position.ts';
import { casualPolicy } from './casual.ts';
import { bidCandidates } from './bid-candidates.ts';

export interface Budget {
  /** Sampled deals per card decision and per bid decision. */
  readonly playSamples: number;
  readonly bidSamples: number;
}

const seedOf = (rng: Rng): number => rng.int(0x7fffffff) + 1;

/** The index of the greatest value (the first on a tie: candidates are in a fixed order). */
export const argmax = (xs: readonly number[]): number => xs.reduce((best, x, i) => (x > xs[best] ? i : best), 0);

export function chooseBidBySampling(view: View, legal: readonly Action[], rng: Rng, samples: number): Action {
  const cands = bidCandidates(view, legal);
  if (cands.length === 1) return cands[0].action;
  const values = evaluateBids(view, cands.map((c) => c.bid), samples, seedOf(rng));
  return cands[argmax(values.map((x) => x.value))].action;
}

export function choosePlayBySampling(view: View, legal: readonly Action[], rng: Rng, samples: number): Action {
  const plays = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (plays.length === 1) return legal[0];
  const values = evaluateCards(view, plays, samples, seedOf(rng));
  return legal[argmax(values)];
}

export function samplingPolicy(id: string, budget: Budget): Policy<View, Action> {
  return {
    id,
    choose(view: View, legal: readonly Action[], rng: Rng): Action {
      const kind = legal[0]?.type;
      if (!isSearchable(view.options) || kind === 'pass') return casualPolicy.choose(view, legal, rng);
      if (kind === 'bid' || kind === 'look') return chooseBidBySampling(view, legal, rng, budget.bidSamples);
      return choosePlayBySampling(view, legal, rng, budget.playSamples);
    },
  };
}

export const strongPolicy = samplingPolicy('strong', { playSamples: 40, bidSamples: 48 });
export type { Bid };
