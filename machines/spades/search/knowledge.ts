// What one seat knows about the hidden cards, from its View only (COM-7.3): the cards it holds, every card
// played, the voids each seat has shown (SPD-6.4 failing to follow; SPD-6.2 leading a spade before they are
// broken, or SPD-6.5 a spade on the first trick, shows a hand of spades only), and the cards it passed in a
// blind-nil exchange (SPD-5.6(d)), which its partner holds until played.
import type { Card } from '../../core/cards.ts';
import { type Knowledge, bitCount as bits } from '../../core/search/knowledge.ts';
import { codeOf, masksOf } from './cards.ts';
import { type View, fullDeck } from './rules-bridge.ts';

const SIDE = 7;
const suitIndex = (c: Card): number => (c === 'BJ' || c === 'LJ' ? 3 : 'CDHS'.indexOf(c[1]));

export type { Knowledge };

export function knowledgeOf(v: View): Knowledge {
  const n = v.handCounts.length;
  const seat = v.seat;
  const voids = new Array<number>(n).fill(0);
  const playedCards: Card[] = [];
  const tricks = [...v.tricks.map((t) => t.plays), v.trick];
  let broken = false;
  tricks.forEach((plays, t) => {
    if (plays.length === 0) return;
    const led = suitIndex(plays[0].card);
    // A spade led before spades were broken: the leader held nothing else (SPD-6.2).
    if (led === 3 && !broken) voids[plays[0].seat] |= SIDE;
    plays.forEach((p, i) => {
      playedCards.push(p.card);
      const suit = suitIndex(p.card);
      if (i > 0 && suit !== led) {
        voids[p.seat] |= 1 << led; // SPD-6.4
        if (suit === 3 && t === 0 && v.options.firstTrickSpade === 'banned') voids[p.seat] |= SIDE; // SPD-6.5
      }
      if (suit === 3 && (v.options.allSpadeLeadBreaks || (i > 0 && led !== 3))) broken = true;
    });
  });
  const own = v.hand === null ? null : masksOf(v.hand);
  const played = masksOf(playedCards);
  const deck = masksOf(fullDeck(v.options) as Card[]);
  const unseen = deck.map((m, s) => m & ~played[s] & ~(own ? own[s] : 0));
  const known = Array.from({ length: n }, () => [0, 0, 0, 0]);
  for (const p of v.passes)
    if (p.from === seat && p.cards)
      for (const c of p.cards) {
        const code = codeOf(c);
        const s = code >> 5;
        const bit = 1 << (code & 31);
        if (unseen[s] & bit) known[p.to][s] |= bit;
      }
  const counts = v.handCounts.map((c, i) => (i === seat && own !== null ? 0 : c));
  const total = unseen.reduce((t, m) => t + bits(m), 0);
  const held = counts.reduce((t, c) => t + c, 0);
  return { seat, n, own, unseen, known, voids, counts, aside: total - held };
}

/** Each seat's cards played this hand, four rank masks per seat (seat·4 + suit), from the View's tricks. */
export function playedBySeat(v: View): Int32Array {
  const out = new Int32Array(v.handCounts.length * 4);
  for (const plays of [...v.tricks.map((t) => t.plays), v.trick])
    for (const p of plays) {
      const code = codeOf(p.card);
      out[(p.seat << 2) | (code >> 5)] |= 1 << (code & 31);
    }
  return out;
}
