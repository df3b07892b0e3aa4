// The rule-guided playout policy for plain-trick games: a seat that wants tricks leads a master card (highest
// of its suit among every hand of the sampled deal) or a low card, wins cheaply when last, ruffs low; a seat
// that avoids tricks ducks under the winning card with its highest such card and leads its lowest. A share of
// random moves keeps playouts varied.
import { highestOf, highestUnder, isMaster, lowestOf, lowestOver, top } from './card-picks.ts';
import type { FastRng } from './fast-rng.ts';
import type { TrickSim } from './trick-sim.ts';

/** The guided card for the seat to act, or −1 for a random one. `avoid[seat]` = 1: the seat avoids tricks. */
export function guidedCard(sim: TrickSim, avoid: Int8Array, noise: number, rng: FastRng): number {
  if ((rng.u32() & 255) < noise) return -1;
  const suits = sim.legalSuits();
  const seat = sim.turn;
  const pos = sim.pos;
  if (avoid[seat] === 1) {
    if (pos === 0) return lowestOf(sim, suits);
    const u = highestUnder(sim, suits);
    return u >= 0 ? u : highestOf(sim, suits);
  }
  if (pos === 0) {
    const b = seat << 2;
    for (let s = 0; s < 4; s++) {
      const m = sim.hands[b | s];
      if (m !== 0 && isMaster(sim, seat, s, top(m))) return (s << 5) | top(m);
    }
    return lowestOf(sim, suits);
  }
  const last = pos === sim.n - 1;
  if (
    !last &&
    isMaster(sim, sim.bestSeat, sim.best >> 5, sim.best & 31) &&
    (sim.trump < 0 || sim.best >> 5 === sim.trump)
  ) {
    return lowestOf(sim, suits); // the trick is gone: keep the good cards
  }
  const o = lowestOver(sim, suits);
  if (o < 0) return lowestOf(sim, suits);
  if (last || o >> 5 !== sim.led) return o;
  // Following second: win with a master of the led suit if there is one, else play low.
  const m = sim.hands[(seat << 2) | sim.led];
  return isMaster(sim, seat, sim.led, top(m)) ? (sim.led << 5) | top(m) : lowestOf(sim, suits);
}

export function playOutGuided(sim: TrickSim, avoid: Int8Array, noise: number, rng: FastRng): void {
  while (!sim.isOver()) {
    const c = guidedCard(sim, avoid, noise, rng);
    if (c < 0) sim.playRandom(rng.u32());
    else sim.play(c);
  }
}
