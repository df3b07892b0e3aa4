// The card choices the rule-guided playouts are made of, for the seat to act on the open-cards position: its
// lowest or highest legal card (trumps counted above the other suits), the highest that stays under the card
// winning the trick, the cheapest or the highest that takes it, and whether a card is the master of its suit.
import type { TrickSim } from './trick-sim.ts';

export const top = (m: number): number => 31 - Math.clz32(m);
export const low = (m: number): number => 31 - Math.clz32(m & -m);

/** Is `rank` of `suit` in the seat's hand higher than every other hand's card of the suit (a master in this deal)? */
export function isMaster(sim: TrickSim, seat: number, suit: number, rank: number): boolean {
  for (let s = 0; s < sim.n; s++) if (s !== seat && sim.hands[(s << 2) | suit] >>> (rank + 1) !== 0) return false;
  return true;
}

/** The lowest legal card of `suits`: another suit's lowest before a trump. */
export function lowestOf(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const t = sim.trump;
  let code = -1;
  let score = 99;
  for (let s = 0; s < 4; s++) {
    const m = suits & (1 << s) ? sim.hands[b | s] : 0;
    if (m !== 0 && low(m) + (s === t ? 20 : 0) < score) {
      score = low(m) + (s === t ? 20 : 0);
      code = (s << 5) | low(m);
    }
  }
  return code;
}

/** The highest legal card of `suits`: trumps count above the other suits. */
export function highestOf(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const t = sim.trump;
  let code = -1;
  let score = -1;
  for (let s = 0; s < 4; s++) {
    const m = suits & (1 << s) ? sim.hands[b | s] : 0;
    if (m !== 0 && top(m) + (s === t ? 20 : 0) > score) {
      score = top(m) + (s === t ? 20 : 0);
      code = (s << 5) | top(m);
    }
  }
  return code;
}

/** The highest card that would not take the lead from the trick's best card, or −1. */
export function highestUnder(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const bs = sim.best >> 5;
  const t = sim.trump;
  let code = -1;
  let score = -1;
  for (let s = 0; s < 4; s++) {
    if ((suits & (1 << s)) === 0) continue;
    let m = sim.hands[b | s];
    if (s === bs) m &= (1 << (sim.best & 31)) - 1;
    else if (s === t) m = 0; // a trump on another suit's winner takes the lead
    if (m === 0) continue;
    const r = top(m) + (s === t ? 20 : 0);
    if (r > score) {
      score = r;
      code = (s << 5) | top(m);
    }
  }
  return code;
}

/** The trick's suit mask above the best card in the seat's hand (0 when the best is not of the suit or none is higher). */
const aboveBest = (sim: TrickSim, suits: number, bs: number): number =>
  suits & (1 << bs) ? sim.hands[(sim.turn << 2) | bs] & ~((2 << (sim.best & 31)) - 1) : 0;

/** The lowest trump that ruffs the trick (when the best card is not a trump), or −1. */
function ruff(sim: TrickSim, suits: number, bs: number): number {
  const t = sim.trump;
  const m = t >= 0 && bs !== t && suits & (1 << t) ? sim.hands[(sim.turn << 2) | t] : 0;
  return m !== 0 ? (t << 5) | low(m) : -1;
}

/** The cheapest card that takes the lead from the trick's best card, or −1. */
export function lowestOver(sim: TrickSim, suits: number): number {
  const bs = sim.best >> 5;
  const m = aboveBest(sim, suits, bs);
  return m !== 0 ? (bs << 5) | low(m) : ruff(sim, suits, bs);
}

/** The highest card of the trick's suit that takes the lead (to stay on top against later players), else the cheapest ruff, or −1. */
export function highestOver(sim: TrickSim, suits: number): number {
  const bs = sim.best >> 5;
  const m = aboveBest(sim, suits, bs);
  return m !== 0 ? (bs << 5) | top(m) : ruff(sim, suits, bs);
}
