// Speed of the plain-trick search layer for `npm run bench`: random complete deals of three hands
// from one dealt position through TrickSim, per CPU-second (wall time where there is no process clock).
import { FastRng } from './fast-rng.ts';
import { TrickSim } from './trick-sim.ts';

/** CPU milliseconds of this process (wall milliseconds where there is no process clock, e.g. a browser). */
export function cpuMs(): number {
  const p = (globalThis as { process?: { cpuUsage(): { user: number; system: number } } }).process;
  if (!p) return performance.now();
  const c = p.cpuUsage();
  return (c.user + c.system) / 1000;
}

/**
 * How many times per CPU-second `step` runs: a short untimed warm-up (so the figure is the optimised code's), then
 * batches of a thousand for about `ms` CPU milliseconds.
 */
export function perCpuSecond(ms: number, step: () => void): number {
  for (let t0 = cpuMs(); cpuMs() - t0 < Math.min(300, ms / 4);) for (let i = 0; i < 1000; i++) step();
  let runs = 0;
  const t0 = cpuMs();
  let used = 0;
  while (used < ms) {
    for (let i = 0; i < 1000; i++) step();
    runs += 1000;
    used = cpuMs() - t0;
  }
  return runs / (used / 1000);
}

/** Three hands of `handSize` cards from a 52-card deck, trump `trump` (−1 none), replayed at random for `ms`. */
export function plainPlayoutsPerSecond(handSize: number, trump: number, ms: number): number {
  const sim = new TrickSim({ seats: 3, tricks: handSize, next: [1, 2, 0], trump });
  const rng = new FastRng(3);
  const deck: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = 2; r <= 14; r++) deck.push((s << 5) | r);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  for (let i = 0; i < 3 * handSize; i++) sim.hands[(i % 3) * 4 + (deck[i] >> 5)] |= 1 << (deck[i] & 31);
  const saved = sim.hands.slice();
  const won = [0, 0, 0];
  return perCpuSecond(ms, () => {
    sim.hands.set(saved);
    sim.reset(0, [], won, 0);
    sim.playOutRandom(rng);
  });
}
