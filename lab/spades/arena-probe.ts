// The Spades arena's yardsticks (scripts/arena.ts --probe), arena-only: per play decision, whether the
// card played was dominated (search/audit.ts: another legal card ≥ 10 points better in ≥ 90 % of 96 sampled deals and on the mean);
// at trick 6, the sampler's calibration for the seat to play (the mean probability given to each hidden card's
// true holder) with the levels' bid filter, with inference, with the learned player model and the chain, and dealing
// uniformly (voids only) — over every hidden card and over the cards that decide tricks. Counters per level; pure, seeded.
import type { Counters } from '../../machines/core/duplicate.ts';
import { type Action, type State, rules } from '../../machines/spades/rules/index.ts';
import { allCards, calibration, calibrations, isDeciding, isDominated } from './audit.ts';
import { samplerFor } from './samplers.ts';
import { isSearchable } from '../../machines/spades/search/position.ts';
import { EXPERT_BUDGET } from '../../machines/spades/bots/levels/expert.ts';

/** The trick at which the calibration is measured (1-based). */
export const CALIBRATION_TRICK = 6;
/** Sampled deals per dominated-play check. */
export const DOMINATED_SAMPLES = 96;

export function probe(state: unknown, seat: number, action: unknown, seed: number): Counters | undefined {
  const s = state as State;
  const a = action as Action;
  if (s.phase !== 'playing' || a.type !== 'play' || !isSearchable(s.options)) return undefined;
  const v = rules.observe(s, seat);
  const cards = rules.legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
  const out: Counters = {
    // Another card better by ≥ 10 points in ≥ 90 % of 96 sampled deals and on the mean (audit.ts); and as first
    // measured (24 deals, the share alone: it also counted insurance plays, e.g. a spade kept for partner's blind nil).
    'dominated plays per play': {
      num: isDominated(v, cards, a.card, DOMINATED_SAMPLES, seed, 10, 0.9, true) ? 1 : 0,
      den: 1,
    },
    'dominated plays per play (24 deals, share only)': { num: isDominated(v, cards, a.card, 24, seed) ? 1 : 0, den: 1 },
  };
  if (v.tricks.length === CALIBRATION_TRICK - 1) {
    out['calibration per card (inference)'] = { num: calibration(v, s.hands, 'inference', 100, seed), den: 1 };
    // The bid filter (Strong's card play and Expert's tree, strong.ts dealerOf), Expert's check and exact end (as
    // expert.ts EXPERT_BUDGET deals them), one chain and 16 (inference.ts chainOf); and each on the cards
    // that decide tricks alone (audit.ts isDeciding: spades and the side queens, kings and aces).
    // Expert's check by Expert's own read (EXPERT_BUDGET reading), the others by the levels' (inference.ts READING).
    const check = samplerFor(v, EXPERT_BUDGET.checkSampling, undefined, undefined, EXPERT_BUDGET.playReading);
    for (const [name, sampling] of [
      ['bid filter', 'legacy'],
      ["Expert's check", check],
      ['uniform', 'uniform'],
      ['chain', 'chain'],
      ['chains', 'chains'],
    ] as const) {
      const [all, deciding] = calibrations(v, s.hands, sampling, 100, seed, [allCards, isDeciding]);
      out[`calibration per card (${name})`] = { num: all, den: 1 };
      if (!Number.isNaN(deciding)) out[`calibration per deciding card (${name})`] = { num: deciding, den: 1 };
    }
    // The learned player model (search/choice-model.ts): as the search deals (tempered), and its read untempered.
    out['calibration per card (choice)'] = { num: calibration(v, s.hands, 'choice', 100, seed), den: 1 };
    out['calibration per card (choice, untempered)'] = {
      num: calibration(v, s.hands, samplerFor(v, 'choice', 1024, 0), 100, seed),
      den: 1,
    };
  }
  return out;
}
