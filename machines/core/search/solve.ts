// The exact open-cards solver for the last tricks, over sampled deals (plain.ts overSamples): paranoid alpha-beta,
// the searching seats maximise one value and every other seat minimises it. Few tricks only: the caller decides
// when. (Max^n, every seat for itself, measured no better for Sprøyte's Expert and was dropped.)
import { type PlainTable, overSamples } from './plain.ts';
import type { TrickSim } from './trick-sim.ts';

/** One legal-move buffer per ply of a deal. */
export const moveBuffers = (sim: TrickSim): Int32Array[] =>
  Array.from({ length: sim.tricks * sim.n + 1 }, () => new Int32Array(20));

/**
 * Bounds on the value of positions at the start of a trick, by the cards left in each hand, the tricks each seat has
 * taken, the seat to lead and whether trumps are broken: the same position reached by another order of plays is
 * searched once. Valid for one leaf function; the caller clears it for each sampled deal. Positions are keyed by a
 * 53-bit hash and checked by a second 32-bit one (a wrong hit needs both to collide: about 1 in 10^16 per pair).
 */
export class Transpositions {
  private readonly index = new Map<number, number>();
  private readonly check: number[] = [];
  readonly lo: number[] = [];
  readonly hi: number[] = [];
  /** Positions searched since the table was made (not reset by `clear`): the caller's measure of the work. */
  nodes = 0;

  clear(): void {
    this.index.clear();
    this.check.length = this.lo.length = this.hi.length = 0;
  }

  get size(): number {
    return this.index.size;
  }

  /** The entry of the sim's position (a trick start), made unbounded if new, or −1 on a hash clash. */
  entry(sim: TrickSim): number {
    let a = 0x9e3779b9 ^ (sim.turn | (sim.broken ? 8 : 0));
    let b = 0x85ebca6b;
    let c = 0xc2b2ae35;
    const h = sim.hands;
    for (let i = 0; i < h.length; i++) {
      const x = h[i];
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul((b << 5) ^ (b >>> 27) ^ x, 0x5bd1e995);
      c = Math.imul(c + x, 0x27d4eb2d) ^ (c >>> 15);
    }
    for (let i = 0; i < sim.n; i++) {
      const w = sim.won[i] + 1;
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul((b << 5) ^ (b >>> 27) ^ w, 0x5bd1e995);
      c = Math.imul(c + w, 0x27d4eb2d) ^ (c >>> 15);
    }
    const key = (a >>> 0) * 2097152 + (b >>> 11);
    const found = this.index.get(key);
    if (found !== undefined) return this.check[found] === c ? found : -1;
    const e = this.lo.length;
    this.index.set(key, e);
    this.check.push(c);
    this.lo.push(-Infinity);
    this.hi.push(Infinity);
    return e;
  }
}

