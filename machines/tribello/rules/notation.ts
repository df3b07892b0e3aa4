// rules.md card notation for fixed deals (tests, lessons): '♠ A Q · ♥ 10 8' for a hand, '♥Q ♠K' for a list.
import type { Card } from '../../core/cards.ts';

const SUIT: Record<string, string> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
const rank = (r: string): string => (r === '10' ? 'T' : r);

/** `'♠ A Q · ♥ A K 10 8 4 · ♦ K 6 2'` → `['AS', 'QS', 'AH', 'KH', 'TH', '8H', '4H', 'KD', '6D', '2D']`. */
export function hand(text: string): Card[] {
  return text.split('·').flatMap((group) => {
    const [suit, ...ranks] = group.trim().split(/\s+/);
    return ranks.map((r) => rank(r) + SUIT[suit]);
  });
}

/** `'♥Q ♠K ♣A'` → `['QH', 'KS', 'AC']`; an empty text is no cards. */
export function cards(text: string): Card[] {
  return text.trim() === ''
    ? []
    : text
        .trim()
        .split(/\s+/)
        .map((t) => rank(t.slice(1)) + SUIT[t[0]]);
}
