// npx tsx lab/calibration-study.ts [deals] [level] [samplers, comma-separated] [from]: the Spades sampler's calibration
// at trick 6 from self-play of a level: the mean probability the sampled deals give each hidden card's
// true holder, with inference and dealing uniformly (voids only), and the player models of the plays
// (policy-evidence.ts 'policy', choice-model.ts 'choice'); all samplers unless some are named; each over every hidden
// card and over the cards that decide tricks. `from`: the first deal (two halves run side by side on two cores, e.g.
// `… 240 expert K` and `… 480 expert K 241`, weighed together by their positions).
import { allCards, calibration, calibrations, isDeciding } from './spades/audit.ts';
import { samplerOf } from '../machines/core/search/sampler.ts';
import { CHOICE_REFINED } from '../machines/spades/search/choice-model.ts';
import { knowledgeOf } from '../machines/spades/search/knowledge.ts';
import {
  NIL_WEIGHTS,
  READING_REFINED,
  READING_REFINED_EB,
  READING_REFINED_EBO,
  READING_S26,
  quickTrickDistance,
  asDealt,
  bidLikelihood,
  chainOf,
  choiceSampler,
  playEvidence,
  policySampler,
  samplerFor,
} from './spades/samplers.ts';
import type { View } from '../machines/spades/rules/index.ts';
import { viewsBeforeTrick6 } from './spades-self-play.ts';
import { FITTED } from './spades/policy-evidence.ts';

const deals = Number(process.argv[2] ?? '100');
const level = process.argv[3] ?? 'strong';
const kinds: Record<string, (v: View) => Parameters<typeof calibration>[2]> = {
  uniform: () => 'uniform',
  legacy: () => 'legacy',
  bids: (v) => samplerOf(knowledgeOf(v), asDealt(v, bidLikelihood(v.bids, v.seat, quickTrickDistance)), 16),
  plays: (v) => samplerOf({ ...knowledgeOf(v), unlikely: playEvidence(v) }),
  inference: () => 'inference',
  policy: () => 'policy',
  'policy untempered': (v) =>
    policySampler(
      v,
      samplerOf(knowledgeOf(v), asDealt(v, bidLikelihood(v.bids, v.seat, quickTrickDistance)), 16),
      1024,
      FITTED,
      0,
    ),
  choice: () => 'choice',
  'choice untempered': (v) => samplerFor(v, 'choice', 1024, 0),
  'choice ess 0.2': (v) => samplerFor(v, 'choice', 1024, 0.2),
  'choice ess 0.1': (v) => samplerFor(v, 'choice', 1024, 0.1),
  'choice ess 0.05': (v) => samplerFor(v, 'choice', 1024, 0.05),
  chain: () => 'chain',
  // Sixteen independent chains in turn, and so except where a nil stands.
  chains: () => 'chains',
  // The bid filter only where an opponent's nil can still be set.
  // There the chains' read of the bids alone.
  'chains-nil-half': () => 'chains-nil-half',
  // The chains with the nil read set by hand (inference.ts NIL_HAND_SET).
  'chains s26': (v) => samplerFor(v, 'chains', 1024, 0.5, READING_S26),
  'chains-nil-half s26': (v) => samplerFor(v, 'chains-nil-half', 1024, 0.5, READING_S26),
  // The refined player model where no nil is live (inference.ts READING_REFINED), and even where one is.
  'chains refined': (v) => samplerFor(v, 'chains', 1024, 0.5, READING_REFINED),
  'chains-nil-half refined': (v) => samplerFor(v, 'chains-nil-half', 1024, 0.5, READING_REFINED),
  // While an opponent's live nil has yet to play, only its partner's plays at half weight
  // The number bids read by Expert's bid model (inference.ts BIDS_EXPERT).
  'chains-nil-half refined eb': (v) => samplerFor(v, 'chains-nil-half', 1024, 0.5, READING_REFINED_EB),
  'chains-nil-half refined ebo': (v) => samplerFor(v, 'chains-nil-half', 1024, 0.5, READING_REFINED_EBO),
  'chains refined eb': (v) => samplerFor(v, 'chains', 1024, 0.5, READING_REFINED_EB),
  'chains refined-all': (v) => samplerFor(v, 'chains', 1024, 0.5, { choice: CHOICE_REFINED, nil: NIL_WEIGHTS }),
  'chains-nil-half refined-all': (v) =>
    samplerFor(v, 'chains-nil-half', 1024, 0.5, { choice: CHOICE_REFINED, nil: NIL_WEIGHTS }),
  // The same with the bids read by the hand alone (inference.ts fittedBidLikelihood).
  'chain thin 1': (v) => chainOf(v, { size: 1024, thin: 1 }),
  'chain thin 10': (v) => chainOf(v, { size: 1024, thin: 10, burn: 300 }),
  'choice uniform base': (v) => choiceSampler(v, samplerOf(knowledgeOf(v)), 1024, undefined, 0),
  'tries 48': (v) =>
    samplerOf(
      { ...knowledgeOf(v), unlikely: playEvidence(v) },
      asDealt(v, bidLikelihood(v.bids, v.seat, quickTrickDistance)),
      48,
    ),
};
const only = process.argv[4]?.split(',');
if (only) for (const k of Object.keys(kinds)) if (!only.includes(k)) delete kinds[k];
// Over every hidden card, and over the cards that decide tricks (audit.ts isDeciding: spades, side queens to aces).
const sum: Record<string, number> = { n: 0 };
for (const { deal, state, view } of viewsBeforeTrick6(deals, level, Number(process.argv[5] ?? '1'))) {
  for (const [k, f] of Object.entries(kinds)) {
    const [all, deciding] = calibrations(view, state.hands, f(view), 200, deal, [allCards, isDeciding]);
    sum[k] = (sum[k] ?? 0) + all;
    sum[`${k} (deciding)`] = (sum[`${k} (deciding)`] ?? 0) + deciding;
  }
  sum.n++;
}
console.log(
  JSON.stringify(
    {
      level,
      positions: sum.n,
      ...Object.fromEntries(Object.entries(sum).map(([k, x]) => [k, k === 'n' ? x : +(x / sum.n).toFixed(4)])),
    },
    null,
    1,
  ),
);
