// The hand's plays so far replayed on a sampled deal, for the player models' read of each play (choice-model.ts):
// the sampled hands with the played cards put back, from the first lead on. Built from the View only (COM-7.3).
import { FastRng } from '../../core/search/fast-rng.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { codeOf } from './cards.ts';
import { guidedMove, playoutInfo } from './playout.ts';
import { simRulesOf } from './position.ts';
import type { View } from './rules-bridge.ts';
import { Scorer } from './score.ts';

/** Replays the hand's plays so far from the first lead on `hands` (the position's hands; the played cards are put
 *  back), calling `visit` before each play of a seat other than the View's with the guided policy's card (−1: none,
 *  or not asked: `guided` false). */
export interface Replay {
  run(hands: Int32Array, visit: (sim: TrickSim, code: number, guided: number) => void): void;
}

export function replayOf(v: View, guided = true): Replay | undefined {
  const plays = [...v.tricks.flatMap((t) => t.plays), ...v.trick].map((p) => ({ seat: p.seat, code: codeOf(p.card) }));
  if (!plays.some((p) => p.seat !== v.seat)) return undefined;
  const sim = new TrickSim(simRulesOf(v.options));
  const n = sim.n;
  const scorer = new Scorer({
    options: v.options,
    dealer: v.dealer,
    bids: v.bids,
    totals: v.totals,
    bagCounters: v.bagCounters,
  });
  const info = playoutInfo(v, v.bids, scorer, 0, true);
  const played = new Int32Array(n * 4);
  for (const p of plays) played[(p.seat << 2) | (p.code >> 5)] |= 1 << (p.code & 31);
  const zeros = new Array<number>(n).fill(0);
  const leader = plays[0].seat;
  const rng = new FastRng(1);
  return {
    run(hands, visit) {
      for (let i = 0; i < n * 4; i++) sim.hands[i] = hands[i] | played[i];
      sim.reset(0, [], zeros, leader, false);
      for (const p of plays) {
        if (p.seat !== v.seat) visit(sim, p.code, guided ? guidedMove(sim, info, rng) : -1);
        sim.play(p.code);
      }
    },
  };
}
