// Strong: determinized sampling (search/determinized.ts) with rule-guided playouts for every card; bids,
// Nil and Blind Nil chosen by playing the candidates out over sampled deals. The blind-nil exchange and the
// formats the search layer does not play (partners6) are Casual's. Sees only its View (COM-7.3); the search
// is seeded from the bot's own Rng, so a decision replays exactly.
import type { Policy } from '../../../core/bots.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Action, View } from '../../rules/index.ts';
import { evaluateBids } from '../../search/bid-value.ts';
import { cardOrder } from '../../search/card-order.ts';
import { cardStats } from '../../search/determinized.ts';
import { EXACT_END } from '../../search/exact.ts';
import { type Race, settle } from '../../../core/search/paired.ts';
import { isSearchable } from '../../search/position.ts';
import type { Attack } from '../../search/playout.ts';
import type { Sampler } from '../../../core/search/sampler.ts';
import type { Reading } from '../../search/chains.ts';
import { type Sampling, samplerFor } from '../../search/sampling.ts';
import { casualPolicy } from '../casual.ts';
import { PASS_SAMPLES, passChoice } from '../../search/exchange.ts';
import { bidCandidates } from '../bid-candidates.ts';

export interface Budget {
  /** Sampled deals per card decision and per bid decision. */
  readonly playSamples: number;
  readonly bidSamples: number;
  /** Sampled deals for the blind-nil exchange (search/exchange.ts). */
  readonly passSamples: number;
  /** How the card play's playouts treat a live nil (playout.ts). */
  readonly attack: Attack;
  /** Tricks left at or below which the deals are played out exactly, not by the playouts (exact.ts EXACT_END). */
  readonly end: number;
}

/** The blind-nil exchange by sampling (search/exchange.ts passChoice). */
export function choosePassBySampling(
  view: View,
  legal: readonly Action[],
  rng: Rng,
  samples: number,
  dealer?: Sampler,
): Action {
  return passChoice(view, legal, samples, seedOf(rng), dealer);
}

/** The sampler for a level's decision: the bid filter unless another is asked. */
export const dealerOf = (v: View, sampling: Sampling = 'bid-filter', reading?: Reading): Sampler =>
  samplerFor(v, sampling, reading);

/** A nil is chosen only when it holds in this share of sampled deals and beats the best number by this much. The
 *  evaluation's opponents attack the nil, so its figure is honest; a coin-flip nil is still one a partner cannot
 *  trust (♥A ♣K ♦K beside a 4 held 56 %). */
export const NIL_SURE = 0.7;
/** A number bid is chosen among those made in at least this share of sampled deals (when any is). */
export const NUMBER_SURE = 0.6;
export const NIL_MARGIN = 0;

const seedOf = (rng: Rng): number => rng.int(0x7fffffff) + 1;

/** The index of the greatest value (the first on a tie: candidates are in a fixed order). */
export const argmax = (xs: readonly number[]): number => xs.reduce((best, x, i) => (x > xs[best] ? i : best), 0);

export interface BidRisk {
  readonly nilSure: number;
  readonly nilMargin: number;
  readonly numberSure: number;
}

export const BID_RISK: BidRisk = { nilSure: NIL_SURE, nilMargin: NIL_MARGIN, numberSure: NUMBER_SURE };

export function chooseBidBySampling(
  view: View,
  legal: readonly Action[],
  rng: Rng,
  samples: number,
  risk: BidRisk = BID_RISK,
  dealer?: Sampler,
): Action {
  const cands = bidCandidates(view, legal);
  if (cands.length === 1) return cands[0].action;
  const values = evaluateBids(
    view,
    cands.map((c) => c.bid),
    samples,
    seedOf(rng),
    10,
    dealer,
  );
  // Open-cards playouts make contracts more easily than real play: a number bid must be made in most sampled
  // deals (when any is). A nil must hold in nilSure of them and beat the best number by nilMargin.
  const isNumber = (i: number) => typeof cands[i].bid === 'number' || cands[i].bid === 'look';
  const numbers = values.filter((_, i) => isNumber(i));
  const bestNumber = Math.max(...numbers.map((x) => x.value));
  const anySure = numbers.some((x) => x.made >= risk.numberSure);
  const score = values.map((x, i) => {
    if (cands[i].bid === 'nil' && (x.made < risk.nilSure || x.value < bestNumber + risk.nilMargin)) return -Infinity;
    if (isNumber(i) && anySure && x.made < risk.numberSure) return -Infinity;
    return x.value;
  });
  return cands[argmax(score)].action;
}

/**
 * The card by paired sampling: the best mean, or among cards that are the same play for this trick the cheapest
 * within noise of it (core/search/paired.ts).
 */
export function choosePlayBySampling(
  view: View,
  legal: readonly Action[],
  rng: Rng,
  samples: number,
  dealer: Sampler,
  attack: Attack,
  end: number,
): Action {
  const plays = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (plays.length === 1) return legal[0];
  // In the exact end each deal is solved: its first `samples` deals, no race for more (the time of it).
  const max = view.handSize - view.tricks.length <= end ? samples : samples * RACE.max;
  const st = cardStats(view, plays, max, seedOf(rng), 10, dealer, true, { ...RACE, first: samples, max }, attack, end);
  return legal[settle(st.paired, st.order ?? cardOrder(view, plays))];
}

/** Strong's race (core/search/paired.ts), in multiples of its sampled deals: the close cards get up to 4× as many. */
const RACE: Race = { first: 1, step: 32, max: 4, drop: 3 };

export function samplingPolicy(id: string, budget: Budget): Policy<View, Action> {
  return {
    id,
    choose(view: View, legal: readonly Action[], rng: Rng): Action {
      const kind = legal[0]?.type;
      if (kind === 'pass' && isSearchable(view.options))
        return choosePassBySampling(view, legal, rng, budget.passSamples, dealerOf(view));
      if (!isSearchable(view.options) || kind === 'pass') return casualPolicy.choose(view, legal, rng);
      if (kind === 'bid' || kind === 'look')
        return chooseBidBySampling(view, legal, rng, budget.bidSamples, BID_RISK, dealerOf(view));
      const dealer = dealerOf(view);
      return choosePlayBySampling(view, legal, rng, budget.playSamples, dealer, budget.attack, budget.end);
    },
  };
}

/** Strong's settings: the playouts attack a live nil as followers once their side has its contract ('follow'), and
 *  the last EXACT_END tricks are played out exactly, where the playouts' rules of thumb mislead. */
export const STRONG_BUDGET: Budget = {
  playSamples: 64,
  bidSamples: 48,
  passSamples: PASS_SAMPLES,
  attack: 'follow',
  end: EXACT_END,
};
export const strongPolicy = samplingPolicy('strong', STRONG_BUDGET);
