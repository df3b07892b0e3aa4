// The rule-guided playout policy for search (allocation-free, on the open cards of one sampled deal): a live
// nil bidder ducks, its partner covers, a side short of its contract wins tricks (masters first, the cheapest
// winner when last), a side that has made it plays for a set within reach (bots/tactics.ts SET_REACH), else ducks
// to avoid bags; nobody rescues an opponent's nil. A small share of random moves keeps the playouts varied. The
// bids' meaning is SPD-5, SPD-8; the rules are the TrickSim's.
import {
  highestOf,
  highestOver,
  highestUnder,
  isMaster,
  lowestOf,
  lowestOver,
  top,
} from '../../core/search/card-picks.ts';
import type { FastRng } from '../../core/search/fast-rng.ts';
import type { TrickSim } from '../../core/search/trick-sim.ts';
import { attackMove, liveOpponentNil } from './nil-attack.ts';
import { setInReach } from '../bots/tactics.ts';
import { type Bid, type View, partnerOf } from './rules-bridge.ts';
import type { Scorer } from './score.ts';

/** The bids as the playouts read them. */
export interface PlayoutInfo {
  /** Per seat: 1 for a nil or blind-nil bidder. */
  readonly nil: Int8Array;
  /** Per seat: the seat's side; per side: its seats' contract. */
  readonly sideOf: Int8Array;
  readonly contract: Int16Array;
  /** Per seat: the partner, or -1. */
  readonly partner: Int8Array;
  /** Share of random moves, out of 256 (the levels 10): the playouts' opponents slip now and then, as players do. */
  readonly noise: number;
  /** Opponents attack a live nil and its side defends it as Strong players do (nil-attack.ts): the bid evaluation's
   *  playouts (true). 'follow': only the follower's part, for a side that has its contract — before the nil bidder
   *  plays to a trick, stay low under the card it must duck rather than take it or play for a set (nil-attack.ts
   *  attackMove); leads, a side still short, and the nil's own side play as without. */
  readonly attack?: Attack;
}

/** How the playouts treat a live nil (PlayoutInfo.attack). */
export type Attack = boolean | 'follow';

/** The bids as the playouts of the seat of `v` read them (`attack`: nil-attack.ts). */
export function playoutInfo(
  v: View,
  bids: readonly (Bid | null)[],
  scorer: Scorer,
  noise: number,
  attack: Attack = false,
): PlayoutInfo {
  const n = v.handCounts.length;
  const sideOf = Int8Array.from({ length: n }, (_, s) => scorer.sideOf(s));
  return {
    nil: Int8Array.from(bids.map((b) => (b === 'nil' || b === 'blind-nil' ? 1 : 0))),
    sideOf,
    contract: scorer.contracts,
    partner: Int8Array.from({ length: n }, (_, s) => partnerOf(v.options, s) ?? -1),
    noise,
    attack,
  };
}

/** Tricks the side still needs (numeric bidders' tricks count, SPD-8.4). */
function need(sim: TrickSim, info: PlayoutInfo, side: number): number {
  let w = 0;
  for (let s = 0; s < sim.n; s++) if (info.sideOf[s] === side && info.nil[s] === 0) w += sim.won[s];
  return info.contract[side] - w;
}

/** The guided choice for the seat to act. */
export function guidedMove(sim: TrickSim, info: PlayoutInfo, rng: FastRng): number {
  const r = rng.u32();
  const suits = sim.legalSuits();
  const seat = sim.turn;
  // Random slips keep playouts varied, but not a nil bidder's: one slip would decide its nil.
  if ((r & 255) < info.noise && !(info.nil[seat] === 1 && sim.won[seat] === 0)) return -1;
  const pos = sim.pos;
  const last = pos === sim.n - 1;
  const side = info.sideOf[seat];
  // 1. A live nil bidder ducks.
  if (info.nil[seat] === 1 && sim.won[seat] === 0) {
    if (pos === 0) return lowestOf(sim, suits);
    const u = highestUnder(sim, suits);
    if (u >= 0) return u;
    // Forced over with the partner still to play: the lowest, for the partner to cover.
    const q = info.partner[seat];
    const o = info.attack === true && q >= 0 && !last && !sim.playsInTrick(q) ? lowestOver(sim, suits) : -1;
    return o >= 0 ? o : highestOf(sim, suits);
  }
  const p = info.partner[seat];
  const partnerNil = p >= 0 && info.nil[p] === 1 && sim.won[p] === 0;
  // 'follow': only a side that has its contract, and only before the nil bidder plays (attackMove leaves the rest).
  const attacking = info.attack === true || (info.attack === 'follow' && pos > 0 && need(sim, info, side) <= 0);
  const attacked = attacking && !partnerNil ? liveOpponentNil(sim, info.nil, info.sideOf, seat) : -1;
  if (attacked >= 0) {
    const a = attackMove(sim, suits, attacked);
    if (a >= 0) return a;
  }
  if (pos === 0) {
    if (partnerNil) {
      // Lead high for the partner's nil: a side suit's top card, or, holding none, the top spade.
      const o = highestOf(sim, suits & 7);
      return o >= 0 ? o : highestOf(sim, suits);
    }
    if (need(sim, info, side) > 0) {
      const b = seat << 2;
      for (let s = 0; s < 3; s++) {
        const m = sim.hands[b | s];
        if (suits & (1 << s) && m !== 0 && isMaster(sim, seat, s, top(m))) return (s << 5) | top(m);
      }
    }
    return lowestOf(sim, suits);
  }
  const bestSeat = sim.bestSeat;
  const bestSide = info.sideOf[bestSeat];
  // 2. Covering the partner's nil: take the trick from the partner, or stay above for the partner to come.
  if (partnerNil) {
    if (bestSeat === p) {
      const o = lowestOver(sim, suits);
      return o >= 0 ? o : lowestOf(sim, suits);
    }
    const partnerPlayed = sim.playsInTrick(p);
    if (!partnerPlayed) {
      if (bestSide !== side && !last) return lowestOf(sim, suits); // an opponent's card already covers
      const o = highestOver(sim, suits);
      return o >= 0 ? o : lowestOf(sim, suits);
    }
  }
  // 3. An opponent's live nil bidder is winning: leave the trick to it.
  if (info.nil[bestSeat] === 1 && sim.won[bestSeat] === 0 && bestSide !== side) {
    const u = highestUnder(sim, suits);
    return u >= 0 ? u : lowestOf(sim, suits);
  }
  const mine = need(sim, info, side);
  let setting = false;
  if (mine <= 0) {
    const left = sim.tricks - sim.trickNo;
    for (let s = 0; s < info.contract.length; s++)
      if (s !== side && setInReach(need(sim, info, s), left)) setting = true;
  }
  if (mine > 0 || setting) {
    if (bestSide === side && (last || isMaster(sim, bestSeat, sim.best >> 5, sim.best & 31)))
      return lowestOf(sim, suits);
    const o = last ? lowestOver(sim, suits) : highestOver(sim, suits);
    return o >= 0 ? o : lowestOf(sim, suits);
  }
  // 4. Contract made: duck under the winning card, else get rid of the highest.
  const u = highestUnder(sim, suits);
  return u >= 0 ? u : highestOf(sim, suits);
}

/** Play the hand out from the sim's position with the guided policy. */
export function playOut(sim: TrickSim, info: PlayoutInfo, rng: FastRng): void {
  while (!sim.isOver()) {
    const c = guidedMove(sim, info, rng);
    if (c < 0) sim.playRandom(rng.u32());
    else sim.play(c);
  }
}
