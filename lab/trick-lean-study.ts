// npx tsx scripts/trick-lean-study.ts [deals] [level]: does a Spades sampler deal the seat's side more tricks than
// the table holds? From a level's self-play at trick 6, each seat's sampled deals are played out by the
// guided policy without slips, and the side's tricks compared with the same play-out on the true deal. A sampler
// that leans to the side makes the search duck tricks it needs.
import { FastRng } from '../machines/core/search/fast-rng.ts';
import type { Sampler } from '../machines/core/search/sampler.ts';
import type { View } from '../machines/spades/rules/index.ts';
import { realDeal } from './spades/audit.ts';
import { tableOf } from '../machines/spades/search/search-table.ts';
import { samplerFor } from './spades/samplers.ts';
import { playOut } from '../machines/spades/search/playout.ts';
import { viewsBeforeTrick6 } from './spades-self-play.ts';

const deals = Number(process.argv[2] ?? '40');
const level = process.argv[3] ?? 'strong';
const SAMPLES = 100;
const kinds: Record<string, (v: View) => Sampler> = {
  uniform: (v) => samplerFor(v, 'uniform'),
  legacy: (v) => samplerFor(v, 'legacy'),
  'choice (ess 0.5)': (v) => samplerFor(v, 'choice'),
  'choice ess 0.1': (v) => samplerFor(v, 'choice', 1024, 0.1),
  'choice untempered': (v) => samplerFor(v, 'choice', 1024, 0),
};
const sum: Record<string, { lean: number; abs: number; n: number }> = {};
/** The side's mean tricks over `samples` deals from `sampler`, each played out from the view's position. */
function sideTricks(v: View, sampler: Sampler, rng: FastRng, samples: number): number {
  const side = v.sides.find((x) => x.includes(v.seat)) ?? [v.seat];
  const t = tableOf(v, 0, v.bids, sampler);
  let mean = 0;
  for (let i = 0; i < samples; i++) {
    t.deal(rng);
    playOut(t.sim, t.info, rng);
    mean += side.reduce((n, s) => n + t.sim.won[s], 0) / samples;
  }
  return mean;
}
for (const { deal, state, seat, view } of viewsBeforeTrick6(deals, level)) {
  const real = sideTricks(view, realDeal(state.hands), new FastRng(1), 1);
  for (const [k, make] of Object.entries(kinds)) {
    const mean = sideTricks(view, make(view), new FastRng(deal * 13 + seat), SAMPLES);
    const a = (sum[k] ??= { lean: 0, abs: 0, n: 0 });
    a.lean += mean - real;
    a.abs += Math.abs(mean - real);
    a.n++;
  }
}
for (const [k, a] of Object.entries(sum))
  console.log(
    `${k.padEnd(18)} side's tricks, sampled − true: mean ${(a.lean / a.n).toFixed(3)}, mean absolute ${(a.abs / a.n).toFixed(3)} (${a.n} positions)`,
  );
