// The last tricks solved exactly: each sampled deal played out with all cards open, the searching side maximising its
// margin by the real hand score (core/search/solve.ts). Bounded by a count of positions, never by the clock.
import type { Card } from '../../core/cards.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { Transpositions, moveBuffers, playSolved, solveParanoid } from '../../core/search/solve.ts';
import { codeOf } from './cards.ts';
import type { View } from './rules-bridge.ts';
import { type Table, tableOf } from './search-table.ts';

/**
 * Tricks left at or below which Strong plays the deal out exactly (perfect play with the sampled deal's cards open,
 * core/search/solve.ts playSolved) instead of by the guided playouts: a handful of cards is cheap to solve, and there
 * the playouts' rules of thumb mislead (scenarios nil-attack-stay-low, set-ruff-now). Expert and the hint solve their
 * last TEACHER_END (determinized.ts).
 */
export const EXACT_END = 4;

/** The table's exact solver: the searching side maximises its margin by the real hand score, every other side
 *  minimises it (paranoid in cutthroat); one table of transpositions, cleared by the caller for each deal. */
function solverOf(t: Table) {
  const mine = t.info.sideOf.map((side) => (side === t.mySide ? 1 : 0));
  const leaf = (won: Int8Array) => {
    t.scorer.score(won);
    return t.scorer.margin(t.mySide);
  };
  return { mine, leaf, bufs: moveBuffers(t.sim), tt: new Transpositions() };
}

/** The table's sampled deal played out from its position as the solver plays it (one call per candidate). */
export function exactOut(t: Table): { clear(): void; out(): void } {
  const { mine, leaf, bufs, tt } = solverOf(t);
  return { clear: () => tt.clear(), out: () => void playSolved(t.sim, mine, leaf, bufs, tt) };
}

/**
 * Mean exact value of each candidate card over `samples` deals, each solved with all cards open (the last tricks);
 * null once the solver has searched more than `maxNodes` positions (checked after each card's solve, so a decision's
 * work is bounded by the count, not the clock: the same view and seed give the same answer).
 */
export function solveCards(v: View, cards: readonly Card[], samples: number, seed: number, dealer?: Sampler): number[];
export function solveCards(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  dealer: Sampler | undefined,
  maxNodes: number,
): number[] | null;
export function solveCards(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  dealer?: Sampler,
  maxNodes = Infinity,
): number[] | null {
  const t = tableOf(v, 0, v.bids, dealer);
  const rng = new FastRng(seed);
  const codes = cards.map(codeOf);
  const sum = new Array<number>(cards.length).fill(0);
  const { mine, leaf, bufs, tt } = solverOf(t);
  // Cards with no card still in play between them take the same tricks: one is solved for both (read on the first
  // deal; the same on every deal, since only where the unseen cards lie changes, not which are left).
  let stand: number[] = [];
  for (let i = 0; i < samples; i++) {
    t.deal(rng);
    if (i === 0) stand = codes.map((c) => codes.indexOf(t.sim.standIn(c)));
    tt.clear();
    for (let c = 0; c < codes.length; c++) {
      if (stand[c] >= 0 && stand[c] !== c) continue;
      t.restore();
      t.sim.play(codes[c]);
      sum[c] += solveParanoid(t.sim, mine, leaf, bufs, -Infinity, Infinity, tt);
      if (tt.nodes > maxNodes) return null;
    }
  }
  return sum.map((x, c) => (stand[c] >= 0 && stand[c] !== c ? sum[stand[c]] : x) / samples);
}
