// Hand evaluation for the rule-based bidder: sure and likely tricks, whether a hand is safe for nil, and
// which cards are most dangerous for a nil bidder. Sees only the seat's own cards.
import { type Card, rankValue } from '../../core/cards.ts';
import { isSpade, spadesSuit } from '../rules/index.ts';

const bySuit = (hand: readonly Card[]): Map<string, Card[]> => {
  const m = new Map<string, Card[]>([
    ['S', []],
    ['H', []],
    ['D', []],
    ['C', []],
  ]);
  for (const c of hand) m.get(spadesSuit(c))?.push(c);
  for (const cards of m.values()) cards.sort((a, b) => rankValue(b) - rankValue(a));
  return m;
};

/**
 * Expected tricks: top spades and long spades, side aces and guarded kings, ruffs with spare spades in short
 * suits. `crowded` (six players, two decks) halves the value of side honours that have a twin.
 */
export function estimateTricks(hand: readonly Card[], crowded = false): number {
  const suits = bySuit(hand);
  const spades = suits.get('S') as Card[];
  let tricks = 0;
  let spare = 0; // low spades among the first three: they can ruff a short side suit
  spades.forEach((c, i) => {
    const r = rankValue(c);
    // A high spade is a trick when guarded by enough cards; spades beyond the third are long trumps.
    if (r >= 14 || (r === 13 && spades.length >= 2) || (r === 12 && spades.length >= 3 && i <= 2))
      tricks += crowded && r <= 14 ? 0.7 : 1;
    else if (i >= 3) tricks += 0.8;
    else spare++;
  });
  for (const s of ['H', 'D', 'C']) {
    const cards = suits.get(s) as Card[];
    const ranks = cards.map(rankValue);
    if (ranks.includes(14)) tricks += crowded ? 0.6 : cards.length <= 6 ? 1 : 0.6;
    if (ranks.includes(13) && cards.length >= 2) tricks += crowded ? 0.3 : ranks.includes(14) ? 0.8 : 0.5;
    if (ranks.includes(12) && cards.length >= 3 && (ranks.includes(14) || ranks.includes(13)))
      tricks += crowded ? 0.1 : 0.3;
    // Ruffs: a void or a singleton with spare low spades.
    const ruffs = cards.length === 0 ? 2 : cards.length === 1 ? 1 : 0;
    const used = Math.min(ruffs, spare);
    tricks += 0.8 * used;
    spare -= used;
  }
  return tricks;
}

/** A nil is safe: no high spade, few spades, no side ace, kings and queens only with enough low cards. */
export function isSafeNil(hand: readonly Card[]): boolean {
  const suits = bySuit(hand);
  const spades = suits.get('S') as Card[];
  if (spades.length > 3 || spades.some((c) => rankValue(c) >= 10)) return false;
  for (const s of ['H', 'D', 'C']) {
    const cards = suits.get(s) as Card[];
    const ranks = cards.map(rankValue);
    if (ranks.includes(14)) return false;
    // A king needs two cards of 6 or lower to duck with; a queen at least two companions.
    if (ranks.includes(13) && (cards.length < 3 || ranks.filter((r) => r <= 6).length < 2)) return false;
    if (ranks.includes(12) && cards.length < 3) return false;
    // A suit needs at least one low card to duck with.
    if (cards.length > 0 && Math.min(...ranks) > 7) return false;
  }
  return estimateTricks(hand) < 1.5;
}

/** How dangerous a card is to a nil bidder: high spades first, then high cards in short suits. */
export function nilDanger(hand: readonly Card[], card: Card): number {
  const len = hand.filter((c) => spadesSuit(c) === spadesSuit(card)).length;
  return rankValue(card) + (isSpade(card) ? 8 : 0) + Math.max(0, 4 - len);
}
