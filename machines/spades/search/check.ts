// The play check for Spades (core/search/check-kit.ts): each play judged by the one judgement of its position
// (judge.ts), from the seat's own view at that moment — never the hidden cards. For the deal summary and the coach.
import { type CostlyPlay, checkersOf } from '../../core/search/check-kit.ts';
import type { GameRecord } from '../../core/record.ts';
import { replayState } from '../../core/replay.ts';
import { isSearchable } from './position.ts';
import { type State, rules } from './rules-bridge.ts';
import { judge } from './judge.ts';

export type { CostlyPlay, DealCheck } from '../../core/search/check-kit.ts';
export { CLEAR_COST } from './clear-cost.ts';

const game = {
  rules,
  judge,
  trickNumber: (s: State): number => s.tricks.length + 1,
  searchable: (s: State): boolean => isSearchable(s.options),
};

/** Check `seat`'s plays and exchanges in one deal (its starting state, just dealt, and its actions); the plays alone. */
export const { checkDeal, checkPlays } = checkersOf(game);

/** The same for deal `index` of a saved record (records.md): replayed through the rules core. */
export function checkRecordDeal(record: GameRecord, index: number, seat: number, samples?: number): CostlyPlay[] {
  const deal = record.deals[index];
  const start = replayState(rules, {
    ...record,
    deals: [...record.deals.slice(0, index), { ...deal, actions: [] }],
  }) as State;
  return checkPlays({ start, actions: deal.actions.map((a) => rules.actionFromRecord(a)) }, seat, samples);
}
