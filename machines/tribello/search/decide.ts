// Tribello decisions by sampling: cards by determinized playouts (or exactly for the last tricks),
// the round-two trump and the exchange by playing the candidates out over sampled deals.
import type { Card } from '../../core/cards.ts';
import { type PlainGame, cardValuesWith, everySeat } from '../../core/search/levels-kit.ts';
import { type PlainStats, plainHandValues } from '../../core/search/plain.ts';
import type { View } from '../rules/index.ts';
import { cardOf, codeOf, dealOf, masksOf, tableOf, utilityOf } from './table.ts';

/** Tribello for the shared card play (core/search/levels-kit.ts). */
export const game: PlainGame<View> = {
  tableOf,
  codesOf: (_v, cards) => cards.map(codeOf),
  cardOf,
  utilities: (v) => everySeat(3, (s) => utilityOf(v, s)),
  cardsLeft: (v) => v.handCounts[v.seat],
};

export const cardValues = (v: View, cards: readonly Card[], samples: number, seed: number): PlainStats =>
  cardValuesWith(game, v, cards, samples, seed);

/** Each candidate discard set played out over sampled deals (draws from the cards in no other hand). */
export const exchangeValues = (
  v: View,
  candidates: readonly (readonly Card[])[],
  samples: number,
  seed: number,
): number[] =>
  plainHandValues(
    dealOf(v),
    candidates.map((c) => masksOf(c)),
    samples,
    seed,
  );

/** TRB-6.2: each suit as trump, the hand kept, over sampled deals. */
export const trumpValues = (v: View, suits: readonly string[], samples: number, seed: number): number[] =>
  suits.map((s) => plainHandValues(dealOf(v, s), [[0, 0, 0, 0]], samples, seed)[0]);
