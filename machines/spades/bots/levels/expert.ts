// Expert: information-set search (search/ismcts.ts) for the cards, its card checked by paired sampling over the
// chains' read of the table, an exact open-cards solver over sampled deals for the last tricks
// (core/search/solve.ts), and bids chosen over more sampled deals than Strong's. Sees only its View (COM-7.3);
// iteration budgets, seeded from the bot's Rng: a decision replays exactly. Its measured figures: lab/RESULTS.md.
import type { Card } from '../../../core/cards.ts';
import type { Policy } from '../../../core/bots.ts';
import type { Rng } from '../../../core/rng.ts';
import { type Action, type View, isNilBid } from '../../rules/index.ts';
import { cardOrder } from '../../search/card-order.ts';
import { cardStats } from '../../search/determinized.ts';
import { solveCards } from '../../search/exact.ts';
import { type Defaults, type Race, verify, withDefaults } from '../../../core/search/paired.ts';
import { ismcts } from '../../search/ismcts.ts';
import { PASS_SAMPLES } from '../../search/exchange.ts';
import { isSearchable } from '../../search/position.ts';
import type { Sampler } from '../../../core/search/sampler.ts';
import { casualPolicy } from '../casual.ts';
import { EXPERT_PLAY_READING, REFINED_READING, type Reading } from '../../search/chains.ts';
import type { Sampling } from '../../search/sampling.ts';
import { type BidRisk, argmax, chooseBidBySampling, choosePassBySampling, dealerOf } from './strong.ts';

export interface ExpertBudget {
  /** Tree search iterations per card decision. */
  readonly iterations: number;
  readonly bidSamples: number;
  /** Solve exactly once this many tricks or fewer are left (the trick in progress included). */
  readonly solveTricks: number;
  /** Tricks left from which the solver's card is played unchecked. */
  readonly solveSure: number;
  readonly solveSamples: number;
  /** Sampled deals for the exact end once LATE tricks or fewer are left, where a solve is cheap. */
  readonly lateSolveSamples: number;
  /** The most positions the exact end may search in one decision; past it the tree search decides. */
  readonly solveNodes: number;
  /** Sampled deals the paired check of the tree's card starts with, and in a hand where a nil or blind nil was bid. */
  readonly checkSamples: number;
  readonly checkSamplesWithNil: number;
  /** How the hidden cards are dealt for the bids, and for the paired check and the exact end (the tree: by the bid
   *  filter); what the chains read the plays and bids by in the card play, and in the bids. */
  readonly bidSampling: Sampling;
  readonly checkSampling: Sampling;
  readonly playReading: Reading;
  readonly bidReading: Reading;
  /** Tricks left at which a card the check puts above the tree's is weighed against it by the exact solver. */
  readonly arbitrateAt: number;
  /** Which of the card player's defaults the check keeps (core/search/paired.ts). */
  readonly defaults: Defaults;
  /** How sure a bid must be in the sampled deals. */
  readonly risk: BidRisk;
  /** Sampled deals for the blind-nil exchange (search/exchange.ts). */
  readonly passSamples: number;
}

/** The paired check's race: close cards get up to 1,024 sampled deals. */
const VERIFY_RACE: Race = { first: 64, step: 64, max: 1024, drop: 3 };

export function choosePlayBySearch(
  view: View,
  legal: readonly Action[],
  rng: Rng,
  b: ExpertBudget,
  dealer?: Sampler,
  checkDealer = dealer,
): Action {
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (cards.length === 1) return legal[0];
  const seed = rng.int(0x7fffffff) + 1;
  const left = view.handSize - view.tricks.length;
  let best: Card | null = null;
  if (left <= b.solveTricks) {
    best = solvedCard(view, cards, b, seed, checkDealer);
    // The last tricks solved exactly are played as solved; earlier, the solver sees the cards as if open and can
    // count on a layout no player could know (strategy fusion), so its card is checked as the tree's is.
    if (best !== null && left <= b.solveSure)
      return legal.find((a) => a.type === 'play' && a.card === best) ?? legal[0];
  }
  if (best === null) {
    const r = ismcts(view, b.iterations, seed, 10, dealer);
    best = r.cards[argmax(r.visits)];
  }
  // The search's root is noisy among a dozen cards: its card stands unless the paired evaluation finds another
  // clearly better, or the same play cheaper (core/search/paired.ts).
  const first = view.bids.some(isNilBid) ? b.checkSamplesWithNil : b.checkSamples;
  const max = VERIFY_RACE.max;
  const st = cardStats(view, cards, max, seed + 1, 10, checkDealer, true, { ...VERIFY_RACE, first, max });
  const tree = best;
  best = cards[verify(st.paired, withDefaults(st.order ?? cardOrder(view, cards), b.defaults), cards.indexOf(best))];
  if (best !== tree && left === b.arbitrateAt) best = arbitrate(view, tree, best, b, seed + 3, checkDealer);
  return legal.find((a) => a.type === 'play' && a.card === best) ?? legal[0];
}

