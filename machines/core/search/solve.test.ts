// The paranoid solver on random open endgames of a three-seat trick game: alpha-beta pruning never changes the
// value a full minimax gives, and the position is left as it was.
import { describe, expect, it } from 'vitest';
import { dealEndgame } from '../../testing/search/endgame-testkit.ts';
import { FastRng } from './fast-rng.ts';
import { Transpositions, moveBuffers, playSolved, solveParanoid } from './solve.ts';
import { TrickSim } from './trick-sim.ts';

/** A random position: `tricks` cards to each of three seats from a 52-card deck, a random trump (or none). */
function endgame(rng: FastRng, tricks: number): TrickSim {
  const sim = new TrickSim({ seats: 3, tricks, next: [1, 2, 0], trump: rng.below(5) - 1 });
  dealEndgame(sim, rng);
  sim.reset(0, [], [0, 0, 0], rng.below(3));
  return sim;
}

/** Full minimax without pruning. */
function minimax(sim: TrickSim, maximises: Int8Array, leaf: (won: Int8Array) => number): number {
  if (sim.isOver()) return leaf(sim.won);
  const moves = new Int32Array(16);
  const k = sim.legalMoves(moves);
  const values: number[] = [];
  for (let i = 0; i < k; i++) {
    sim.play(moves[i]);
    values.push(minimax(sim, maximises, leaf));
    sim.undo();
  }
  return maximises[sim.turn] === 1 ? Math.max(...values) : Math.min(...values);
}

