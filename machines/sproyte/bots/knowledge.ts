// What a seat can work out from its view alone (COM-7.3): the cards still unseen, top cards, suits held.
import { type Card, type Suit, SUITS, rankValue } from '../../core/cards.ts';
import { standardDeck } from '../../core/deck.ts';
import type { View } from '../rules/index.ts';

const DECK: readonly Card[] = standardDeck();

/** Strength within a suit for this deal (SPR-S7: the ace is low in nullo when the setting is on). */
export function strength(view: View, card: Card): number {
  return view.contract === 'nullo' && view.options.nulloAceLow && card[0] === 'A' ? 1 : rankValue(card);
}

/**
 * Cards that may still be played against us: not in our hand, not played, not our own discards (COM-6.3),
 * not a 2 in the 48-card pack, and not the revealed card while it is known to lie undrawn at the bottom of
 * the stock (SPR-6.4).
 */
export function unseen(view: View): Set<Card> {
  const out = new Set<Card>();
  for (const c of DECK) if (!(view.options.form === 'standard' && c[0] === '2')) out.add(c);
  for (const c of view.hand) out.delete(c);
  for (const c of view.ownDiscards) out.delete(c);
  for (const t of view.history) for (const p of t.plays) out.delete(p.card);
  for (const p of view.trick) out.delete(p.card);
  if (view.revealed !== null && view.stockCount > 0 && view.phase === 'play') out.delete(view.revealed);
  return out;
}

export function bySuit(cards: readonly Card[]): Record<Suit, Card[]> {
  const out: Record<Suit, Card[]> = { C: [], D: [], H: [], S: [] };
  for (const c of cards) out[c[1] as Suit].push(c);
  return out;
}

/** No unseen card of the suit ranks above `card`. */
export function isTop(view: View, card: Card, others: Set<Card>): boolean {
  const s = strength(view, card);
  for (const c of others) if (c[1] === card[1] && strength(view, c) > s) return false;
  return true;
}

/** The card currently winning the trick in progress (same rules as SPR-8, from public cards only). */
export function winningCard(view: View): Card | null {
  let best: Card | null = null;
  for (const p of view.trick) if (best === null || beats(view, p.card, best)) best = p.card;
  return best;
}

/** Would `a`, played after `b` is winning, take over? */
export function beats(view: View, a: Card, b: Card): boolean {
  if (a[1] === b[1]) return strength(view, a) > strength(view, b);
  return view.trump !== null && a[1] === view.trump;
}

export const lowest = (view: View, cards: readonly Card[]): Card =>
  cards.reduce((x, y) => (strength(view, y) < strength(view, x) ? y : x));
export const highest = (view: View, cards: readonly Card[]): Card =>
  cards.reduce((x, y) => (strength(view, y) > strength(view, x) ? y : x));

export { SUITS };
