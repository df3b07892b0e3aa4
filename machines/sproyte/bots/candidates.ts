// The exchanges worth evaluating (SPR-6): discard the k least useful cards for k = 0 … the limit — weak cards
// of short suits in trump and grand (keep trumps, aces, guarded kings), the highest cards in nullo.
import type { Card, Suit } from '../../core/cards.ts';
import type { View } from '../rules/index.ts';
import { SUITS, bySuit, strength } from './knowledge.ts';

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

/**
 * More discard sets to weigh: besides the k least useful cards, each side suit that fits the limit thrown
 * whole (a void: ruffs in trump, discards in nullo and grand), then the least useful other cards up to the limit.
 */
export function wideExchangeCandidates(v: View, limit: number): Card[][] {
  const order = discardOrder(v);
  const out = exchangeCandidates(v, limit);
  const seen = new Set(out.map((c) => c.slice().sort().join()));
  const suits = bySuit(v.hand);
  for (const s of SUITS) {
    const cards = suits[s];
    if (cards.length === 0 || cards.length > limit || s === v.trump) continue;
    const rest = order.filter((c) => c[1] !== s);
    for (let k = cards.length; k <= limit; k++) {
      const cand = [...cards, ...rest.slice(0, k - cards.length)];
      const key = cand.slice().sort().join();
      if (!seen.has(key)) {
        seen.add(key);
        out.push(cand);
      }
    }
  }
  return out;
}
