// Information-set Monte Carlo tree search for plain-trick games (single observer, Cowling, Powley & Whitehouse
// 2012): one tree over the searching seat's information sets, a new determinization (sampler.ts) each
// iteration, children counted as available only when legal in that determinization, UCB selection from the
// acting seat's own utility (every seat plays for itself), a rule-guided playout, the real deal score as the
// reward. Iteration budget, seeded: reproducible.
import { FastRng } from './fast-rng.ts';
import { playOutGuided } from './guided.ts';
import type { PlainTable } from './plain.ts';
import { samplerOf } from './sampler.ts';

class Node {
  visits = 0;
  avail = 0;
  /** Sum of the rewards of the seat that chose `move`. */
  total = 0;
  readonly children: Node[] = [];
  constructor(
    readonly move: number,
    readonly seat: number,
  ) {}
}

const C = 0.7;

export interface PlainIsmcts {
  readonly codes: readonly number[];
  readonly visits: readonly number[];
  /** Mean reward (the searching seat's utility) per root card. */
  readonly values: readonly number[];
}

/** `utilities(won, out)` writes every seat's utility; `scale` brings rewards near [−1, 1] for UCB. */
export function plainIsmcts(t: PlainTable, utilities: (won: Int8Array, out: Float64Array) => void, iterations: number, seed: number, scale: number, noise = 10): PlainIsmcts {
  const sim = t.sim;
  const rng = new FastRng(seed);
  const sampler = samplerOf(t.knowledge);
  const saved = new Int32Array(sim.n * 4);
  const root = new Node(-1, -1);
  const buf = new Int32Array(20);
  const path: Node[] = [];
  const reward = new Float64Array(sim.n);
  for (let it = 0; it < iterations; it++) {
    sampler.deal(rng, saved);
    sim.hands.set(saved);
    sim.reset(t.root.tricksDone, t.root.trick, t.root.won, t.root.turn);
    let node = root;
    path.length = 0;
    while (!sim.isOver()) {
      const k = sim.legalMoves(buf);
      let untried = 0;
      for (let i = 0; i < k; i++) {
        const child = node.children.find((c) => c.move === buf[i]);
        if (child) child.avail++;
        else buf[untried++] = buf[i];
      }
      const seat = sim.turn;
      if (untried > 0) {
        const child = new Node(buf[rng.below(untried)], seat);
        child.avail = 1;
        node.children.push(child);
        sim.play(child.move);
        path.push(child);
        break;
      }
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
    playOutGuided(sim, t.avoid, noise, rng);
    utilities(sim.won, reward);
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.total += reward[n.seat];
    }
  }
  const kids = root.children;
  return { codes: kids.map((c) => c.move), visits: kids.map((c) => c.visits), values: kids.map((c) => c.total / Math.max(1, c.visits)) };
}
