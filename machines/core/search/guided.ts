// The rule-guided playout policy for plain-trick games: a seat that wants tricks leads a master card (highest
// of its suit among every hand of the sampled deal) or a low card, wins cheaply when last, ruffs low; a seat
// that avoids tricks ducks under the winning card with its highest such card and leads its lowest. A share of
// random moves keeps playouts varied.
import type { FastRng } from './fast-rng.ts';
import type { TrickSim } from './trick-sim.ts';

const top = (m: number): number => 31 - Math.clz32(m);
const low = (m: number): number => 31 - Math.clz32(m & -m);

function isMaster(sim: TrickSim, seat: number, suit: number, rank: number): boolean {
  for (let s = 0; s < sim.n; s++) if (s !== seat && sim.hands[(s << 2) | suit] >>> (rank + 1) !== 0) return false;
  return true;
}

/** The lowest (or highest) legal card, trumps counted above the other suits. */
function extreme(sim: TrickSim, suits: number, highest: boolean): number {
  const b = sim.turn << 2;
  let code = -1;
  let score = highest ? -1 : 99;
  for (let s = 0; s < 4; s++) {
    if ((suits & (1 << s)) === 0) continue;
    const m = sim.hands[b | s];
    if (m === 0) continue;
    const r = (highest ? top(m) : low(m)) + (s === sim.trump ? 20 : 0);
    if (highest ? r > score : r < score) {
      score = r;
      code = (s << 5) | (highest ? top(m) : low(m));
    }
  }
  return code;
}

function highestUnder(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const bs = sim.best >> 5;
  let code = -1;
  let score = -1;
  for (let s = 0; s < 4; s++) {
    if ((suits & (1 << s)) === 0) continue;
    let m = sim.hands[b | s];
    if (s === bs) m &= (1 << (sim.best & 31)) - 1;
    else if (s === sim.trump) m = 0;
    if (m === 0) continue;
    const r = top(m) + (s === sim.trump ? 20 : 0);
    if (r > score) {
      score = r;
      code = (s << 5) | top(m);
    }
  }
  return code;
}

function lowestOver(sim: TrickSim, suits: number): number {
  const b = sim.turn << 2;
  const bs = sim.best >> 5;
  if (suits & (1 << bs)) {
    const m = sim.hands[b | bs] & ~((2 << (sim.best & 31)) - 1);
    if (m !== 0) return (bs << 5) | low(m);
  }
  const t = sim.trump;
  if (t >= 0 && bs !== t && suits & (1 << t)) {
    const m = sim.hands[b | t];
    if (m !== 0) return (t << 5) | low(m);
  }
  return -1;
}

/** The guided card for the seat to act, or −1 for a random one. `avoid[seat]` = 1: the seat avoids tricks. */
export function guidedCard(sim: TrickSim, avoid: Int8Array, noise: number, rng: FastRng): number {
  if ((rng.u32() & 255) < noise) return -1;
  const suits = sim.legalSuits();
  const seat = sim.turn;
  const pos = sim.pos;
  if (avoid[seat] === 1) {
    if (pos === 0) return extreme(sim, suits, false);
    const u = highestUnder(sim, suits);
    return u >= 0 ? u : extreme(sim, suits, true);
  }
  if (pos === 0) {
    const b = seat << 2;
    for (let s = 0; s < 4; s++) {
      const m = sim.hands[b | s];
      if (m !== 0 && isMaster(sim, seat, s, top(m))) return (s << 5) | top(m);
    }
    return extreme(sim, suits, false);
  }
  const last = pos === sim.n - 1;
  if (!last && isMaster(sim, sim.bestSeat, sim.best >> 5, sim.best & 31) && (sim.trump < 0 || sim.best >> 5 === sim.trump)) {
    return extreme(sim, suits, false); // the trick is gone: keep the good cards
  }
  const o = lowestOver(sim, suits);
  if (o < 0) return extreme(sim, suits, false);
  if (last || o >> 5 !== sim.led) return o;
  // Following second: win with a master of the led suit if there is one, else play low.
  const m = sim.hands[(seat << 2) | sim.led];
  return isMaster(sim, seat, sim.led, top(m)) ? (sim.led << 5) | top(m) : extreme(sim, suits, false);
}

export function playOutGuided(sim: TrickSim, avoid: Int8Array, noise: number, rng: FastRng): void {
  while (!sim.isOver()) {
    const c = guidedCard(sim, avoid, noise, rng);
    if (c < 0) sim.playRandom(rng.u32());
    else sim.play(c);
  }
}
