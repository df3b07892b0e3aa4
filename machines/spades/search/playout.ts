// The rule-guided playout policy for search (allocation-free, on the open cards of one sampled deal): a live
// nil bidder ducks, its partner covers, a side short of its contract wins tricks (masters first, the cheapest
// winner when last), a side that has made it ducks to avoid bags, nobody rescues an opponent's nil. A small
// share of random moves keeps the playouts varied. The bids' meaning is SPD-5, SPD-8; the rules are the TrickSim's.
import type { FastRng } from '../../core/search/fast-rng.ts';
import type { TrickSim } from '../../core/search/trick-sim.ts';

const SPADES = 3;
const top = (m: number): number => 31 - Math.clz32(m);
const low = (m: number): number => 31 - Math.clz32(m & -m);

/** The bids as the playouts read them. */
export interface PlayoutInfo {
  /** Per seat: 1 for a nil or blind-nil bidder. */
  readonly nil: Int8Array;
  /** Per seat: the seat's side; per side: its seats' contract. */
  readonly sideOf: Int8Array;
  readonly contract: Int16Array;
  /** Per seat: the partner, or -1. */
  readonly partner: Int8Array;
  /** Share of random moves, out of 256. */
  readonly noise: number;
}

/** Tricks the side still needs (numeric bidders' tricks count, SPD-8.4). */
function need(sim: TrickSim, info: PlayoutInfo, side: number): number {
  let w = 0;
  for (let s = 0; s < sim.n; s++) if (info.sideOf[s] === side && info.nil[s] === 0) w += sim.won[s];
  return info.contract[side] - w;
}

/** Is the seat's highest card in `suit` higher than every other hand's (a master in this deal)? */
function isMaster(sim: TrickSim, seat: number, suit: number, rank: number): boolean {
  for (let s = 0; s < sim.n; s++) if (s !== seat && sim.hands[(s << 2) | suit] >>> (rank + 1) !== 0) return false;
  return true;
}

/** The lowest legal card: a side suit's lowest first, spades last. */
function lowestOf(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  let bestCode = -1;
  let bestRank = 99;
  for (let s = 0; s < 4; s++) {
    if ((suits & (1 << s)) === 0) continue;
    const m = sim.hands[b | s];
    if (m === 0) continue;
    const r = low(m) + (s === SPADES ? 20 : 0);
    if (r < bestRank) {
      bestRank = r;
      bestCode = (s << 5) | low(m);
    }
  }
  return bestCode;
}

/** The highest legal card (spades count above side suits). */
function highestOf(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  let bestCode = -1;
  let bestRank = -1;
  for (let s = 0; s < 4; s++) {
    if ((suits & (1 << s)) === 0) continue;
    const m = sim.hands[b | s];
    if (m === 0) continue;
    const r = top(m) + (s === SPADES ? 20 : 0);
    if (r > bestRank) {
      bestRank = r;
      bestCode = (s << 5) | top(m);
    }
  }
  return bestCode;
}

/** Cards that would not take the lead from sim.best: the highest of them, or -1. */
function highestUnder(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const best = sim.best;
  const bs = best >> 5;
  let code = -1;
  let score = -1;
  for (let s = 0; s < 4; s++) {
    if ((suits & (1 << s)) === 0) continue;
    let m = sim.hands[b | s];
    if (s === bs) m &= (1 << (best & 31)) - 1;
    else if (s === SPADES) m = 0; // a spade on a non-spade winner takes the lead
    if (m === 0) continue;
    const r = top(m) + (s === SPADES ? 20 : 0);
    if (r > score) {
      score = r;
      code = (s << 5) | top(m);
    }
  }
  return code;
}

/** The cheapest card that takes the lead from sim.best, or -1. */
function lowestOver(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const best = sim.best;
  const bs = best >> 5;
  if (suits & (1 << bs)) {
    const m = sim.hands[b | bs] & ~((2 << (best & 31)) - 1);
    if (m !== 0) return (bs << 5) | low(m);
  }
  if (bs !== SPADES && suits & (1 << SPADES)) {
    const m = sim.hands[b | SPADES];
    if (m !== 0) return (SPADES << 5) | low(m);
  }
  return -1;
}

/** The highest card that takes the lead (to stay on top against later players), or -1. */
function highestOver(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const best = sim.best;
  const bs = best >> 5;
  if (suits & (1 << bs)) {
    const m = sim.hands[b | bs] & ~((2 << (best & 31)) - 1);
    if (m !== 0) return (bs << 5) | top(m);
  }
  if (bs !== SPADES && suits & (1 << SPADES)) {
    const m = sim.hands[b | SPADES];
    if (m !== 0) return (SPADES << 5) | low(m); // ruff cheaply: any spade wins here
  }
  return -1;
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
    return u >= 0 ? u : highestOf(sim, suits);
  }
  const p = info.partner[seat];
  const partnerNil = p >= 0 && info.nil[p] === 1 && sim.won[p] === 0;
  if (pos === 0) {
    if (partnerNil) return highestOf(sim, suits & 7 ? suits & 7 : suits);
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
    for (let s = 0; s < info.contract.length; s++) if (s !== side && need(sim, info, s) > 0 && need(sim, info, s) >= left - 1) setting = true;
  }
  if (mine > 0 || setting) {
    if (bestSide === side && (last || isMaster(sim, bestSeat, sim.best >> 5, sim.best & 31))) return lowestOf(sim, suits);
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
