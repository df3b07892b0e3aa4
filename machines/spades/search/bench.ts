// Speed of the search layer for `npm run bench` (target: ≥ 500,000 random complete 13-trick hands per
// CPU-second on one core). Deals are shuffled card codes; the playout picks uniformly among the legal cards.
import { defaultOptions } from '../rules/index.ts';
import { perCpuSecond } from '../../core/search/bench.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { type PlayoutInfo, playOut } from './playout.ts';
import { Scorer } from './score.ts';
import { simRulesOf } from './position.ts';

export const DECK: number[] = [];
for (let s = 0; s < 4; s++) for (let r = 2; r <= 14; r++) DECK.push((s << 5) | r);

/** Position p of the shuffled deck goes to seat ⌊p / 13⌋, as an index into the hands (seat · 4). */
const SEAT_BASE = Int32Array.from({ length: 52 }, (_, p) => Math.floor(p / 13) << 2);

/**
 * Deal a shuffled 52-card deck into the four hands of `sim` and set the first lead. Fisher–Yates down to
 * position 12 (the 12 cards left at the front are then a uniformly random rest for the first hand, whose order
 * does not matter), two 16-bit draws from each 32-bit random number (bias below n/65536, under 0.1 %: fine for
 * a speed figure); a position is final once drawn, so its card goes straight into its hand's mask.
 */
export function deal(sim: TrickSim, rng: FastRng, deck: Int32Array): void {
  const h = sim.hands;
  h.fill(0);
  for (let i = 51; i > 11; i -= 2) {
    const x = rng.u32();
    let j = ((x & 0xffff) * (i + 1)) >>> 16;
    let c = deck[j];
    deck[j] = deck[i];
    deck[i] = c;
    h[SEAT_BASE[i] | (c >> 5)] |= 1 << (c & 31);
    j = ((x >>> 16) * i) >>> 16;
    c = deck[j];
    deck[j] = deck[i - 1];
    deck[i - 1] = c;
    h[SEAT_BASE[i - 1] | (c >> 5)] |= 1 << (c & 31);
  }
  for (let i = 0; i < 12; i++) h[deck[i] >> 5] |= 1 << (deck[i] & 31);
  sim.reset(0, NO_TRICK, ZERO_WON, 0);
}

const NO_TRICK: { seat: number; code: number }[] = [];
const ZERO_WON = [0, 0, 0, 0];

/**
 * Random complete hands for about `ms` of CPU time; returns hands per CPU-second. With `reshuffle` each hand
 * is a fresh shuffle; without, every hand replays the same deal (what a search does from one sampled deal).
 */
export function randomPlayoutsPerSecond(ms: number, reshuffle = true): number {
  const sim = new TrickSim(simRulesOf(defaultOptions));
  const rng = new FastRng(7);
  const deck = Int32Array.from(DECK);
  deal(sim, rng, deck);
  const saved = sim.hands.slice();
  return perCpuSecond(ms, () => {
    if (reshuffle) deal(sim, rng, deck);
    else {
      sim.hands.set(saved);
      sim.reset(0, NO_TRICK, ZERO_WON, 0);
    }
    sim.playOutRandom(rng);
  });
}

/** Rule-guided complete hands (the playouts Strong and Expert run) from one dealt position, per CPU-second. */
export function guidedPlayoutsPerSecond(ms: number): number {
  const sim = new TrickSim(simRulesOf(defaultOptions));
  const rng = new FastRng(11);
  deal(sim, rng, Int32Array.from(DECK));
  const saved = sim.hands.slice();
  const scorer = new Scorer({
    options: defaultOptions,
    dealer: 3,
    bids: [3, 4, 2, 3],
    totals: [0, 0],
    bagCounters: [0, 0],
  });
  const info: PlayoutInfo = {
    nil: new Int8Array(4),
    sideOf: Int8Array.from([0, 1, 0, 1]),
    contract: scorer.contracts,
    partner: Int8Array.from([2, 3, 0, 1]),
    noise: 10,
  };
  return perCpuSecond(ms, () => {
    sim.hands.set(saved);
    sim.reset(0, NO_TRICK, ZERO_WON, 0);
    playOut(sim, info, rng);
    scorer.score(sim.won);
  });
}
