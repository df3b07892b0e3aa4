// Tribello decisions by sampling (issue 11): cards by determinized playouts (or exactly for the last tricks),
// the round-two trump and the exchange by playing the candidates out over sampled deals.
import type { Card } from '../../core/cards.ts';
import { type PlainStats, plainCardStats, plainHandValues, plainSolveCards } from '../../core/search/plain.ts';
import { plainIsmcts } from '../../core/search/ismcts.ts';
import type { View } from '../rules/index.ts';
import { cardOf, codeOf, dealOf, masksOf, tableOf, utilityOf } from './table.ts';

export const cardValues = (v: View, cards: readonly Card[], samples: number, seed: number): PlainStats =>
  plainCardStats(tableOf(v), cards.map(codeOf), samples, seed);

export const solvedCardValues = (v: View, cards: readonly Card[], samples: number, seed: number): number[] =>
  plainSolveCards(tableOf(v), cards.map(codeOf), samples, seed);

/** Each candidate discard set played out over sampled deals (draws from the cards in no other hand). */
export const exchangeValues = (v: View, candidates: readonly (readonly Card[])[], samples: number, seed: number): number[] =>
  plainHandValues(dealOf(v), candidates.map((c) => masksOf(c)), samples, seed);

/** TRB-6.2: each suit as trump, the hand kept, over sampled deals. */
export const trumpValues = (v: View, suits: readonly string[], samples: number, seed: number): number[] =>
  suits.map((s) => plainHandValues(dealOf(v, s), [[0, 0, 0, 0]], samples, seed)[0]);

/** Information-set search over the seat's possible deals (every seat maximising its own SPR/TRB utility). */
export function searchedCard(v: View, iterations: number, seed: number): Card {
  const t = tableOf(v);
  const fns = [0, 1, 2].map((s) => utilityOf(v, s));
  const r = plainIsmcts(t, (won, out) => fns.forEach((f, s) => (out[s] = f(won))), iterations, seed, 0.5);
  return cardOf(r.codes[r.visits.reduce((b, x, i) => (x > r.visits[b] ? i : b), 0)]);
}
