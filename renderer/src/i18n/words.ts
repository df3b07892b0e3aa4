// Words built from several messages: card names, suits, signed numbers. Plain functions over a
// translate function, so that they are testable without Svelte.
import type { MessageKey } from './en.ts';
import type { Params } from './format.ts';

export type Translate = (key: MessageKey, params?: Params) => string;

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export function suitSymbol(suit: string): string {
  return SUIT_SYMBOL[suit] ?? '';
}

function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** The full name of a card: "Queen of spades", "Spar dame", "Big joker". */
export function cardName(t: Translate, card: string): string {
  if (card === 'BJ' || card === 'LJ') return t(`card.${card}` as MessageKey);
  return capitalise(
    t('card.name', { rank: t(`rank.${card[0]}` as MessageKey), suit: t(`suit.${card[1]}` as MessageKey) }),
  );
}

/**
 * The card's name where it stands inside a sentence: lower case, as every language writes it there ("Liv tar
 * av og viser hjerter åtte", "Kari plays queen of spades"). `cardName` is for a name that starts a label.
 */
export function cardNameInSentence(t: Translate, card: string): string {
  const name = cardName(t, card);
  return name.charAt(0).toLocaleLowerCase() + name.slice(1);
}

/** The corner index of a card's rank: "10", "Q" (or "D" for dame). */
export function rankIndex(t: Translate, card: string): string {
  const r = card[0];
  if (r === 'T') return '10';
  if (r === 'J' || r === 'Q' || r === 'K' || r === 'A') return t(`rankShort.${r}` as MessageKey);
  return r;
}

/** Short text form used in event lines: "♥K", "♠10", "Joker". */
export function cardShort(t: Translate, card: string): string {
  if (card === 'BJ' || card === 'LJ') return t(`card.${card}` as MessageKey);
  return suitSymbol(card[1]) + rankIndex(t, card);
}

export function suitName(t: Translate, suit: string): string {
  return t(`suit.${suit}` as MessageKey);
}
