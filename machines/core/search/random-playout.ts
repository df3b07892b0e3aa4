// Random playouts on the open-cards position (trick-sim.ts): every card chosen uniformly among the legal ones.
// One tight loop with the position and the generator in locals (the search's random playouts and the bench's
// speed figure), and the single random card that playRandom plays.
import type { FastRng } from './fast-rng.ts';
import { bitCount as popcount } from './knowledge.ts';

const ALL_SUITS = 15;

/**
 * The open-cards position a playout runs on: the fields and methods of trick-sim.ts's TrickSim that it reads
 * and moves (named here so that trick-sim.ts may call the playout without an import circle).
 */
export interface PlayoutSim {
  readonly n: number;
  readonly tricks: number;
  readonly next: Int8Array;
  readonly hands: Int32Array;
  readonly won: Int8Array;
  readonly winners: Int8Array;
  readonly playSeat: Int8Array;
  readonly playCard: Int16Array;
  readonly anyTrumpBreaks: boolean;
  readonly firstTrickBan: boolean;
  readonly trump: number;
  readonly broken: boolean;
  ply: number;
  pos: number;
  turn: number;
  led: number;
  best: number;
  bestSeat: number;
  trickNo: number;
  /** The suits of the hand at `b` other than trumps, or all four when it holds only trumps. */
  sideOrAll(b: number): number;
  /** Trumps broken by the play at `ply`. */
  breakAt(ply: number): void;
}

/**
 * Play the deal out to its end, each card chosen uniformly among the legal ones with `rng` (the same cards
 * as calling playRandom(rng.u32()) until the end, in one tight loop for random playouts).
 */
export function playOutRandom(sim: PlayoutSim, rng: FastRng): void {
  // play() and playRandom() with the position and the generator in locals: the same cards, faster.
  const h = sim.hands;
  const next = sim.next;
  const playSeat = sim.playSeat;
  const playCard = sim.playCard;
  const n1 = sim.n - 1;
  const trump = sim.trump;
  const end = sim.tricks * sim.n;
  const banFirst = sim.firstTrickBan && trump >= 0;
  let { ply, pos, turn, led, best, bestSeat, trickNo, broken } = sim;
  const state = rng.state;
  let x = state[0];
  while (ply !== end) {
    // FastRng.u32() inline (xorshift32).
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const r = x >>> 0;
    const b = turn << 2;
    const follow = pos !== 0 ? h[b | led] : 0;
    let code: number;
    if (follow !== 0) {
      // Following suit, the common case: one mask to choose from.
      let m = follow;
      for (let k = ((r >>> 12) * popcount(m)) >>> 20; k > 0; k--) m &= m - 1;
      code = (led << 5) | (31 - Math.clz32(m & -m));
    } else {
      // Leading or void in the led suit: every suit, unless trumps are barred (legalSuits' rules).
      const suits =
        pos === 0 ? (broken ? ALL_SUITS : sim.sideOrAll(b)) : banFirst && trickNo === 0 ? sim.sideOrAll(b) : ALL_SUITS;
      code = randomCard(sim, b, suits, r);
    }
    const s = code >> 5;
    h[b | s] ^= 1 << (code & 31);
    if (pos === 0) {
      led = s;
      best = code;
      bestSeat = turn;
      if (!broken && s === trump && sim.anyTrumpBreaks) sim.breakAt(ply);
    } else {
      if (s === best >> 5 ? code > best : s === trump) {
        best = code;
        bestSeat = turn;
      }
      if (!broken && s === trump && (sim.anyTrumpBreaks || led !== s)) sim.breakAt(ply);
    }
    broken = sim.broken;
    playSeat[ply] = turn;
    playCard[ply] = code;
    ply++;
    if (pos < n1) {
      pos++;
      turn = next[turn];
    } else {
      sim.winners[trickNo++] = bestSeat;
      sim.won[bestSeat]++;
      turn = bestSeat;
      pos = 0;
    }
  }
  state[0] = x;
  sim.ply = ply;
  sim.pos = pos;
  sim.turn = turn;
  sim.led = led;
  sim.best = best;
  sim.bestSeat = bestSeat;
  sim.trickNo = trickNo;
}

/** The card the 32-bit random `r` picks uniformly among the cards of `suits` in the hand at `b`. */
export function randomCard(sim: PlayoutSim, b: number, suits: number, r: number): number {
  const h = sim.hands;
  const c0 = suits & 1 ? popcount(h[b]) : 0;
  const c1 = suits & 2 ? popcount(h[b | 1]) : 0;
  const c2 = suits & 4 ? popcount(h[b | 2]) : 0;
  const c3 = suits & 8 ? popcount(h[b | 3]) : 0;
  let k = ((r >>> 12) * (c0 + c1 + c2 + c3)) >>> 20;
  let s = 0;
  if (k >= c0) {
    k -= c0;
    s = 1;
    if (k >= c1) {
      k -= c1;
      s = 2;
      if (k >= c2) {
        k -= c2;
        s = 3;
      }
    }
  }
  let m = h[b | s];
  while (k-- > 0) m &= m - 1;
  return (s << 5) | (31 - Math.clz32(m & -m));
}