describe('the paranoid solver', () => {
  it('gives the full minimax value on random endgames and restores the position', () => {
    const rng = new FastRng(9);
    for (let i = 0; i < 200; i++) {
      const sim = endgame(rng, 1 + (i % 4));
      const me = rng.below(3);
      const mine = Int8Array.from([0, 1, 2], (s) => (s === me ? 1 : 0));
      // A utility with many distinct values, so pruning mistakes show: tricks weighted by seat.
      const leaf = (won: Int8Array) => 3 * won[me] - won[(me + 1) % 3] - 2 * won[(me + 2) % 3];
      const before = Array.from(sim.hands).join() + sim.ply + sim.turn;
      expect(solveParanoid(sim, mine, leaf, moveBuffers(sim))).toBe(minimax(sim, mine, leaf));
      expect(Array.from(sim.hands).join() + sim.ply + sim.turn).toBe(before);
      // With a table of transpositions, filled by a first search and read by a second.
      const tt = new Transpositions();
      expect(solveParanoid(sim, mine, leaf, moveBuffers(sim), -Infinity, Infinity, tt)).toBe(minimax(sim, mine, leaf));
      expect(solveParanoid(sim, mine, leaf, moveBuffers(sim), -Infinity, Infinity, tt)).toBe(minimax(sim, mine, leaf));
      expect(Array.from(sim.hands).join() + sim.ply + sim.turn).toBe(before);
    }
  });

  it('gives the full minimax value from inside a trick, with equal cards searched once (TrickSim.distinctMoves)', () => {
    const rng = new FastRng(11);
    for (let i = 0; i < 300; i++) {
      const sim = endgame(rng, 2 + (i % 3));
      // One or two cards already on the table: a card between two of ours there keeps them apart.
      for (let p = 0, n = 1 + (i % 2); p < n; p++) sim.playRandom(rng.u32());
      const me = rng.below(3);
      const mine = Int8Array.from([0, 1, 2], (s) => (s === me ? 1 : 0));
      const leaf = (won: Int8Array) => 3 * won[me] - won[(me + 1) % 3] - 2 * won[(me + 2) % 3];
      expect(solveParanoid(sim, mine, leaf, moveBuffers(sim))).toBe(minimax(sim, mine, leaf));
      expect(solveParanoid(sim, mine, leaf, moveBuffers(sim), -Infinity, Infinity, new Transpositions())).toBe(
        minimax(sim, mine, leaf),
      );
    }
  });

  it('gives the same values with a table of transpositions on deeper four-seat endgames, one table for many searches', () => {
    const rng = new FastRng(13);
    for (let i = 0; i < 40; i++) {
      const sim = new TrickSim({ seats: 4, tricks: 5, next: [1, 2, 3, 0], trump: 3, trumpMustBreak: true });
      dealEndgame(sim, rng);
      sim.reset(0, [], [0, 0, 0, 0], rng.below(4), i % 2 === 0);
      const mine = Int8Array.from([1, 0, 1, 0]);
      // A contract: 3 tricks bid, 10 a trick when made, less 10 a trick bid when set, a point a bag; nil for seat 1.
      const leaf = (won: Int8Array) =>
        (won[0] + won[2] >= 3 ? 28 + won[0] + won[2] : -30) - (won[1] === 0 ? 100 : -100) - 5 * won[3];
      const tt = new Transpositions();
      const plain = solveParanoid(sim, mine, leaf, moveBuffers(sim));
      // Each candidate card of the leader solved with the one table, as the levels do on a sampled deal.
      const moves = new Int32Array(16);
      const k = sim.legalMoves(moves);
      for (let c = 0; c < k; c++) {
        sim.play(moves[c]);
        const v = solveParanoid(sim, mine, leaf, moveBuffers(sim));
        expect(solveParanoid(sim, mine, leaf, moveBuffers(sim), -Infinity, Infinity, tt)).toBe(v);
        sim.undo();
      }
      expect(solveParanoid(sim, mine, leaf, moveBuffers(sim), -Infinity, Infinity, tt)).toBe(plain);
    }
  });

  it('plays a line out that reaches the solved value, each seat choosing as the solver values (playSolved)', () => {
    const rng = new FastRng(17);
    for (let i = 0; i < 200; i++) {
      const sim = endgame(rng, 1 + (i % 4));
      if (i % 3 === 0) sim.playRandom(rng.u32());
      const me = rng.below(3);
      const mine = Int8Array.from([0, 1, 2], (s) => (s === me ? 1 : 0));
      const leaf = (won: Int8Array) => 3 * won[me] - won[(me + 1) % 3] - 2 * won[(me + 2) % 3];
      const value = minimax(sim, mine, leaf);
      const start = sim.ply;
      expect(playSolved(sim, mine, leaf, moveBuffers(sim), i % 2 === 0 ? new Transpositions() : undefined)).toBe(value);
      // The game is over and its tricks score the value: no seat strayed from its best.
      expect(sim.isOver()).toBe(true);
      expect(leaf(sim.won)).toBe(value);
      // Every position along the line kept the value (a seat that strayed could only be caught out later).
      while (sim.ply > start) {
        sim.undo();
        expect(minimax(sim, mine, leaf)).toBe(value);
      }
    }
  });

  it('drops only cards with no card still in play between them and a higher one of the same hand', () => {
    const sim = new TrickSim({ seats: 3, tricks: 3, next: [1, 2, 0] });
    // Seat 0 holds ♠(suit 0) 10, 9 and 7; seat 1 holds the 8; seat 2 nothing of the suit.
    sim.hands[0] = (1 << 10) | (1 << 9) | (1 << 7);
    sim.hands[4] = 1 << 8;
    sim.hands[4 + 1] = (1 << 2) | (1 << 3);
    sim.hands[8 + 1] = (1 << 4) | (1 << 5) | (1 << 6);
    sim.reset(0, [], [0, 0, 0], 0);
    const out = new Int32Array(16);
    const k = sim.distinctMoves(out);
    expect(Array.from(out.subarray(0, k)).sort((a, b) => a - b)).toEqual([7, 10]);
    // The 9 stands in for the 10's run; the 7 (the 8 between) and the 10 for themselves.
    expect([sim.standIn(9), sim.standIn(7), sim.standIn(10)]).toEqual([10, 7, 10]);
  });
});
