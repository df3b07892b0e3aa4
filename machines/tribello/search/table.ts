// Tribello for the plain-trick search layer (machines/core/search): cards as suit·32 + rank (ace high), the
// seat's knowledge from its View (COM-7.3: own hand and own discards, played cards, shown voids; the revealed
// card of round one is the dealer's while the dealer has exchanged nothing, TRB-5.3; the pickup and the others'
// discards are out of play; with `evidence`, the exchange's soft evidence on them, evidence.ts), and the utility: the deal's points by TRB-10 (seatPoints against the quota),
// the seat's less the others' mean.
import type { Card } from '../../core/cards.ts';
import { standardDeck } from '../../core/deck.ts';
import { nextSeat } from '../../core/seats.ts';
import { type Knowledge, bitCount, shownVoids } from '../../core/search/knowledge.ts';
import type { PlainDeal, PlainTable } from '../../core/search/plain.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { HAND, type View, seatPoints } from '../rules/index.ts';
import { keptFromAside } from './evidence.ts';

const SUITS = 'CDHS';
const RANKS = '..23456789TJQKA';
const DECK = standardDeck();

export const codeOf = (card: Card): number => (SUITS.indexOf(card[1]) << 5) | RANKS.indexOf(card[0]);
export const cardOf = (code: number): Card => RANKS[code & 31] + SUITS[code >> 5];
export const suitIndex = (suit: string | null): number => (suit === null ? -1 : SUITS.indexOf(suit));

export function masksOf(cards: readonly Card[]): number[] {
  const m = [0, 0, 0, 0];
  for (const c of cards) m[SUITS.indexOf(c[1])] |= 1 << RANKS.indexOf(c[0]);
  return m;
}

/** The seat's knowledge; with `evidence`, the exchange's soft evidence on the cards out of play (evidence.ts). */
export function knowledgeOf(v: View, evidence = false): Knowledge {
  const tricks = [...v.played.map((t) => t.plays), v.trick];
  const voids = shownVoids(
    3,
    tricks.map((ps) => ps.map((p) => ({ seat: p.seat, suit: SUITS.indexOf(p.card[1]) }))),
  );
  const played = tricks.flat().map((p) => p.card);
  const out = new Set([...v.hand, ...v.ownDiscards, ...played]);
  const unseen = masksOf(DECK.filter((c) => !out.has(c)));
  const counts = v.handCounts.map((c, i) => (i === v.seat ? 0 : c));
  const known = [0, 1, 2].map(() => [0, 0, 0, 0]);
  if (
    v.revealed !== null &&
    v.revealedTo !== null &&
    v.revealedTo !== v.seat &&
    v.exchanged[v.revealedTo] === 0 &&
    !out.has(v.revealed)
  ) {
    const code = codeOf(v.revealed);
    known[v.revealedTo][code >> 5] |= 1 << (code & 31);
  }
  const total = unseen.reduce((t, m) => t + bitCount(m), 0);
  const aside = total - counts.reduce((a, b) => a + b, 0);
  const kept = evidence ? keptFromAside(v, suitIndex(v.trump)) : undefined;
  return { seat: v.seat, n: 3, own: masksOf(v.hand), unseen, known, voids, counts, aside, keptFromAside: kept };
}

/** The utility of seat `me`: its points for the deal (TRB-10) less the mean of the others'. */
export function utilityOf(v: View, me: number): (won: ArrayLike<number>) => number {
  const kind = v.roundKind ?? 'noTrump';
  return (won) => {
    let mine = 0;
    let others = 0;
    for (let s = 0; s < 3; s++) {
      const p = seatPoints(kind, won[s], v.quotas[s]);
      if (s === me) mine = p;
      else others += p;
    }
    return mine - others / 2;
  };
}

export function simOf(v: View, trump: string | null = v.trump): TrickSim {
  return new TrickSim({
    seats: 3,
    tricks: HAND,
    next: [0, 1, 2].map((s) => nextSeat(s, 3, v.options.direction)),
    trump: suitIndex(trump),
  });
}

const avoidOf = (v: View) => Int8Array.from([0, 1, 2].map(() => (v.roundKind === 'avoid' ? 1 : 0)));

/** The search table for the seat to play (the play phase); with `evidence`, the exchange's soft evidence. */
export function tableOf(v: View, evidence = false): PlainTable {
  const utility = utilityOf(v, v.seat);
  return {
    sim: simOf(v),
    knowledge: knowledgeOf(v, evidence),
    root: {
      tricksDone: v.played.length,
      trick: v.trick.map((p) => ({ seat: p.seat, code: codeOf(p.card) })),
      won: v.tricks,
      turn: v.turn as number,
    },
    avoid: avoidOf(v),
    utility: (won) => utility(won),
  };
}

/** Before the first lead (trump naming, exchange): the dealer leads (TRB-8.1). */
export function dealOf(v: View, trump: string | null = v.trump): PlainDeal {
  const utility = utilityOf(v, v.seat);
  return {
    sim: simOf(v, trump),
    knowledge: knowledgeOf(v),
    first: v.dealer,
    avoid: avoidOf(v),
    utility: (won) => utility(won),
  };
}
