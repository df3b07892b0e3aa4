// SPD-8 scoring of one side's hand, SPD-9 the end of the game. Pure; one line per rule so the score sheet
// can explain every point (OpenSpiel spades_scoring.cc: one Score, small named helpers).
import { type Seat, nextSeat, seatsFrom } from '../../core/seats.ts';
import { type Options, sidesFor, trickCount } from './options.ts';
import { type Bid, type DealResult, type ScoreLine, type SideResult, type State, put } from './state.ts';

const isNil = (b: Bid | null): boolean => b === 'nil' || b === 'blind-nil';

/** SPD-5.3 (sum of numeric bids) or SPD-10.6 (team bid: the second partner's number, else what remains). */
export function sideContract(
  o: Options,
  seats: readonly Seat[],
  bids: readonly (Bid | null)[],
  order: readonly Seat[],
): number {
  if (o.teamBid && seats.length === 2) {
    const [first, second] = order.filter((x) => seats.includes(x));
    const b2 = bids[second];
    if (typeof b2 === 'number') return b2;
    const b1 = bids[first];
    return typeof b1 === 'number' ? b1 : 0;
  }
  let c = 0;
  for (const seat of seats) {
    const b = bids[seat];
    if (typeof b === 'number') c += b;
  }
  return c;
}

export interface SideHand {
  readonly seats: readonly Seat[];
  readonly bids: readonly (Bid | null)[];
  readonly tricks: readonly number[];
  readonly contract: number;
  readonly bagsBefore: number;
  readonly totalBefore: number;
}

/** SPD-8.1–8.7, SPD-10.4, SPD-10.5: the hand score of one side, line by line. */
export function scoreSide(o: Options, hand: SideHand): SideResult {
  const { seats, bids, tricks, contract: c } = hand;
  const lines: ScoreLine[] = [];
  const line = (rule: string, key: string, points: number, params: Record<string, number | string> = {}) =>
    lines.push({ rule, key, points, params });
  const numericTricks = seats.reduce((t, seat) => t + (isNil(bids[seat]) ? 0 : tricks[seat]), 0);
  const nilTricks = seats.reduce((t, seat) => t + (isNil(bids[seat]) ? tricks[seat] : 0), 0);
  // SPD-8.4 / SPD-S12: a nil bidder's tricks are bags, or count toward the contract.
  const w = numericTricks + (o.failedNilCounts ? nilTricks : 0);
  const nilBags = o.failedNilCounts ? 0 : nilTricks;
  let bags = nilBags;
  const moon = o.moon !== 'off' && c === trickCount(o);
  const made = c >= 1 && w >= c;
  if (c === 0) {
    if (w > 0) line('SPD-8.7', 'onlyNilTricks', w, { tricks: w }); // only nil bidders: every trick a bag
    bags += w;
  } else if (moon && typeof o.moon === 'number') {
    line('SPD-10.4', made ? 'moonMade' : 'moonSet', made ? o.moon : -o.moon, { contract: c });
  } else if (made) {
    line('SPD-8.1', 'contractMade', 10 * c, { contract: c });
    if (w > c) line('SPD-8.1', 'overtricks', w - c, { overtricks: w - c });
    bags += w - c;
  } else {
    line('SPD-8.2', 'contractSet', -10 * c, { contract: c, tricks: w });
  }
  nilLines(o, hand, line);
  if (nilBags > 0) line('SPD-8.4', 'nilTricksBags', nilBags, { tricks: nilBags });
  const { after, penalties } = bagCounter(o, hand.bagsBefore, bags);
  if (penalties > 0)
    line('SPD-8.5', 'bagPenalty', -penalties * o.bagPenalty, {
      count: penalties,
      limit: o.bagLimit,
      penalty: o.bagPenalty,
    });
  const points = lines.reduce((t, l) => t + l.points, 0);
  return {
    seats,
    contract: c,
    counted: w,
    tricks: numericTricks + nilTricks,
    lines,
    points,
    bags,
    bagsBefore: hand.bagsBefore,
    bagsAfter: after,
    totalBefore: hand.totalBefore,
    totalAfter: hand.totalBefore + points,
    moonMade: moon && made,
  };
}

