// npx tsx lab/chain-mixing.ts [deals]: how different the deals one decision draws are (inference.ts
// chainOf). From Strong's self-play before trick 6 (every seat of deals 1‥`deals`), each sampler's first 64 deals: the
// mean count of hidden cards two of them place in different hands, over every pair, and the time to deal them. A
// chain's deals thinned too little are near copies of one another; 150 steps apart they are as good as independent.
import { FastRng } from '../machines/core/search/fast-rng.ts';
import type { Sampler } from '../machines/core/search/sampler.ts';
import { chainOf, samplerFor } from './spades/samplers.ts';
import type { View } from '../machines/spades/rules/index.ts';
import { viewsBeforeTrick6 } from './spades-self-play.ts';

const deals = Number(process.argv[2] ?? '10');
const DRAWN = 64;
const kinds: Record<string, (v: View) => Sampler> = {
  uniform: (v) => samplerFor(v, 'uniform'),
  'levels (bid filter)': (v) => samplerFor(v, 'legacy'),
  'chain, thinned 3': (v) => chainOf(v, { size: 1024, thin: 3 }),
  'chain, thinned 12': (v) => chainOf(v, { size: 1024, thin: 12 }),
  'chain, thinned 150': (v) => chainOf(v, { size: 1024, thin: 150 }),
};
const apart: Record<string, number> = {};
const ms: Record<string, number> = {};
let positions = 0;
for (const { deal, view } of viewsBeforeTrick6(deals, 'strong')) {
  for (const [k, f] of Object.entries(kinds)) {
    const t0 = performance.now();
    const sampler = f(view);
    const rng = new FastRng(deal);
    const drawn = Array.from({ length: DRAWN }, () => {
      const b = new Int32Array(view.handCounts.length * 4);
      sampler.deal(rng, b);
      return b;
    });
    ms[k] = (ms[k] ?? 0) + performance.now() - t0;
    let differ = 0;
    let pairs = 0;
    for (let i = 0; i < DRAWN; i++) {
      for (let j = i + 1; j < DRAWN; j++) {
        for (let seat = 0; seat < view.handCounts.length; seat++) {
          if (seat === view.seat) continue;
          for (let s = 0; s < 4; s++) {
            for (let m = drawn[i][seat * 4 + s] & ~drawn[j][seat * 4 + s]; m !== 0; m &= m - 1) differ++;
          }
        }
        pairs++;
      }
    }
    apart[k] = (apart[k] ?? 0) + differ / pairs;
  }
  positions++;
}
console.log(`${positions} positions (Strong's self-play, before trick 6), ${DRAWN} deals each`);
for (const k of Object.keys(kinds))
  console.log(
    `${k.padEnd(22)} ${(apart[k] / positions).toFixed(2)} hidden cards placed differently per pair   ${(ms[k] / positions).toFixed(1)} ms`,
  );
