// Information-set Monte Carlo tree search for trick games (single observer, Cowling, Powley & Whitehouse 2012):
// one tree over the searching seat's information sets, a new determinization each iteration, children counted as
// available only when legal in that determinization, UCB selection from the acting seat's own reward (its own
// utility, or its side's), a game's playout to the end, the real deal score as the reward. Iteration budget,
// seeded: reproducible.
import { FastRng } from './fast-rng.ts';
import { playOutGuided } from './guided.ts';
import type { PlainTable } from './plain.ts';
import { samplerOf } from './sampler.ts';
import type { TrickSim } from './trick-sim.ts';

class Node {
  visits = 0;
  avail = 0;
  /** Sum of the rewards of the seat (or side) that chose `move`. */
  total = 0;
  readonly children: Node[] = [];
  constructor(
    readonly move: number,
    /** Index of the reward the chooser follows (−1 for the root). */
    readonly reward: number,
  ) {}
}

const C = 0.7;

/** What the search needs from a game: its position, determinizations, playouts and rewards. */
export interface SearchSetup {
  readonly sim: TrickSim;
  /** Deal a fresh determinization into the sim at the root. */
  deal(rng: FastRng): void;
  /** Play the deal out to its end from the sim's position. */
  playout(rng: FastRng): void;
  /** Per seat: the index of the reward its choices follow (its seat, or its side). */
  readonly rewardOf: Int8Array;
  /** The rewards, by index, once the deal is over. */
  rewards(won: Int8Array, out: Float64Array): void;
}

export interface SearchResult {
  readonly codes: readonly number[];
  readonly visits: readonly number[];
  /** Mean reward of the searching seat per root card. */
  readonly values: readonly number[];
}

/** `scale` brings rewards near [−1, 1] for UCB. */
export function ismcts(setup: SearchSetup, iterations: number, seed: number, scale: number): SearchResult {
  const { sim, rewardOf } = setup;
  const rng = new FastRng(seed);
  const root = new Node(-1, -1);
  const buf = new Int32Array(20);
  const path: Node[] = [];
  const reward = new Float64Array(sim.n);
  for (let it = 0; it < iterations; it++) {
    setup.deal(rng);
    let node = root;
    path.length = 0;
    while (!sim.isOver()) {
      const k = sim.legalMoves(buf);
      let untried = 0;
      for (let i = 0; i < k; i++) {
        const child = node.children.find((c) => c.move === buf[i]);
        if (child) child.avail++;
        else buf[untried++] = buf[i]; // compact the untried moves to the front
      }
      const r = rewardOf[sim.turn];
      if (untried > 0) {
        const child = new Node(buf[rng.below(untried)], r);
        child.avail = 1;
        node.children.push(child);
        sim.play(child.move);
        path.push(child);
        break;
      }
      // Every legal move has a child: UCB over those legal here.
      const k2 = sim.legalMoves(buf);
      let best = node.children[0];
      let bestScore = -Infinity;
      for (let i = 0; i < k2; i++) {
        const c = node.children.find((x) => x.move === buf[i]) as Node;
        const score = (c.total / c.visits) * scale + C * Math.sqrt(Math.log(c.avail) / c.visits);
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      node = best;
      sim.play(node.move);
      path.push(node);
    }
    setup.playout(rng);
    setup.rewards(sim.won, reward);
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.total += reward[n.reward];
    }
  }
  const kids = root.children;
  return {
    codes: kids.map((c) => c.move),
    visits: kids.map((c) => c.visits),
    values: kids.map((c) => c.total / Math.max(1, c.visits)),
  };
}

/** A plain-trick game's table: every seat plays for itself (`utilities` writes each seat's), guided playouts. */
export function plainIsmcts(
  t: PlainTable,
  utilities: (won: Int8Array, out: Float64Array) => void,
  iterations: number,
  seed: number,
  scale: number,
  noise = 10,
): SearchResult {
  const sim = t.sim;
  const sampler = samplerOf(t.knowledge);
  const saved = new Int32Array(sim.n * 4);
  const setup: SearchSetup = {
    sim,
    deal(rng) {
      sampler.deal(rng, saved);
      sim.hands.set(saved);
      sim.reset(t.root.tricksDone, t.root.trick, t.root.won, t.root.turn);
    },
    playout: (rng) => playOutGuided(sim, t.avoid, noise, rng),
    rewardOf: Int8Array.from({ length: sim.n }, (_, s) => s),
    rewards: utilities,
  };
  return ismcts(setup, iterations, seed, scale);
}
