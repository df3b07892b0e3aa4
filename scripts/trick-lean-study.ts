// npx tsx scripts/trick-lean-study.ts [deals] [level]: does a Spades sampler deal the seat's side more tricks than
// the table holds (issue 24)? From a level's self-play at trick 6, each seat's sampled deals are played out by the
// guided policy without slips, and the side's tricks compared with the same play-out on the true deal. A sampler
// that leans to the side makes the search duck tricks it needs.
import { FastRng } from '../machines/core/search/fast-rng.ts';
import type { Sampler } from '../machines/core/search/sampler.ts';
import { type View, rules } from '../machines/spades/rules/index.ts';
import { masksOf } from '../machines/spades/search/cards.ts';
import { tableOf } from '../machines/spades/search/determinized.ts';
import { samplerFor } from '../machines/spades/search/inference.ts';
import { playOut } from '../machines/spades/search/playout.ts';
import { beforeTrick6, selfPlay } from './spades-self-play.ts';

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
const sideTricks = (won: Int8Array, side: readonly number[]) => side.reduce((t, s) => t + won[s], 0);
for (let d = 1; d <= deals; d++) {
  const s = selfPlay(d * 7919, d, level, beforeTrick6);
  if (s.phase !== 'playing') continue;
  const masks = s.hands.map((h) => masksOf(h));
  const truth: Sampler = { deal: (_r, hands) => masks.forEach((m, i) => m.forEach((x, j) => (hands[i * 4 + j] = x))) };
  for (let seat = 0; seat < 4; seat++) {
    const v = rules.observe(s, seat);
    const side = v.sides.find((x) => x.includes(seat)) ?? [seat];
    const t0 = tableOf(v, 0, v.bids, truth);
    t0.deal(new FastRng(1));
    playOut(t0.sim, t0.info, new FastRng(1));
    const real = sideTricks(t0.sim.won, side);
    for (const [k, make] of Object.entries(kinds)) {
      const t = tableOf(v, 0, v.bids, make(v));
      const rng = new FastRng(d * 13 + seat);
      let mean = 0;
      for (let i = 0; i < SAMPLES; i++) {
        t.deal(rng);
        playOut(t.sim, t.info, rng);
        mean += sideTricks(t.sim.won, side) / SAMPLES;
      }
      const a = (sum[k] ??= { lean: 0, abs: 0, n: 0 });
      a.lean += mean - real;
      a.abs += Math.abs(mean - real);
      a.n++;
    }
  }
}
for (const [k, a] of Object.entries(sum)) console.log(`${k.padEnd(18)} side's tricks, sampled − true: mean ${(a.lean / a.n).toFixed(3)}, mean absolute ${(a.abs / a.n).toFixed(3)} (${a.n} positions)`);
