// The state a Spades lesson starts from: a game waiting for its deal, with the dealer and (SPD-L10) the
// scores and bag counters before it. Built with the rules core's own setup; only the fields the core keeps
// between hands are filled in, so the deal that follows is scored and checked as at any table.
import type { Seat } from '../../core/seats.ts';
import { parseOptions } from '../rules/options.ts';
import { type State, put, setup } from '../rules/state.ts';

export interface Before {
  /** Per side: Us (You and North) first, then Them. */
  readonly totals: readonly number[];
  /** Bag counters per side; with carried bags a score and its counter end in the same digit (SPD-8.5). */
  readonly bags?: readonly number[];
}

export function waiting(options: Readonly<Record<string, unknown>>, dealer: Seat, before?: Before): State {
  const s = setup(parseOptions(options), dealer, 1);
  if (!before) return s;
  if (before.totals.length !== s.totals.length)
    throw new Error(`${s.totals.length} sides, not ${before.totals.length}`);
  const bags = before.bags ?? before.totals.map(() => 0);
  // Every hand changes a side's score minus its carried bag counter by a multiple of ten (SPD-8.1–8.5).
  if (s.options.bags === 'carry' && before.totals.some((t, i) => (t - bags[i]) % 10 !== 0))
    throw new Error(`scores ${before.totals.join('/')} and bag counters ${bags.join('/')} cannot both come from play`);
  return put(s, { totals: before.totals.slice(), bagCounters: bags.slice() });
}
