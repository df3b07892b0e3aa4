// The search table of a seat: a trick simulator dealt from the seat's knowledge (a sampler), the real scorer and the
// playouts' policy, put back at the view's position for every candidate.
import { FastRng } from '../../core/search/fast-rng.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { codeOf } from './cards.ts';
import { type Attack, type PlayoutInfo, playoutInfo } from './playout.ts';
import { rootOfView, simRulesOf } from './position.ts';
import { type Bid, type View } from './rules-bridge.ts';
import { samplerFor } from './sampling.ts';
import { Scorer } from './score.ts';

export interface Table {
  readonly sim: TrickSim;
  readonly scorer: Scorer;
  readonly info: PlayoutInfo;
  readonly mySide: number;
  /** Deal a fresh sample into the sim at the view's position. */
  deal(rng: FastRng): void;
  /** Put the sim back at the root of the current sample. */
  restore(): void;
}

/** A search table for the seat of `v` in the play (or, with `bids`, a hypothetical hand from the first lead); with
 *  `attack`, the playouts' opponents of a live nil attack it and its side defends it (nil-attack.ts). */
export function tableOf(
  v: View,
  noise: number,
  bids: readonly (Bid | null)[] = v.bids,
  dealer?: Sampler,
  attack: Attack = false,
): Table {
  const sim = new TrickSim(simRulesOf(v.options));
  const scorer = new Scorer({
    options: v.options,
    dealer: v.dealer,
    bids,
    totals: v.totals,
    bagCounters: v.bagCounters,
  });
  const info = playoutInfo(v, bids, scorer, noise, attack);
  const root = v.phase === 'playing' ? rootOfView(v) : null;
  const n = sim.n;
  const first = v.phase === 'playing' ? 0 : sim.next[v.dealer];
  const trick = root ? root.trick.map((p) => ({ seat: p.seat, code: codeOf(p.card) })) : [];
  const won = root ? root.tricksWon : new Array<number>(n).fill(0);
  const sampler = dealer ?? samplerFor(v, 'bid-filter');
  const saved = new Int32Array(n * 4);
  const restore = () => {
    sim.hands.set(saved);
    sim.reset(root ? root.tricksDone : 0, trick, won, root ? root.turn : first, root ? root.broken : false);
  };
  return {
    sim,
    scorer,
    info,
    mySide: scorer.sideOf(v.seat),
    deal(rng) {
      sampler.deal(rng, saved);
      restore();
    },
    restore,
  };
}
