// The Spades pad (SPD-3 … SPD-9): every bid checked and every hand scored by the Spades rules core itself.
// The pad keeps a core State between hands; each hand is the core's bidding (bidRefusal/applyBid from the
// dealer's left) and its finishDeal with the tricks as written down — the same code a played game runs.
import { type Seat, nextSeat, seatsFrom } from '../core/seats.ts';
import { applyBid, bidRefusal } from './rules/bidding.ts';
import { blindNilEligibility } from './rules/deal.ts';
import { type Options, parseOptions, seatCount, sidesFor, trickCount } from './rules/options.ts';
import { finishDeal } from './rules/scoring.ts';
import { type Bid, type State, put, setup } from './rules/state.ts';
import { gameOverRefusal, refusal, tricksRefusal } from '../scorepad/rules/lines.ts';
import type { PadDeal, PadNext, PadRules, PadScoreLine } from '../scorepad/rules/contract.ts';

/** The hand's bidding state, as the core starts it after the deal (SPD-5.1, SPD-5.6(b)). */
function bidding(s: State): State {
  const o = s.options;
  const n = seatCount(o);
  const eligible = blindNilEligibility(o, s.totals);
  return put(s, {
    phase: 'bidding',
    eligible,
    looked: eligible.map((e) => !e),
    bids: new Array<Bid | null>(n).fill(null),
    turn: nextSeat(s.dealer, n, o.direction),
    tricksWon: new Array<number>(n).fill(0),
  });
}

function order(o: Options, dealer: Seat): Seat[] {
  const n = seatCount(o);
  return seatsFrom(nextSeat(dealer, n, o.direction), n, o.direction);
}

/** The bids in bidding order through the core; the bidding state after them, or the first refusal. */
function bid(s: State, bids: readonly unknown[]): { state: State } | { refusal: ReturnType<typeof refusal> } {
  let b = bidding(s);
  for (const seat of order(s.options, s.dealer)) {
    const value = bids[seat];
    if (value === undefined || value === null || value === '')
      return {
        refusal: refusal('SPD-5.1', 'bidMissing', `every player bids exactly once; seat ${seat} has no bid`, { seat }),
      };
    const r = bidRefusal(b, seat, value as Bid);
    if (r) return { refusal: { ...r, params: { ...r.params, seat } } };
    b = applyBid(b, seat, value as Bid);
  }
  return { state: b };
}

/**
 * The core's state between hands, and the hands played. The core's own list of results is emptied after each
 * hand (the pad keeps its scored lines itself), so a hand costs the same however long the pad is.
 */
export interface SpadesPadState {
  readonly core: State;
  readonly deals: number;
}

export const spadesPad: PadRules<SpadesPadState> = {
  ruleIds: { scoring: 'SPD-8', end: 'SPD-9.2' },
  dealIs: 'hand',
  bids: true,
  contract: null,
  seats: (raw) => seatCount(parseOptions(raw)),
  start: (raw, firstDealer) => ({ core: setup(parseOptions(raw), firstDealer, 1), deals: 0 }),
  columns: (p) => sidesFor(p.core.options),
  next({ core: s, deals }): PadNext | null {
    if (s.phase === 'gameOver') return null;
    const o = s.options;
    const top = Math.max(...s.totals);
    return {
      deal: deals + 1,
      dealer: s.dealer,
      tricks: trickCount(o),
      order: order(o, s.dealer),
      tieGoesOn: top >= o.target && s.totals.filter((t) => t === top).length > 1,
    };
  },
  refuse({ core: s }, line: PadDeal) {
    if (s.phase === 'gameOver') return gameOverRefusal('SPD-9.2');
    const n = seatCount(s.options);
    if (!Array.isArray(line.bids) || line.bids.length !== n)
      return refusal('SPD-5.1', 'bidMissing', 'every player bids exactly once', { seat: -1 });
    const b = bid(s, line.bids);
    if ('refusal' in b) return b.refusal;
    return tricksRefusal(line.tricks, n, trickCount(s.options), 'SPD-6.6');
  },
  apply({ core: s, deals }, line) {
    const b = bid(s, line.bids as readonly unknown[]);
    if ('refusal' in b) throw new Error(`${b.refusal.rule}: ${b.refusal.message}`);
    const after = finishDeal(put(b.state, { tricksWon: line.tricks.slice() }));
    const r = after.results[after.results.length - 1];
    const lines: PadScoreLine[] = r.sides.flatMap((side, column) => side.lines.map((l) => ({ column, ...l })));
    return {
      state: { core: put(after, { results: [] }), deals: deals + 1 },
      scored: {
        deal: deals + 1,
        dealer: r.dealer,
        lines,
        points: r.sides.map((x) => x.points),
        totals: after.totals,
        bags: after.bagCounters,
      },
    };
  },
  totals: (p) => p.core.totals,
  winners: (p) => p.core.winners,
};
