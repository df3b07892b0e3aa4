// Card codes for the search layer: a card is a small integer suit·32 + rank (2 … 14; the little joker 15
// and the big joker 16 in the spade suit, SPD-10.3). A hand is four rank masks, one per suit (clubs,
// diamonds, hearts, spades). Only the one-deck formats are searched (partners6 holds two copies of a code).
import type { Card } from '../../core/cards.ts';

export const SPADES = 3;
const SUIT_LETTERS = 'CDHS';
const RANK_LETTERS = '..23456789TJQKA';

/** The integer code of a card string ('AS' → 3·32 + 14; jokers are spades 15 and 16). */
export function codeOf(card: Card): number {
  if (card === 'BJ') return SPADES * 32 + 16;
  if (card === 'LJ') return SPADES * 32 + 15;
  return SUIT_LETTERS.indexOf(card[1]) * 32 + RANK_LETTERS.indexOf(card[0]);
}

/** Inverse of codeOf. */
export function cardOf(code: number): Card {
  const suit = code >> 5;
  const rank = code & 31;
  if (rank === 16) return 'BJ';
  if (rank === 15) return 'LJ';
  return RANK_LETTERS[rank] + SUIT_LETTERS[suit];
}

/** The highest rank in a non-empty mask. */
export const topRank = (m: number): number => 31 - Math.clz32(m);
/** The lowest rank in a non-empty mask. */
export const lowRank = (m: number): number => 31 - Math.clz32(m & -m);

/** Four rank masks of a list of cards. */
export function masksOf(cards: readonly Card[]): number[] {
  const m = [0, 0, 0, 0];
  for (const c of cards) {
    const code = codeOf(c);
    m[code >> 5] |= 1 << (code & 31);
  }
  return m;
}

/** The card codes of four rank masks, suit by suit, low to high. */
export function codesOf(masks: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let s = 0; s < 4; s++) for (let m = masks[s]; m !== 0; m &= m - 1) out.push(s * 32 + lowRank(m));
  return out;
}
