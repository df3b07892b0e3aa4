// Exact open-cards solvers for the last tricks, over sampled deals (plain.ts overSamples): paranoid alpha-beta (the
// searching seats maximise one value, every other seat minimises it) and max^n (every seat plays for its own
// utility; on a tie the first card found). Few tricks only: the caller decides when.
import { type PlainTable, overSamples } from './plain.ts';
import type { TrickSim } from './trick-sim.ts';

/** One legal-move buffer per ply of a deal. */
export const moveBuffers = (sim: TrickSim): Int32Array[] => Array.from({ length: sim.tricks * sim.n + 1 }, () => new Int32Array(20));

/** The exact value of the position: seats with `maximises[seat]` = 1 maximise `leaf(won)`, the others minimise it. */
export function solveParanoid(sim: TrickSim, maximises: Int8Array, leaf: (won: Int8Array) => number, bufs: Int32Array[], alpha = -Infinity, beta = Infinity): number {
  if (sim.isOver()) return leaf(sim.won);
  const buf = bufs[sim.ply];
  const k = sim.legalMoves(buf);
  const max = maximises[sim.turn] === 1;
  let best = max ? -Infinity : Infinity;
  for (let i = 0; i < k; i++) {
    sim.play(buf[i]);
    const v = solveParanoid(sim, maximises, leaf, bufs, alpha, beta);
    sim.undo();
    if (max) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}

/** Every seat's exact value when each plays for its own utility; the vector is left in `vals[sim.ply]`. */
export function solveMaxN(sim: TrickSim, utilities: (won: Int8Array, out: Float64Array) => void, bufs: Int32Array[], vals: Float64Array[]): Float64Array {
  const ply = sim.ply;
  const res = vals[ply];
  if (sim.isOver()) {
    utilities(sim.won, res);
    return res;
  }
  const buf = bufs[ply];
  const k = sim.legalMoves(buf);
  const seat = sim.turn;
  let best = -Infinity;
  for (let i = 0; i < k; i++) {
    sim.play(buf[i]);
    const child = solveMaxN(sim, utilities, bufs, vals);
    sim.undo();
    if (child[seat] > best) {
      best = child[seat];
      res.set(child);
    }
  }
  return res;
}

/** Mean paranoid value of each candidate card for the table's seat (the others against it) over sampled deals. */
export function plainSolveCards(t: PlainTable, codes: readonly number[], samples: number, seed: number): number[] {
  const bufs = moveBuffers(t.sim);
  const me = Int8Array.from({ length: t.sim.n }, (_, s) => (s === t.knowledge.seat ? 1 : 0));
  const leaf = (won: Int8Array) => t.utility(won);
  return overSamples(t, codes, samples, seed, () => solveParanoid(t.sim, me, leaf, bufs));
}

/** Mean max^n value of each candidate card for the table's seat over sampled deals. */
export function plainMaxNCards(t: PlainTable, utilities: (won: Int8Array, out: Float64Array) => void, codes: readonly number[], samples: number, seed: number): number[] {
  const bufs = moveBuffers(t.sim);
  const vals = bufs.map(() => new Float64Array(t.sim.n));
  const me = t.knowledge.seat;
  return overSamples(t, codes, samples, seed, () => solveMaxN(t.sim, utilities, bufs, vals)[me]);
}
