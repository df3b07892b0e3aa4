// The play check for Spades (core/search/check-kit.ts): each play judged by the one judgement of its position
// (judge.ts), from the seat's own view at that moment — never the hidden cards. For the deal summary and the coach.
import { type CostlyPlay, type DealCheck, checkDealWith } from '../../core/search/check-kit.ts';
import type { GameRecord } from '../../core/record.ts';
import { replayState } from '../../core/replay.ts';
import { isSearchable } from './position.ts';
import { type Action, type State, rules } from './rules-bridge.ts';
import { judge } from './judge.ts';

export type { CostlyPlay, DealCheck } from '../../core/search/check-kit.ts';
export { CLEAR_COST } from './clear-cost.ts';

const game = {
  rules,
  judge,
  trickNumber: (s: State): number => s.tricks.length + 1,
  searchable: (s: State): boolean => isSearchable(s.options),
};

/** Check `seat`'s plays in one deal given as its starting state (just dealt) and its actions. */
export function checkDeal(
  deal: { readonly start: State; readonly actions: readonly Action[] },
  seat: number,
  samples?: number,
): DealCheck {
  return checkDealWith(game, deal, seat, samples);
}

/** The costly plays (Spades has no exchange to check). */
export const checkPlays = (
  deal: { readonly start: State; readonly actions: readonly Action[] },
  seat: number,
  samples?: number,
): CostlyPlay[] => [...checkDeal(deal, seat, samples).plays];

/** The same for deal `index` of a saved record (records.md): replayed through the rules core. */
export function checkRecordDeal(record: GameRecord, index: number, seat: number, samples?: number): CostlyPlay[] {
  const deal = record.deals[index];
  const start = replayState(rules, {
    ...record,
    deals: [...record.deals.slice(0, index), { ...deal, actions: [] }],
  }) as State;
  return checkPlays({ start, actions: deal.actions.map((a) => rules.actionFromRecord(a)) }, seat, samples);
}
