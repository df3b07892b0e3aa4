// The Tribello pad (TRB-3, TRB-4, TRB-10, TRB-11): rounds, dealers, quotas, points and the end of the game
// from the Tribello rules core (scoreDeal asserts the zero sum, TRB-10.3).
import { type Seat, seatsFrom } from '../core/seats.ts';
import { parseOptions, type Options } from './rules/options.ts';
import { gameOverAfter, leaders, scoreDeal } from './rules/scoring.ts';
import { DEALS, HAND, SEATS, dealerOf, quotasFor, roundOf } from './rules/state.ts';
import { gameOverRefusal, tricksRefusal } from '../scorepad/rules/lines.ts';
import type { PadDeal, PadNext, PadRules, PadScoreLine } from '../scorepad/rules/contract.ts';

export interface TribelloPadState {
  readonly options: Options;
  readonly firstDealer: Seat;
  readonly deals: number;
  readonly totals: readonly number[];
  readonly over: boolean;
}

export const tribelloPad: PadRules<TribelloPadState> = {
  ruleIds: { scoring: 'TRB-10', end: 'TRB-11.2' },
  dealIs: 'deal',
  bids: false,
  contract: null,
  seats: (raw) => (parseOptions(raw), SEATS),
  start: (raw, firstDealer) => ({ options: parseOptions(raw), firstDealer, deals: 0, totals: [0, 0, 0], over: false }),
  columns: () => [[0], [1], [2]],
  next(s): PadNext | null {
    if (s.over) return null;
    const deal = s.deals + 1;
    const round = roundOf(deal);
    const dealer = dealerOf(s.firstDealer, deal, s.options);
    return {
      deal,
      dealer,
      tricks: HAND,
      order: seatsFrom(dealer, SEATS, s.options.direction), // TRB-8.1: the dealer leads
      round,
      quotas: quotasFor(round, dealer, s.options),
      tieGoesOn: deal > DEALS,
    };
  },
  refuse(s, line: PadDeal) {
    if (s.over) return gameOverRefusal('TRB-11.1');
    return tricksRefusal(line.tricks, SEATS, HAND, 'TRB-8.3');
  },
  apply(s, line) {
    const deal = s.deals + 1;
    const round = roundOf(deal);
    const dealer = dealerOf(s.firstDealer, deal, s.options);
    const r = scoreDeal(
      { deal, round, dealer, trump: null, quotas: quotasFor(round, dealer, s.options), tricks: line.tricks },
      s.totals,
      s.options,
    );
    const lines: PadScoreLine[] = r.lines.map((l) => ({
      column: l.seat,
      rule: l.rule,
      key: l.role,
      params: { quota: l.quota, tricks: l.tricks },
      points: l.points,
    }));
    const state: TribelloPadState = {
      ...s,
      deals: deal,
      totals: r.totals,
      over: gameOverAfter(deal, r.totals, s.options),
    };
    return { state, scored: { deal, dealer, lines, points: r.points, totals: r.totals } };
  },
  totals: (s) => s.totals,
  winners: (s) => (s.over ? leaders(s.totals) : []),
};
