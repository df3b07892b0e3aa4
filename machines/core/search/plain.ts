// Determinized sampling for plain-trick games (a game supplies the table): deal the unseen cards consistently
// with the seat's knowledge, play each candidate card out with the guided policy, keep the mean utility.
import { FastRng } from './fast-rng.ts';
import { playOutGuided } from './guided.ts';
import type { Knowledge } from './knowledge.ts';
import { samplerOf } from './sampler.ts';
import type { TrickSim } from './trick-sim.ts';

export interface PlainTable {
  readonly sim: TrickSim;
  readonly knowledge: Knowledge;
  readonly root: { readonly tricksDone: number; readonly trick: readonly { seat: number; code: number }[]; readonly won: readonly number[]; readonly turn: number };
  /** Per seat: 1 when the seat avoids tricks in the guided playouts. */
  readonly avoid: Int8Array;
  /** The searching seat's utility once the deal is over (its score less the others' mean). */
  utility(won: Int8Array): number;
}

export interface PlainStats {
  readonly values: number[];
  /** How often the seat won the trick in progress with the card. */
  readonly winsTrick: number[];
}

export function plainCardStats(t: PlainTable, codes: readonly number[], samples: number, seed: number, noise = 10): PlainStats {
  const rng = new FastRng(seed);
  const sampler = samplerOf(t.knowledge);
  const saved = new Int32Array(t.sim.n * 4);
  const sum = new Array<number>(codes.length).fill(0);
  const wins = new Array<number>(codes.length).fill(0);
  const me = t.knowledge.seat;
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, saved);
    for (let c = 0; c < codes.length; c++) {
      t.sim.hands.set(saved);
      t.sim.reset(t.root.tricksDone, t.root.trick, t.root.won, t.root.turn);
      t.sim.play(codes[c]);
      playOutGuided(t.sim, t.avoid, noise, rng);
      sum[c] += t.utility(t.sim.won);
      if (t.sim.winners[t.root.tricksDone] === me) wins[c]++;
    }
  }
  return { values: sum.map((x) => x / samples), winsTrick: wins.map((x) => x / samples) };
}

/** Exact open-cards value for the searching seat (maximiser) against the others (paranoid minimisers). */
export function solvePlain(sim: TrickSim, me: number, utility: (won: Int8Array) => number, bufs: Int32Array[], alpha = -Infinity, beta = Infinity): number {
  if (sim.isOver()) return utility(sim.won);
  const buf = bufs[sim.ply];
  const k = sim.legalMoves(buf);
  const max = sim.turn === me;
  let best = max ? -Infinity : Infinity;
  for (let i = 0; i < k; i++) {
    sim.play(buf[i]);
    const v = solvePlain(sim, me, utility, bufs, alpha, beta);
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

/** Mean exact value of each candidate card over sampled deals (the last tricks). */
export function plainSolveCards(t: PlainTable, codes: readonly number[], samples: number, seed: number): number[] {
  const rng = new FastRng(seed);
  const sampler = samplerOf(t.knowledge);
  const saved = new Int32Array(t.sim.n * 4);
  const bufs = Array.from({ length: t.sim.tricks * t.sim.n + 1 }, () => new Int32Array(16));
  const sum = new Array<number>(codes.length).fill(0);
  const util = (won: Int8Array) => t.utility(won);
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, saved);
    for (let c = 0; c < codes.length; c++) {
      t.sim.hands.set(saved);
      t.sim.reset(t.root.tricksDone, t.root.trick, t.root.won, t.root.turn);
      t.sim.play(codes[c]);
      sum[c] += solvePlain(t.sim, t.knowledge.seat, util, bufs);
    }
  }
  return sum.map((x) => x / samples);
}
