// Decks of the three games (COM-1, SPR-2, SPD-2, SPD-10.3, SPD-10.8). Fresh arrays, base order.
import { type Card, RANKS, SUITS, BIG_JOKER, LITTLE_JOKER } from './cards.ts';

/** COM-1.1: the 52-card French pack, suit by suit, 2 … A. */
export function standardDeck(): Card[] {
  const deck: Card[] = [];
  for (const s of SUITS) for (const r of RANKS) deck.push(r + s);
  return deck;
}

/** SPR-2.1: the 48-card pack without the 2s. */
export function deck48(): Card[] {
  return standardDeck().filter((c) => c[0] !== '2');
}

/** A 52-card pack without the listed cards, plus the given jokers (SPD-10.3, SPD-S18). */
export function deckWith(remove: readonly Card[], jokers: number): Card[] {
  const deck = standardDeck().filter((c) => !remove.includes(c));
  for (let i = 0; i < jokers; i++) deck.push(i % 2 === 0 ? BIG_JOKER : LITTLE_JOKER);
  return deck;
}

/** Two packs together (SPD-10.8): every code appears twice. */
export function doubleDeck(remove: readonly Card[], jokersEach: number): Card[] {
  return [...deckWith(remove, jokersEach), ...deckWith(remove, jokersEach)];
}

/** Multiset comparison: same cards, same multiplicities (card conservation, record checks). */
export function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<Card, number>();
  for (const c of a) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of b) {
    const n = counts.get(c);
    if (!n) return false;
    counts.set(c, n - 1);
  }
  return true;
}

/** What is wrong with `cards` as a copy of `deck`: first unknown, duplicated or missing card, else null. */
export function deckProblem(cards: readonly Card[], deck: readonly Card[]): string | null {
  const left = new Map<Card, number>();
  for (const c of deck) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of cards) {
    const n = left.get(c);
    if (n === undefined) return `card ${c} is not in this deck`;
    if (n === 0) return `card ${c} appears too often`;
    left.set(c, n - 1);
  }
  for (const [c, n] of left) if (n > 0) return `card ${c} is missing`;
  return null;
}
