// A hint for the Tribello seat to act: the suggested card, exchange or round-two trump with a
// reason key and parameters (English words in PLAIN_HINT_WORDS), the alternatives with their values (points
// for the seat less the others' mean) and whether it is a close call. Pure and seeded, from the View only.
import {
  type Hint,
  type HintBudget,
  cardHint,
  exchangeHint,
  isClose,
  onlyChoiceHint,
  ranked,
  rightOf,
  EXCHANGE_CLEAR_COST,
} from '../../core/search/hint-kit.ts';
import { reason } from '../../core/reasons/reason.ts';
import { exchangeCandidates } from '../bots/candidates.ts';
import type { Action, View } from '../rules/index.ts';
import { situationOf } from './situation.ts';
import { cardValues, exchangeValues, trumpValues } from './decide.ts';
import { CLEAR_COST } from './clear-cost.ts';

/** Top choices this near (points per deal) are a close call. */
export const CLOSE_POINTS = 0.05;

export function hint(view: View, legal: readonly Action[], budget: HintBudget, seed: number): Hint<Action> {
  if (legal.length === 1) return onlyChoiceHint(legal[0]);
  if (view.phase === 'trump') {
    const named = legal.filter((a) => a.type === 'trump' && a.suit !== null);
    const values = trumpValues(
      view,
      named.map((a) => (a.type === 'trump' ? (a.suit as string) : '')),
      budget.samples,
      seed,
    );
    const alts = ranked(named, values);
    const top = alts[0].action;
    const suit = top.type === 'trump' ? (top.suit as string) : '';
    return {
      action: top,
      reason: reason('name-trump', { suit }),
      reasonKey: 'hint.nameTrump',
      params: { suit },
      alternatives: alts,
      close: isClose(alts, CLOSE_POINTS),
      right: rightOf(alts, EXCHANGE_CLEAR_COST),
    };
  }
  if (view.phase === 'exchange') {
    const cands = exchangeCandidates(view);
    const values = exchangeValues(view, cands, budget.samples, seed);
    return exchangeHint(legal, cands, values, CLOSE_POINTS, EXCHANGE_CLEAR_COST);
  }
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  return cardHint(
    legal,
    cards,
    cardValues(view, cards, budget.samples, seed),
    situationOf(view),
    CLOSE_POINTS,
    CLEAR_COST,
  );
}
