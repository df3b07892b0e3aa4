// Cards are strings: rank then suit ('AS', 'TH'), jokers 'BJ' and 'LJ' (records.md "Cards", COM-1).
export type Suit = 'C' | 'D' | 'H' | 'S';
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K' | 'A';
export type Card = string;

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
export const BIG_JOKER: Card = 'BJ';
export const LITTLE_JOKER: Card = 'LJ';

const RANK_VALUE: Record<string, number> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};

export function isJoker(card: Card): boolean {
  return card === BIG_JOKER || card === LITTLE_JOKER;
}

/** A well-formed card code (case-sensitive, records.md). */
export function isCardCode(value: unknown): value is Card {
  if (typeof value !== 'string') return false;
  if (value === BIG_JOKER || value === LITTLE_JOKER) return true;
  return value.length === 2 && value[0] in RANK_VALUE && (SUITS as readonly string[]).includes(value[1]);
}

/** Natural suit; jokers have none (a game decides what they count as, e.g. SPD-10.3). */
export function suitOf(card: Card): Suit | null {
  return isJoker(card) ? null : (card[1] as Suit);
}

export function rankOf(card: Card): Rank | null {
  return isJoker(card) ? null : (card[0] as Rank);
}

/** COM-1.2: ace high; 2 = 2 … A = 14. Little joker 15, big joker 16 (SPD-10.3). */
export function rankValue(card: Card): number {
  if (card === BIG_JOKER) return 16;
  if (card === LITTLE_JOKER) return 15;
  return RANK_VALUE[card[0]];
}

export function cardOf(rank: Rank, suit: Suit): Card {
  return rank + suit;
}
