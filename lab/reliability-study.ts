// npx tsx scripts/reliability-study.ts [deals] [level]: is the Spades sampler's read of the table sure as often as it
// is right? From a level's self-play at trick 6, for every hidden card and seat the share of sampled deals
// that put the card there, binned; beside each bin how often the card really was there. A sampler sure beyond its
// accuracy (the bins' truth below their share) makes the search play closer to the line than the table allows.
import { FastRng } from '../machines/core/search/fast-rng.ts';
import { type Sampler, pooledSampler, samplerOf } from '../machines/core/search/sampler.ts';
import type { View } from '../machines/spades/rules/index.ts';
import { codeOf } from '../machines/spades/search/cards.ts';
import { CHOICE_FITTED, choiceLikelihood } from '../machines/spades/search/choice-model.ts';
import { asDealt, fittedBidLikelihood, samplerFor } from './spades/samplers.ts';
import { knowledgeOf } from '../machines/spades/search/knowledge.ts';
import { viewsBeforeTrick6 } from './spades-self-play.ts';

const deals = Number(process.argv[2] ?? '40');
const level = process.argv[3] ?? 'strong';
const SAMPLES = 200;
/** The choice model's weights raised to a fixed power (1: as read; below 1: widened). */
const powered =
  (tau: number) =>
  (v: View): Sampler => {
    const base = samplerOf(
      knowledgeOf(v),
      asDealt(
        v,
        (
          (f) => (h: Int32Array) =>
            f(h) ** tau
        )(fittedBidLikelihood(v)),
      ),
      16,
    );
    const like = choiceLikelihood(v, CHOICE_FITTED);
    return like ? pooledSampler(base, (h) => like(h) ** tau, 1024, v.handCounts.length * 4, 0) : base;
  };
const kinds: Record<string, (v: View) => Sampler> = {
  uniform: (v) => samplerFor(v, 'uniform'),
  legacy: (v) => samplerFor(v, 'legacy'),
  'choice (ess 0.5)': (v) => samplerFor(v, 'choice'),
  'choice ess 0.1': (v) => samplerFor(v, 'choice', 1024, 0.1),
  chain: (v) => samplerFor(v, 'chain'),
  'chain τ 0.6': (v) => samplerFor(v, 'chain6'),
  'choice τ 1': powered(1),
  'choice τ 0.7': powered(0.7),
  'choice τ 0.5': powered(0.5),
};
const BINS = 10;
type Acc = { q: Float64Array; hit: Float64Array; n: Float64Array; logLoss: number; cards: number };
const acc: Record<string, Acc> = {};
for (const k of Object.keys(kinds))
  acc[k] = { q: new Float64Array(BINS), hit: new Float64Array(BINS), n: new Float64Array(BINS), logLoss: 0, cards: 0 };
for (const { deal, state, seat, view } of viewsBeforeTrick6(deals, level)) {
  const hidden = state.hands.flatMap((h, x) => (x === seat ? [] : h.map((c) => ({ holder: x, code: codeOf(c) }))));
  const others = [0, 1, 2, 3].filter((x) => x !== seat);
  for (const [k, make] of Object.entries(kinds)) {
    const sampler = make(view);
    const rng = new FastRng(deal * 31 + seat);
    const buf = new Int32Array(16);
    const count = new Float64Array(hidden.length * 4);
    for (let i = 0; i < SAMPLES; i++) {
      sampler.deal(rng, buf);
      hidden.forEach(({ code }, j) => {
        for (const x of others) if (buf[x * 4 + (code >> 5)] & (1 << (code & 31))) count[j * 4 + x]++;
      });
    }
    const a = acc[k];
    hidden.forEach(({ holder }, j) => {
      for (const x of others) {
        const q = count[j * 4 + x] / SAMPLES;
        const b = Math.min(BINS - 1, Math.floor(q * BINS));
        a.q[b] += q;
        a.hit[b] += x === holder ? 1 : 0;
        a.n[b]++;
      }
      a.logLoss -= Math.log(Math.max(count[j * 4 + holder], 0.5) / SAMPLES);
      a.cards++;
    });
  }
}
for (const [k, a] of Object.entries(acc)) {
  const bins = Array.from({ length: BINS }, (_, b) =>
    a.n[b] ? `${(a.q[b] / a.n[b]).toFixed(2)}→${(a.hit[b] / a.n[b]).toFixed(2)} (${a.n[b]})` : '-',
  );
  console.log(`${k.padEnd(18)} log loss ${(a.logLoss / a.cards).toFixed(4)}  ${bins.join('  ')}`);
}
