// Sprøyte decisions by sampling: cards by determinized playouts (or exactly for the last tricks),
// exchanges and the talon by playing each candidate out over sampled deals — the other hands dealt from the
// unseen cards, the cards drawn from what is left. Seeded from the caller: reproducible.
import type { Card } from '../../core/cards.ts';
import { type PlainGame, cardValuesWith, everySeat } from '../../core/search/levels-kit.ts';
import { type PlainDeal, type PlainStats, plainHandValues } from '../../core/search/plain.ts';
import type { View } from '../rules/index.ts';
import { aceLowIn, cardOf, codeOf, knowledgeOf, masksOf, simOf, tableOf, utilityOf } from './table.ts';

/** Sprøyte for the shared card play (core/search/levels-kit.ts). */
export const game: PlainGame<View> = {
  tableOf,
  codesOf: (v, cards) => cards.map((c) => codeOf(c, aceLowIn(v))),
  cardOf,
  utilities: (v) => everySeat(3, (s) => utilityOf(v, s)),
  cardsLeft: (v) => v.handCounts[v.seat],
};

export const cardValues = (v: View, cards: readonly Card[], samples: number, seed: number): PlainStats =>
  cardValuesWith(game, v, cards, samples, seed);

/**
 * Each candidate new hand, given as discards (null = take the talon instead), played out from the first lead
 * over `samples` deals (the other hands dealt from the unseen cards, the draws from what is left).
 */
export function handValues(
  v: View,
  candidates: readonly (readonly Card[] | null)[],
  samples: number,
  seed: number,
): number[] {
  const aceLow = aceLowIn(v);
  const utility = utilityOf(v, v.seat);
  const deal: PlainDeal = {
    sim: simOf(v),
    knowledge: knowledgeOf(v),
    first: v.forehand,
    avoid: Int8Array.from([0, 1, 2].map(() => (v.contract === 'nullo' ? 1 : 0))),
    // SPR-6.4: the revealed card is the stock's bottom card; taking every card left draws it.
    bottom:
      v.revealed !== null && v.stockCount > 0 ? { code: codeOf(v.revealed, aceLow), stock: v.stockCount } : undefined,
    utility: (won) => utility(won),
  };
  return plainHandValues(
    deal,
    candidates.map((c) => (c === null ? null : masksOf(c, aceLow))),
    samples,
    seed,
  );
}
