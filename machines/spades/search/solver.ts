// Exact open-cards solver for the last tricks: alpha-beta over the TrickSim with the real hand score at the
// leaves (Scorer.margin of the searching side). The searching side maximises; every other side minimises it
// (paranoid in cutthroat). Few tricks only: the caller decides when (≈ 3 tricks in a four-hand game).
import type { Scorer } from './score.ts';
import type { TrickSim } from '../../core/search/trick-sim.ts';

export class Solver {
  private readonly bufs: Int32Array[];
  nodes = 0;
  constructor(
    private readonly sim: TrickSim,
    private readonly scorer: Scorer,
    private readonly side: number,
    private readonly sideOf: Int8Array,
  ) {
    this.bufs = Array.from({ length: sim.tricks * sim.n + 1 }, () => new Int32Array(20));
  }

  /** The exact value of the sim's position for `side` with all cards open. */
  value(alpha = -Infinity, beta = Infinity): number {
    const sim = this.sim;
    this.nodes++;
    if (sim.isOver()) {
      this.scorer.score(sim.won);
      return this.scorer.margin(this.side);
    }
    const buf = this.bufs[sim.ply];
    const k = sim.legalMoves(buf);
    const max = this.sideOf[sim.turn] === this.side;
    let best = max ? -Infinity : Infinity;
    for (let i = 0; i < k; i++) {
      sim.play(buf[i]);
      const v = this.value(alpha, beta);
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
}
