// rules.md card notation for lessons and scenario tests: "♠ A K 7 · ♥ 8 5" (a hand by suit) or
// "♣4 ♠6 ♦10" (a list, e.g. a stock top first) → card codes 'AS', 'KS', '7S', … in the order written.
import type { Card } from '../../core/cards.ts';

const SUIT: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

function rankCode(rank: string): string {
  if (rank === '10') return 'T';
  if (!/^([2-9]|[AKQJ])$/.test(rank)) throw new Error(`not a rank: ${rank}`);
  return rank;
}

export function parseCards(text: string): Card[] {
  const out: Card[] = [];
  let suit: string | null = null;
  for (const token of text.replace(/·/g, ' ').split(/\s+/).filter(Boolean)) {
    const lead = token[0];
    if (lead in SUIT) {
      suit = SUIT[lead];
      const rest = token.slice(1);
      if (rest) out.push(rankCode(rest) + suit);
    } else {
      if (suit === null) throw new Error(`no suit before ${token}`);
      out.push(rankCode(token) + suit);
    }
  }
  return out;
}
