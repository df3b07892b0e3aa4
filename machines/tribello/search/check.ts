// The play checker for Tribello (issue 11), over the shared one (core/search/check-kit.ts): the hints' evaluation
// from the seat's own view, with the trick count of Tribello's state. For the deal summary.
import { type CostlyPlay, checkPlaysWith } from '../../core/search/check-kit.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { cardValues } from './decide.ts';
import { situationOf } from './situation.ts';

export type { CostlyPlay } from '../../core/search/check-kit.ts';

/** A play costing at least this many points per deal more than the best is listed. */
export const CLEAR_COST = 0.4;

const game = { rules, cardValues, situation: situationOf, trickNumber: (s: State): number => s.played.length + 1, clearCost: CLEAR_COST };

/** Check `seat`'s plays in one deal given as its starting state (just dealt) and its actions. */
export function checkPlays(deal: { readonly start: State; readonly actions: readonly Action[] }, seat: number, samples = 48, seed = 1, clearCost = CLEAR_COST): CostlyPlay[] {
  return checkPlaysWith(game, deal, seat, samples, seed, clearCost);
}
