// The play check for Tribello (core/search/check-kit.ts): each play and exchange judged by the one judgement of
// its position (judge.ts), with the trick count of Tribello's state. For the deal summary and the coach.
import { type DealCheck, checkDealWith } from '../../core/search/check-kit.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { judge } from './judge.ts';

import type { CostlyPlay } from '../../core/search/check-kit.ts';
export type { CostlyPlay, DealCheck } from '../../core/search/check-kit.ts';
export { CLEAR_COST } from './clear-cost.ts';

const game = { rules, judge, trickNumber: (s: State): number => s.played.length + 1 };

/** Check `seat`'s plays and exchange in one deal given as its starting state (just dealt) and its actions. */
export function checkDeal(
  deal: { readonly start: State; readonly actions: readonly Action[] },
  seat: number,
  samples?: number,
): DealCheck {
  return checkDealWith(game, deal, seat, samples);
}

/** The costly plays alone (the exchanges left out). */
export const checkPlays = (
  deal: { readonly start: State; readonly actions: readonly Action[] },
  seat: number,
  samples?: number,
): CostlyPlay[] => [...checkDeal(deal, seat, samples).plays];
