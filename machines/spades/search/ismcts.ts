// Information-set Monte Carlo tree search (single observer, Cowling, Powley & Whitehouse 2012): one tree over
// the searching seat's information sets, a new determinization (sampler.ts) each iteration, children counted
// as available only when legal in that determinization, UCB selection from the acting side's point of view,
// a rule-guided playout, the real hand score as the reward. Iteration budget, seeded: reproducible.
import type { Card } from '../../core/cards.ts';
import { cardOf, codeOf } from './cards.ts';
import { tableOf } from './determinized.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { playOut } from './playout.ts';
import type { View } from './rules-bridge.ts';
import type { Sampler } from '../../core/search/sampler.ts';

class Node {
  visits = 0;
  avail = 0;
  total = 0;
  readonly children: Node[] = [];
  constructor(
    readonly move: number,
    /** The side that chose `move` (for the root: −1). */
    readonly side: number,
  ) {}
}

const SCALE = 1 / 200; // rewards in points; UCB wants them near [−1, 1]
const C = 0.7;

export interface IsmctsResult {
  readonly cards: readonly Card[];
  /** Mean reward per root card (points for the searching side) and visits. */
  readonly values: readonly number[];
  readonly visits: readonly number[];
}

export function ismcts(v: View, iterations: number, seed: number, noise = 10, dealer?: Sampler): IsmctsResult {
  const t = tableOf(v, noise, v.bids, dealer);
  const sim = t.sim;
  const rng = new FastRng(seed);
  const root = new Node(-1, -1);
  const buf = new Int32Array(20);
  const path: Node[] = [];
  const mySide = t.mySide;
  for (let it = 0; it < iterations; it++) {
    t.deal(rng);
    let node = root;
    path.length = 0;
    path.push(root);
    while (!sim.isOver()) {
      const k = sim.legalMoves(buf);
      let untried = 0;
      for (let i = 0; i < k; i++) {
        const child = node.children.find((c) => c.move === buf[i]);
        if (child) child.avail++;
        else buf[untried++] = buf[i]; // compact the untried moves to the front
      }
      const side = t.info.sideOf[sim.turn];
      if (untried > 0) {
        const move = buf[rng.below(untried)];
        const child = new Node(move, side);
        child.avail = 1;
        node.children.push(child);
        sim.play(move);
        path.push(child);
        break;
      }
      // Every legal move has a child: UCB over those legal here.
      const k2 = sim.legalMoves(buf);
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (let i = 0; i < k2; i++) {
        const c = node.children.find((x) => x.move === buf[i]) as Node;
        const mean = (c.total / c.visits) * (side === mySide ? 1 : -1);
        const score = mean * SCALE + C * Math.sqrt(Math.log(c.avail) / c.visits);
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      node = best as Node;
      sim.play(node.move);
      path.push(node);
    }
    playOut(sim, t.info, rng);
    t.scorer.score(sim.won);
    const reward = t.scorer.margin(mySide);
    for (const n of path) {
      n.visits++;
      n.total += reward;
    }
  }
  const kids = root.children;
  return { cards: kids.map((c) => cardOf(c.move)), values: kids.map((c) => c.total / Math.max(1, c.visits)), visits: kids.map((c) => c.visits) };
}

export const codeOfCard = codeOf;
