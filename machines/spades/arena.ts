// Spades in the arena (scripts/arena.ts): game situations to play one deal from, the two legs of a duplicate pair
// (the same cards with the partnerships swapped), and what a deal says about each level: hand points, contracts
// made, nils and blind nils made, bags taken, contracts set. The shipped levels only. Pure: no clock, no I/O.
import { rngFrom, seedState } from '../core/rng.ts';
import type { Policy } from '../core/bots.ts';
import { type Action, type Options, type State, type View, isNilBid, rules } from './rules/index.ts';
import { policies as levels } from './bots/levels/index.ts';
import { put } from './rules/state.ts';

export type Counter = { num: number; den: number };
export type Counters = Record<string, Counter>;

/**
 * A situation before one deal: default rules (Blind Nil allowed when 100 behind), scores from the start of a
 * game to near the target, bag counters from 0 to 9 (so Blind Nil and the bag penalty come up), any dealer.
 */
export function situation(seed: number, overrides: Partial<Options> = {}): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({ ...overrides });
  const sides = rules.sides(options).length;
  let s = rules.setup(options, r.int(rules.seatCount(options)), seed);
  const late = r.next() < 0.6;
  const totals = Array.from({ length: sides }, () => (late ? r.between(-15, 45) * 10 : 0));
  const bags = Array.from({ length: sides }, () => (late ? r.int(10) : 0));
  s = put(s, { totals, bagCounters: bags });
  return s;
}

/** Leg seatings: true where level A sits. Partnerships: A on side 0, then on side 1; cutthroat: A in each seat. */
export function legs(s: State): boolean[][] {
  const sides = rules.sides(s.options);
  const n = rules.seatCount(s.options);
  return sides.map((side) => Array.from({ length: n }, (_, seat) => side.includes(seat)));
}

const add = (c: Counters, key: string, num: number, den = 1) => {
  const x = c[key] ?? (c[key] = { num: 0, den: 0 });
  x.num += num;
  x.den += den;
};

/** Points per hand for the A seats and the B seats (each the mean over their sides), and counters per level. */
export function outcome(after: State, isA: readonly boolean[]): { a: number; b: number; stats: [Counters, Counters] } {
  const result = after.results[after.results.length - 1];
  const stats: [Counters, Counters] = [{}, {}];
  const pts: [number[], number[]] = [[], []];
  result.sides.forEach((side) => {
    const lvl = isA[side.seats[0]] ? 0 : 1;
    pts[lvl].push(side.points);
    const c = stats[lvl];
    if (side.contract > 0) {
      add(c, 'contracts made', side.counted >= side.contract ? 1 : 0);
      add(c, 'sets', side.counted < side.contract ? 1 : 0);
    }
    add(c, 'bags per hand', side.bags);
    // Where the points come from: hands with a nil bid at the table, and the rest.
    add(c, result.bids.some(isNilBid) ? 'points per hand with a nil' : 'points per hand without a nil', side.points);
    // Whose nil: the side's own (made by its nil and its cover) or the other side's (the side attacks it).
    const others = result.bids.flatMap((b, seat) => (side.seats.includes(seat) || !isNilBid(b) ? [] : [seat]));
    if (side.seats.some((seat) => isNilBid(result.bids[seat]))) add(c, 'points per hand with its own nil', side.points);
    if (others.length > 0) add(c, "points per hand with the other side's nil", side.points);
    for (const seat of others) add(c, "the other side's nils set", result.tricks[seat] > 0 ? 1 : 0);
    for (const seat of side.seats) {
      const b = result.bids[seat];
      add(c, 'nil bids per seat', isNilBid(b) ? 1 : 0);
      if (b === 'nil') add(c, 'nils made', result.tricks[seat] === 0 ? 1 : 0);
      if (b === 'blind-nil') add(c, 'blind nils made', result.tricks[seat] === 0 ? 1 : 0);
    }
  });
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  return { a: mean(pts[0]), b: mean(pts[1]), stats };
}

/** The kind of a deal the arena splits the pairs by: whether a nil or blind nil was bid at the table. */
export function kind(after: State): string {
  return after.results[after.results.length - 1].bids.some(isNilBid) ? 'with a nil' : 'without a nil';
}

export { rules };

/** The app's levels. */
export const policies: Record<string, Policy<View, Action>> = { ...levels };
