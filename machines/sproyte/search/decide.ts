// Sprøyte decisions by sampling (issue 11): cards by determinized playouts (or exactly for the last tricks),
// exchanges and the talon by playing each candidate out over sampled deals — the other hands dealt from the
// unseen cards, the cards drawn from what is left. Seeded from the caller: reproducible.
import type { Card } from '../../core/cards.ts';
import { type PlainDeal, type PlainStats, plainCardStats, plainHandValues, plainSolveCards } from '../../core/search/plain.ts';
import type { View } from '../rules/index.ts';
import { aceLowIn, codeOf, knowledgeOf, masksOf, simOf, tableOf, utilityOf } from './table.ts';

export function cardValues(v: View, cards: readonly Card[], samples: number, seed: number): PlainStats {
  const aceLow = aceLowIn(v);
  return plainCardStats(tableOf(v), cards.map((c) => codeOf(c, aceLow)), samples, seed);
}

export function solvedCardValues(v: View, cards: readonly Card[], samples: number, seed: number): number[] {
  const aceLow = aceLowIn(v);
  return plainSolveCards(tableOf(v), cards.map((c) => codeOf(c, aceLow)), samples, seed);
}

/**
 * Each candidate new hand, given as discards (null = take the talon instead), played out from the first lead
 * over `samples` deals (the other hands dealt from the unseen cards, the draws from what is left).
 */
export function handValues(v: View, candidates: readonly (readonly Card[] | null)[], samples: number, seed: number): number[] {
  const aceLow = aceLowIn(v);
  const utility = utilityOf(v, v.seat);
  const deal: PlainDeal = {
    sim: simOf(v),
    knowledge: knowledgeOf(v),
    first: v.forehand,
    avoid: Int8Array.from([0, 1, 2].map(() => (v.contract === 'nullo' ? 1 : 0))),
    utility: (won) => utility(won),
  };
  return plainHandValues(deal, candidates.map((c) => (c === null ? null : masksOf(c, aceLow))), samples, seed);
}
