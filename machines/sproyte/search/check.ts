// The play check for Sprøyte (core/search/check-kit.ts): each play and exchange judged by the one judgement of
// its position (judge.ts), with the trick count of Sprøyte's state. For the deal summary and the coach.
import { checkersOf } from '../../core/search/check-kit.ts';
import { type State, rules } from '../rules/index.ts';
import { judge } from './judge.ts';

export type { CostlyPlay, DealCheck } from '../../core/search/check-kit.ts';
export { CLEAR_COST } from './clear-cost.ts';

const game = { rules, judge, trickNumber: (s: State): number => s.history.length + 1 };

/** Check `seat`'s plays and exchanges in one deal (its starting state, just dealt, and its actions); the plays alone. */
export const { checkDeal, checkPlays } = checkersOf(game);
