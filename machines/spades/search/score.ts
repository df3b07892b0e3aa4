// The hand's real score for search leaves (SPD-8.1–8.7, SPD-10.4, SPD-10.5, SPD-S10–S12) computed from trick
// counts without allocation, and the utility a search maximises: points, each bag at its share of the bag
// penalty, and a bonus for the side that wins the game with this hand (SPD-9). search.test.ts checks the
// points against the rules core's scoreSide on random deals.
import type { Seat } from '../../core/seats.ts';
import { nextSeat, seatsFrom } from '../../core/seats.ts';
import {
  type Bid,
  type Options,
  seatCount,
  sideContract,
  sidesOf,
  trickCountOf,
  winnersAfter,
} from './rules-bridge.ts';

/** Points a side gains for winning the game with this hand, in the utility only (not in the score). */
export const GAME_BONUS = 150;

export interface HandContext {
  readonly options: Options;
  readonly dealer: Seat;
  readonly bids: readonly (Bid | null)[];
  readonly totals: readonly number[];
  readonly bagCounters: readonly number[];
}

export class Scorer {
  readonly sides: readonly (readonly Seat[])[];
  readonly sideCount: number;
  private readonly o: Options;
  /** Per side: its contract (SPD-5.3, SPD-10.6). */
  readonly contracts: Int16Array;
  private readonly nil: Int8Array; // per seat: 0 number, 1 nil, 2 blind nil
  private readonly before: readonly number[];
  private readonly totals: readonly number[];
  private readonly tricks: number;
  private readonly bagCost: number;
  /** Per side, after `score`: hand points and the counter after the hand. */
  readonly points: Float64Array;
  readonly bagsAfter: Float64Array;
  readonly value: Float64Array;

  constructor(h: HandContext) {
    const o = h.options;
    this.o = o;
    this.sides = sidesOf(o);
    this.sideCount = this.sides.length;
    const n = seatCount(o);
    const order = seatsFrom(nextSeat(h.dealer, n, o.direction), n, o.direction);
    this.contracts = Int16Array.from(this.sides.map((side) => sideContract(o, side, h.bids, order)));
    this.nil = Int8Array.from(h.bids.map((b) => (b === 'nil' ? 1 : b === 'blind-nil' ? 2 : 0)));
    this.before = h.bagCounters;
    this.totals = h.totals;
    this.tricks = trickCountOf(o);
    this.bagCost = o.bags === 'off' ? 0 : o.bagPenalty / o.bagLimit;
    this.points = new Float64Array(this.sideCount);
    this.bagsAfter = new Float64Array(this.sideCount);
    this.value = new Float64Array(this.sideCount);
  }

  /** Score every side from the tricks won per seat; fills `points`, `bagsAfter` and `value`. */
  score(won: ArrayLike<number>): void {
    const o = this.o;
    for (let i = 0; i < this.sideCount; i++) {
      const side = this.sides[i];
      let numeric = 0;
      let nilTricks = 0;
      let pts = 0;
      let nils = 0;
      let nilsClean = 0;
      for (const seat of side) {
        if (this.nil[seat] === 0) numeric += won[seat];
        else {
          nilTricks += won[seat];
          nils++;
          if (won[seat] === 0) nilsClean++;
        }
      }
      const w = numeric + (o.failedNilCounts ? nilTricks : 0); // SPD-8.4, SPD-S12
      const nilBags = o.failedNilCounts ? 0 : nilTricks;
      let bags = nilBags;
      pts += nilBags;
      const c = this.contracts[i];
      const made = c >= 1 && w >= c;
      if (c === 0) {
        pts += w; // SPD-8.7
        bags += w;
      } else if (o.moon !== 'off' && c === this.tricks && typeof o.moon === 'number') {
        pts += made ? o.moon : -o.moon; // SPD-10.4
      } else if (made) {
        pts += 10 * c + (w - c); // SPD-8.1
        bags += w - c;
      } else pts -= 10 * c; // SPD-8.2
      if (o.doubleNil === 'together' && nils === 2)
        pts += nilsClean === 2 ? 200 : -200; // SPD-10.5
      else if (nils > 0)
        for (const seat of side) {
          const kind = this.nil[seat];
          if (kind === 0) continue;
          const v = kind === 2 ? 200 : (o.nil as number); // SPD-8.3
          pts += won[seat] === 0 ? v : -v;
        }
      let after = this.before[i];
      let pen = 0;
      if (o.bags !== 'off') {
        after += bags; // SPD-8.5, SPD-S10/S11
        if (o.bags === 'reset') {
          if (after >= o.bagLimit) {
            after = 0;
            pen = 1;
          }
        } else
          while (after >= o.bagLimit) {
            after -= o.bagLimit;
            pen++;
          }
      } else after = 0;
      pts -= pen * o.bagPenalty;
      this.points[i] = pts;
      this.bagsAfter[i] = after;
      // Utility: the counter's change at its share of the penalty instead of the penalty's lump.
      this.value[i] = pts + pen * o.bagPenalty - bags * this.bagCost;
    }
    this.gameEnd();
  }

  /** SPD-9: a side that wins the game with this hand gets GAME_BONUS in the utility. */
  private gameEnd(): void {
    const o = this.o;
    let reached = false;
    for (let i = 0; i < this.sideCount; i++) if (this.totals[i] + this.points[i] >= o.target) reached = true;
    if (!reached && o.losingScore === null) return;
    const totals = Array.from(this.points, (p, i) => this.totals[i] + p);
    const winners = winnersAfter(o, totals, []);
    if (winners.length === 1) this.value[winners[0]] += GAME_BONUS;
  }

  /** The utility of `side`: its value less the others' (the mean of the others in cutthroat). */
  margin(side: number): number {
    let others = 0;
    for (let i = 0; i < this.sideCount; i++) if (i !== side) others += this.value[i];
    return this.value[side] - others / (this.sideCount - 1);
  }

  /** Side of each seat. */
  sideOf(seat: Seat): number {
    for (let i = 0; i < this.sideCount; i++) if (this.sides[i].includes(seat)) return i;
    return -1;
  }
}