/**
 * The tree's card against the one the check would play instead, solved exactly over the check's deals: the tree's
 * stands only where the solver values it above the other by more than a tie (SOLVE_TIE), or the check's card is
 * played. One trick before the exact end the playouts' guided last tricks mislead the check (avoid-bags-cash-ace).
 */
function arbitrate(view: View, tree: Card, check: Card, b: ExpertBudget, seed: number, dealer?: Sampler): Card {
  const solved = solveCards(view, [tree, check], b.solveSamples, seed, dealer, b.solveNodes);
  return solved !== null && solved[0] > solved[1] + SOLVE_TIE ? tree : check;
}

/** Tricks left from which the exact end takes lateSolveSamples deals. */
const LATE = 4;

/** The sampled deals the exact end takes at this view: more once few tricks are left. */
export const endSamples = (view: View, b: ExpertBudget): number =>
  view.handSize - view.tricks.length <= LATE ? b.lateSolveSamples : b.solveSamples;

/** Points within which the exact solver's values count as a tie. */
const SOLVE_TIE = 0.5;

/**
 * The last tricks solved exactly over sampled deals: the best card, or among cards the solver values alike (its
 * opponents and partner play perfectly with open cards, so often it cannot tell them apart) the one the guided
 * playouts prefer — against players who are not perfect one of them keeps a bag off the side or sets a contract.
 */
export function solvedCard(
  view: View,
  cards: readonly Card[],
  b: ExpertBudget,
  seed: number,
  dealer?: Sampler,
): Card | null {
  const samples = endSamples(view, b);
  const solved = solveCards(view, cards, samples, seed, dealer, b.solveNodes);
  if (solved === null) return null;
  const best = Math.max(...solved);
  const tied = cards.filter((_, i) => solved[i] >= best - SOLVE_TIE);
  if (tied.length === 1) return tied[0];
  const st = cardStats(view, tied, samples, seed + 2, 10, dealer, true);
  return tied[argmax(st.values)];
}

export function searchPolicy(id: string, b: ExpertBudget): Policy<View, Action> {
  return {
    id,
    choose(view: View, legal: readonly Action[], rng: Rng): Action {
      const kind = legal[0]?.type;
      if (kind === 'pass' && isSearchable(view.options)) return choosePassBySampling(view, legal, rng, b.passSamples);
      if (!isSearchable(view.options) || kind === 'pass') return casualPolicy.choose(view, legal, rng);
      if (kind === 'bid' || kind === 'look')
        return chooseBidBySampling(view, legal, rng, b.bidSamples, b.risk, dealerOf(view, b.bidSampling, b.bidReading));
      // The tree deals by the bid filter; the check and the exact end by the chains' read.
      const dealer = dealerOf(view, 'bid-filter');
      return choosePlayBySearch(view, legal, rng, b, dealer, dealerOf(view, b.checkSampling, b.playReading));
    },
  };
}

/** Expert bids nil only when it holds in 70 % of the sampled deals, as Strong (strong.ts NIL_SURE): a surer bar
 *  left Expert bidding fewer nils than Strong and losing the deals where one table bid a nil and the other not. */
export const EXPERT_RISK: BidRisk = { nilSure: 0.7, nilMargin: 0, numberSure: 0.6 };

/** Expert's settings. The exact end from 5 tricks left, over 160 deals once 4 or fewer are left; the check races
 *  128 deals a card first (64 where a nil was bid: there the refined model is not read until the nil is set); of the
 *  book's plays the low singleton lead, not the duck under an opponent's nil. */
export const EXPERT_BUDGET: ExpertBudget = {
  iterations: 2000,
  bidSamples: 96,
  solveTricks: 5,
  solveSure: 5,
  solveSamples: 40,
  lateSolveSamples: 160,
  solveNodes: 1_000_000,
  checkSamples: 128,
  checkSamplesWithNil: 64,
  bidSampling: 'chains',
  checkSampling: 'chains-nil-to-play',
  playReading: EXPERT_PLAY_READING,
  bidReading: REFINED_READING,
  arbitrateAt: 6,
  defaults: 'no-duck',
  risk: EXPERT_RISK,
  passSamples: PASS_SAMPLES,
};
export const expertPolicy = searchPolicy('expert', EXPERT_BUDGET);
