// The exchanges worth evaluating (TRB-7): discard the k least useful cards for k = 0 … the limit (the search weighs
// at most 9): high cards first in round four, else weak cards of short suits.
import type { Card } from '../../core/cards.ts';
import type { View } from '../rules/index.ts';
import { rank, suit } from './cards-seen.ts';

/** Cards from least to most useful: high cards first in round four, else weak cards of short suits. */
export function discardOrder(v: View): Card[] {
  const len = (s: string) => v.hand.filter((c) => suit(c) === s).length;
  const use = (c: Card) =>
    v.roundKind === 'avoid'
      ? -rank(c)
      : (suit(c) === v.trump ? 20 : 0) + rank(c) + (rank(c) >= 10 ? 5 : 0) + len(suit(c)) * 0.3;
  return v.hand.slice().sort((a, b) => use(a) - use(b));
}

export function exchangeCandidates(v: View): Card[][] {
  const order = discardOrder(v);
  return Array.from({ length: Math.min(v.exchangeLimit ?? 0, 9) + 1 }, (_, k) => order.slice(0, k));
}
