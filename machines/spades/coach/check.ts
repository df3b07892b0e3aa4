// The play check's findings on a finished deal as the coach counts them (core/coach/flow.ts foundOf): the costly
// plays and exchanges of search/check.ts, each judged by the one judgement of its position.
import type { FoundMistake } from '../../core/coach/decisions.ts';
import { foundOf } from '../../core/coach/flow.ts';
import type { Action, State } from '../rules/index.ts';
import { checkDeal } from '../search/check.ts';

/** `samples` stands in for the judge's budget in tests and simulations only. */
export function findings(
  deal: { start: State; actions: readonly Action[] },
  seat: number,
  samples?: number,
): FoundMistake[] {
  return foundOf(checkDeal(deal, seat, samples));
}
