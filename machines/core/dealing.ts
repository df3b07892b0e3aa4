// COM-3 dealing orders and COM-4 the revealing cut.
import type { Card } from './cards.ts';
import type { Rng } from './rng.ts';

/**
 * COM-3.3: deal one card at a time to the piles in `order` (pile indices), repeating the order until
 * `count` cards are dealt. A pile keeps the order of dealing: its first card is its top (records.md).
 * Returns the piles and the undealt rest in its existing order (COM-3.4).
 */
export function dealInOrder(
  deck: readonly Card[],
  order: readonly number[],
  count: number,
  pileCount: number,
): { piles: Card[][]; rest: Card[] } {
  const piles: Card[][] = Array.from({ length: pileCount }, () => []);
  for (let i = 0; i < count; i++) piles[order[i % order.length]].push(deck[i]);
  return { piles, rest: deck.slice(count) };
}

/** COM-4.1: the app picks k uniformly from 4 … N−4. */
export function chooseCut(rng: Rng, deckSize: number): number {
  return rng.between(4, deckSize - 4);
}

/** records.md: a cut may be any k with 1 ≤ k ≤ N − 1. */
export function isValidCut(k: unknown, deckSize: number): k is number {
  return typeof k === 'number' && Number.isInteger(k) && k >= 1 && k <= deckSize - 1;
}

/**
 * COM-4.2/4.3: lift the top k cards; the revealed card is old[k−1]; completing the cut gives
 * old[k … N−1] followed by old[0 … k−1], so the revealed card ends at the bottom.
 */
export function revealingCut(deck: readonly Card[], k: number): { deck: Card[]; revealed: Card } {
  return { deck: [...deck.slice(k), ...deck.slice(0, k)], revealed: deck[k - 1] };
}
