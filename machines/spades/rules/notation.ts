// rules.md card notation for fixed deals (tests, tutorials): "♠ A K 7 · ♥ 8 5 · ♦ Q J · ♣ 3", with
// "Big Joker" / "Little Joker" for the jokers and 10 for the ten. Gives record card codes ('AS', 'TH', 'BJ').
import type { Card } from '../../core/cards.ts';

const SUIT_OF: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

export function parseHand(text: string): Card[] {
  const cards: Card[] = [];
  for (const group of text
    .split('·')
    .map((g) => g.trim())
    .filter((g) => g.length > 0)) {
    if (group === 'Big Joker') cards.push('BJ');
    else if (group === 'Little Joker') cards.push('LJ');
    else {
      const [symbol, ...ranks] = group.split(/\s+/);
      const suit = SUIT_OF[symbol];
      if (!suit) throw new Error(`unknown suit symbol in "${group}"`);
      for (const r of ranks) cards.push((r === '10' ? 'T' : r) + suit);
    }
  }
  return cards;
}
