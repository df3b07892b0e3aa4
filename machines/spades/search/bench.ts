// Speed of the search layer for `npm run bench` (issue 11 target: ≥ 500,000 random complete 13-trick hands per
// CPU-second on one core). Deals are shuffled card codes; the playout picks uniformly among the legal cards.
import { defaultOptions } from '../rules/index.ts';
import { FastRng } from './fast-rng.ts';
import { Sim } from './sim.ts';
import { simRulesOf } from './position.ts';

const DECK: number[] = [];
for (let s = 0; s < 4; s++) for (let r = 2; r <= 14; r++) DECK.push((s << 5) | r);

/** Deal a shuffled 52-card deck into the four hands of `sim` and set the first lead. */
function deal(sim: Sim, rng: FastRng, deck: number[]): void {
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  sim.hands.fill(0);
  for (let i = 0; i < 52; i++) sim.hands[(i & 3) * 4 + (deck[i] >> 5)] |= 1 << (deck[i] & 31);
  sim.reset(0, [], [0, 0, 0, 0], false, 0);
}

/**
 * Random complete hands for about `ms` of CPU time; returns hands per CPU-second. With `reshuffle` each hand
 * is a fresh shuffle; without, every hand replays the same deal (what a search does from one sampled deal).
 */
export function randomPlayoutsPerSecond(ms: number, reshuffle = true): number {
  const sim = new Sim(simRulesOf(defaultOptions));
  const rng = new FastRng(7);
  const deck = DECK.slice();
  const saved = new Int32Array(16);
  let hands = 0;
  const t0 = process.cpuUsage();
  let used = 0;
  while (used < ms * 1000) {
    for (let i = 0; i < 1000; i++) {
      if (reshuffle || hands === 0) deal(sim, rng, deck);
      else {
        sim.hands.set(saved);
        sim.reset(0, [], [0, 0, 0, 0], false, 0);
      }
      if (hands === 0) saved.set(sim.hands);
      while (!sim.isOver()) sim.playRandom(rng.u32());
      hands++;
    }
    const c = process.cpuUsage(t0);
    used = c.user + c.system;
  }
  return hands / (used / 1e6);
}
