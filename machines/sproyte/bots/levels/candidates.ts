// The exchanges worth evaluating (SPR-6): discard the k least useful cards for k = 0 … the limit — weak cards
// of short suits in trump and grand (keep trumps, aces, guarded kings), the highest cards in nullo.
import type { Card, Suit } from '../../../core/cards.ts';
import type { View } from '../../rules/index.ts';
import { bySuit, strength } from '../knowledge.ts';

function usefulness(v: View, c: Card, len: number): number {
  const r = strength(v, c);
  if (v.contract === 'nullo') return -r; // high cards are the danger
  if (v.trump !== null && c[1] === v.trump) return 20 + r;
  if (r === 14) return 18;
  if (r === 13 && len >= 2) return 15;
  if (r === 12 && len >= 3) return 12;
  return r / 2 + len * 0.3;
}

/** Cards from least to most useful for this contract. */
export function discardOrder(v: View): Card[] {
  const suits = bySuit(v.hand);
  return v.hand
    .map((c) => ({ c, u: usefulness(v, c, suits[c[1] as Suit].length) }))
    .sort((a, b) => a.u - b.u)
    .map((x) => x.c);
}

export function exchangeCandidates(v: View, limit: number): Card[][] {
  const order = discardOrder(v);
  return Array.from({ length: limit + 1 }, (_, k) => order.slice(0, k));
}
