// Attacking an opponent's nil in the rule-guided playouts, as Strong players do
// at the table: lead low in a suit the nil bidder still holds so that it may have to win the trick; before the
// nil bidder plays, stay low (do not raise the card it must get under, do not ruff); after it, leave it the
// trick (playout.ts rule 3). Off suit, shed the highest side card and keep the low ones to lead later. The bid
// evaluation (bid-value.ts evaluateBids) turns this on, so a nil is valued against opponents who attack it.
import { highestUnder, lowestOf } from '../../core/search/card-picks.ts';
import type { TrickSim } from '../../core/search/trick-sim.ts';

/** An opponent of `seat` with a live nil (no trick taken yet; `nil` and `sideOf` per seat as the playouts read the bids), or −1. */
export function liveOpponentNil(sim: TrickSim, nil: Int8Array, sideOf: Int8Array, seat: number): number {
  const side = sideOf[seat];
  for (let s = 0; s < sim.n; s++) if (nil[s] === 1 && sim.won[s] === 0 && sideOf[s] !== side) return s;
  return -1;
}

/** The seat's lowest side-suit card in a suit the nil bidder still holds (by rank), or −1. */
function lowUnderNil(sim: TrickSim, seat: number, nil: number, suits: number): number {
  const b = seat << 2;
  const t = sim.trump;
  let code = -1;
  let rank = 99;
  for (let s = 0; s < 4; s++) {
    if (s === t || (suits & (1 << s)) === 0) continue;
    const m = sim.hands[b | s];
    if (m === 0 || sim.hands[(nil << 2) | s] === 0) continue;
    const r = 31 - Math.clz32(m & -m);
    if (r < rank) {
      rank = r;
      code = (s << 5) | r;
    }
  }
  return code;
}

/**
 * The attacking choice for the seat to act against the live nil of `nil`, or −1 to leave the choice to the
 * ordinary rules (the nil bidder has played to this trick, or nothing fits).
 */
export function attackMove(sim: TrickSim, suits: number, nil: number): number {
  const seat = sim.turn;
  if (sim.pos === 0) {
    const c = lowUnderNil(sim, seat, nil, suits);
    return c >= 0 ? c : lowestOf(sim, suits);
  }
  if (sim.playsInTrick(nil)) return -1;
  // The nil bidder is still to play: keep the card it must duck under as low as it is.
  const u = highestUnder(sim, suits);
  return u >= 0 ? u : lowestOf(sim, suits);
}
