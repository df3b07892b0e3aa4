// Fixed deals in rules.md notation plus action lists, for scenario tests and tutorial lessons.
import type { Card } from '../../core/cards.ts';
import type { Seat } from '../../core/seats.ts';
import { startDeal } from './deal.ts';
import { type Options, defaultOptions } from './options.ts';
import { parseHand } from './notation.ts';
import { type Action, type Bid, type State, put, setup } from './state.ts';
import { rules } from './index.ts';

export const bid = (seat: Seat, b: Bid): Action => ({ type: 'bid', seat, bid: b });
export const play = (seat: Seat, card: Card): Action => ({ type: 'play', seat, card });
export const pass = (seat: Seat, cards: readonly Card[]): Action => ({ type: 'pass', seat, cards });
export const look = (seat: Seat): Action => ({ type: 'look', seat });

/** A deal from hands (rules.md notation or card codes), with scores before the hand if given. */
export function dealt(
  options: Partial<Options>,
  hands: readonly (string | readonly Card[])[],
  dealer: Seat,
  before?: { totals?: readonly number[]; bags?: readonly number[] },
): State {
  let s = setup({ ...defaultOptions, ...options }, dealer, 1);
  if (before) s = put(s, { totals: before.totals, bagCounters: before.bags });
  return startDeal(s, { kind: 'hands', hands: hands.map((h) => (typeof h === 'string' ? parseHand(h) : h)) });
}

/** Apply actions in order (each must be legal). */
export function run(s: State, actions: readonly Action[]): State {
  return actions.reduce((st, a) => rules.applyAction(st, a), s);
}
