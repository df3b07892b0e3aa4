// The play checker for Tribello (issue 11), over the shared one (core/search/check-kit.ts): the hints' evaluation
// from the seat's own view, with the trick count of Tribello's state. For the deal summary.
import { type CostlyPlay, checkPlaysWith } from '../../core/search/check-kit.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { cardValues } from './decide.ts';
import { situationOf } from './situation.ts';

export { CLEAR_COST, type CostlyPlay } from '../../core/search/check-kit.ts';

const game = { rules, cardValues, situation: situationOf, trickNumber: (s: State): number => s.played.length + 1 };

/** Check `seat`'s plays in one deal given as its starting state (just dealt) and its actions. */
export function checkPlays(deal: { readonly start: State; readonly actions: readonly Action[] }, seat: number, samples = 48, seed = 1): CostlyPlay[] {
  return checkPlaysWith(game, deal, seat, samples, seed);
}