/** SPD-8.3, SPD-8.5 (nil ±100/50, blind nil ±200) or SPD-10.5 "together" (±200 for a pair of nils). */
function nilLines(
  o: Options,
  hand: SideHand,
  line: (rule: string, key: string, points: number, params?: Record<string, number | string>) => void,
): void {
  const nils = hand.seats.filter((seat) => isNil(hand.bids[seat]));
  if (o.doubleNil === 'together' && nils.length === 2) {
    const ok = nils.every((seat) => hand.tricks[seat] === 0);
    line('SPD-10.5', ok ? 'doubleNilMade' : 'doubleNilFailed', ok ? 200 : -200, {});
    return;
  }
  for (const seat of nils) {
    const blind = hand.bids[seat] === 'blind-nil';
    const value = blind ? 200 : (o.nil as number);
    const ok = hand.tricks[seat] === 0;
    const key = (blind ? 'blindNil' : 'nil') + (ok ? 'Made' : 'Failed');
    line('SPD-8.3', key, ok ? value : -value, { seat, tricks: hand.tricks[seat] });
  }
}

/** SPD-8.5, SPD-D4, SPD-S10/S11: the counter after this hand's bags and the number of penalties. */
export function bagCounter(o: Options, before: number, bags: number): { after: number; penalties: number } {
  if (o.bags === 'off') return { after: 0, penalties: 0 };
  let after = before + bags;
  if (o.bags === 'reset') return after >= o.bagLimit ? { after: 0, penalties: 1 } : { after, penalties: 0 };
  let penalties = 0;
  while (after >= o.bagLimit) {
    after -= o.bagLimit;
    penalties++;
  }
  return { after, penalties };
}

/**
 * SPD-9, SPD-D5, rules.md §8: a made moon with "win" ends the game; else once a side reaches the target the
 * single highest total wins (equal highest play on); else a side at or below the losing score ends it.
 */
export function winnersAfter(o: Options, totals: readonly number[], moonSides: readonly number[]): number[] {
  if (o.moon === 'win' && moonSides.length > 0) return [moonSides[0]];
  const top = Math.max(...totals);
  const leaders = totals.flatMap((t, i) => (t === top ? [i] : []));
  const reached = totals.some((t) => t >= o.target);
  const lost = o.losingScore !== null && totals.some((t) => t <= (o.losingScore as number));
  return (reached || lost) && leaders.length === 1 ? leaders : [];
}

/** Score the hand that just ended, then the end check (SPD-9) or the next dealer (SPD-3.2). */
export function finishDeal(s: State): State {
  const o = s.options;
  const n = s.hands.length;
  const order = seatsFrom(nextSeat(s.dealer, n, o.direction), n, o.direction);
  const sides = sidesFor(o).map((seats, i) =>
    scoreSide(o, {
      seats,
      bids: s.bids,
      tricks: s.tricksWon,
      contract: sideContract(o, seats, s.bids, order),
      bagsBefore: s.bagCounters[i],
      totalBefore: s.totals[i],
    }),
  );
  const result: DealResult = { dealer: s.dealer, bids: s.bids as Bid[], tricks: s.tricksWon, sides };
  const totals = sides.map((r) => r.totalAfter);
  const winners = winnersAfter(
    o,
    totals,
    sides.flatMap((r, i) => (r.moonMade ? [i] : [])),
  );
  return put(s, {
    phase: winners.length > 0 ? 'gameOver' : 'awaitingDeal',
    totals,
    bagCounters: sides.map((r) => r.bagsAfter),
    results: [...s.results, result],
    winners,
    turn: null,
    dealer: winners.length > 0 ? s.dealer : nextSeat(s.dealer, n, o.direction),
  });
}