/** The exact value of the position: seats with `maximises[seat]` = 1 maximise `leaf(won)`, the others minimise it. */
export function solveParanoid(
  sim: TrickSim,
  maximises: Int8Array,
  leaf: (won: Int8Array) => number,
  bufs: Int32Array[],
  alpha = -Infinity,
  beta = Infinity,
  tt?: Transpositions,
): number {
  if (sim.isOver()) return leaf(sim.won);
  if (tt) tt.nodes++;
  let e = -1;
  if (tt && sim.pos === 0 && sim.tricks - sim.trickNo > 1) {
    e = tt.entry(sim);
    if (e >= 0) {
      const lo = tt.lo[e];
      const hi = tt.hi[e];
      if (lo >= beta || lo === hi) return lo;
      if (hi <= alpha) return hi;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
    }
  }
  const alpha0 = alpha;
  const beta0 = beta;
  const buf = bufs[sim.ply];
  const k = sim.distinctMoves(buf);
  const max = maximises[sim.turn] === 1;
  if (k > 2) order(sim, maximises, buf, k);
  let best = max ? -Infinity : Infinity;
  for (let i = 0; i < k; i++) {
    sim.play(buf[i]);
    const v = solveParanoid(sim, maximises, leaf, bufs, alpha, beta, tt);
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
  if (tt && e >= 0) {
    // Fail-soft: at or below the window the value is at most `best`, at or above it at least `best`, inside it exact.
    if (best <= alpha0) tt.hi[e] = Math.min(tt.hi[e], best);
    else if (best >= beta0) tt.lo[e] = Math.max(tt.lo[e], best);
    else tt.lo[e] = tt.hi[e] = best;
  }
  return best;
}

/**
 * Play the position out as the solver would (perfect open-cards play, paranoid): each seat in turn plays a card of the
 * best value for its camp, the first such in the solver's move order (own camp winning: the lowest; else the
 * cheapest that takes the trick), so the sim ends where that line ends. Returns the position's value.
 */
export function playSolved(
  sim: TrickSim,
  maximises: Int8Array,
  leaf: (won: Int8Array) => number,
  bufs: Int32Array[],
  tt?: Transpositions,
): number {
  const value = solveParanoid(sim, maximises, leaf, bufs, -Infinity, Infinity, tt);
  const moves = new Int32Array(20);
  while (!sim.isOver()) {
    const buf = bufs[sim.ply];
    const k = sim.distinctMoves(buf);
    if (k > 2) order(sim, maximises, buf, k);
    moves.set(buf.subarray(0, k));
    // The first card in order that keeps the value (every position along the line has the root's value): a narrow
    // window around it tells (no child is better for the seat to act, so one reaching it keeps it), much cheaper
    // than solving each child fully.
    const max = maximises[sim.turn] === 1;
    let pick = moves[0];
    for (let i = 0; i < k - 1; i++) {
      sim.play(moves[i]);
      const v = solveParanoid(sim, maximises, leaf, bufs, value - KEEP, value + KEEP, tt);
      sim.undo();
      if (max ? v > value - KEEP : v < value + KEEP) {
        pick = moves[i];
        break;
      }
      pick = moves[i + 1];
    }
    sim.play(pick);
  }
  return value;
}

/** Values closer than this are the same (scores are whole points, or thirds of them in a three-way margin). */
const KEEP = 1e-6;

const keys = new Int32Array(32);

/**
 * Likely best cards first, so that alpha-beta cuts early (the order never changes a value): on the lead the highest;
 * following, when the seat's own camp holds the trick the lowest, else the cheapest card that takes it, then the
 * lowest of the rest.
 */
function order(sim: TrickSim, maximises: Int8Array, buf: Int32Array, k: number): void {
  const lead = sim.pos === 0;
  const ours = !lead && maximises[sim.bestSeat] === maximises[sim.turn];
  for (let i = 0; i < k; i++) {
    const c = buf[i];
    const rank = c & 31;
    keys[i] = lead
      ? -rank
      : ours || !sim.beatsBest(c)
        ? 64 + rank
        : c >> 5 === sim.trump && sim.best >> 5 !== sim.trump
          ? 32 + rank
          : rank;
  }
  for (let i = 1; i < k; i++) {
    const c = buf[i];
    const key = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > key) {
      buf[j + 1] = buf[j];
      keys[j + 1] = keys[j];
      j--;
    }
    buf[j + 1] = c;
    keys[j + 1] = key;
  }
}

/** Mean paranoid value of each candidate card for the table's seat (the others against it) over sampled deals. */
export function plainSolveCards(t: PlainTable, codes: readonly number[], samples: number, seed: number): number[] {
  const bufs = moveBuffers(t.sim);
  const me = Int8Array.from({ length: t.sim.n }, (_, s) => (s === t.knowledge.seat ? 1 : 0));
  const leaf = (won: Int8Array) => t.utility(won);
  // One table of positions per sampled deal, shared by the candidates (overSamples plays them on one deal in turn).
  const tt = new Transpositions();
  return overSamples(t, codes, samples, seed, (c) => {
    if (c === 0) tt.clear();
    return solveParanoid(t.sim, me, leaf, bufs, -Infinity, Infinity, tt);
  });
}
