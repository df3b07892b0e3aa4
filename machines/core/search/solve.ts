// The exact open-cards solver for the last tricks, over sampled deals (plain.ts overSamples): paranoid alpha-beta,
// the searching seats maximise one value and every other seat minimises it. Few tricks only: the caller decides
// when. (Max^n, every seat for itself, measured no better for Sprøyte's Expert and was dropped.)
import { type PlainTable, overSamples } from './plain.ts';
import type { TrickSim } from './trick-sim.ts';

/** One legal-move buffer per ply of a deal. */
export const moveBuffers = (sim: TrickSim): Int32Array[] => Array.from({ length: sim.tricks * sim.n + 1 }, () => new Int32Array(20));

/** The exact value of the position: seats with `maximises[seat]` = 1 maximise `leaf(won)`, the others minimise it. */
export function solveParanoid(sim: TrickSim, maximises: Int8Array, leaf: (won: Int8Array) => number, bufs: Int32Array[], alpha = -Infinity, beta = Infinity): number {
  if (sim.isOver()) return leaf(sim.won);
  const buf = bufs[sim.ply];
  const k = sim.distinctMoves(buf);
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

/** Mean paranoid value of each candidate card for the table's seat (the others against it) over sampled deals. */
export function plainSolveCards(t: PlainTable, codes: readonly number[], samples: number, seed: number): number[] {
  const bufs = moveBuffers(t.sim);
  const me = Int8Array.from({ length: t.sim.n }, (_, s) => (s === t.knowledge.seat ? 1 : 0));
  const leaf = (won: Int8Array) => t.utility(won);
  return overSamples(t, codes, samples, seed, () => solveParanoid(t.sim, me, leaf, bufs));
}
