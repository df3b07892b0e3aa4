// Sprøyte for the plain-trick search layer (machines/core/search): cards as suit·32 + rank (the ace as rank 1
// in nullo with SPR-S7), the seat's knowledge from its View (COM-7.3: own hand, played cards, shown voids;
// the stock, the discards and the revealed card at the stock's bottom are out of play, SPR-6.3/6.4), and the
// utility: the deal's points by SPR-9 (dealPoints), the seat's less the others' mean.
import type { Card } from '../../core/cards.ts';
import { standardDeck } from '../../core/deck.ts';
import { nextSeat } from '../../core/seats.ts';
import { type Knowledge, bitCount, shownVoids } from '../../core/search/knowledge.ts';
import type { PlainTable } from '../../core/search/plain.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { type View, dealPoints } from '../rules/index.ts';
import { keptFromAside } from './evidence.ts';

const SUITS = 'CDHS';
const RANKS = '..23456789TJQKA';

export const aceLowIn = (v: Pick<View, 'contract' | 'options'>): boolean =>
  v.contract === 'nullo' && v.options.nulloAceLow;

export function codeOf(card: Card, aceLow: boolean): number {
  const r = card[0] === 'A' && aceLow ? 1 : RANKS.indexOf(card[0]);
  return (SUITS.indexOf(card[1]) << 5) | r;
}

export function cardOf(code: number): Card {
  const r = code & 31;
  return (r === 1 ? 'A' : RANKS[r]) + SUITS[code >> 5];
}

export function masksOf(cards: readonly Card[], aceLow: boolean): number[] {
  const m = [0, 0, 0, 0];
  for (const c of cards) {
    const code = codeOf(c, aceLow);
    m[code >> 5] |= 1 << (code & 31);
  }
  return m;
}

const DECK_52 = standardDeck();

/** The seat's knowledge; with `evidence`, the exchange's soft evidence on the cards out of play (evidence.ts). */
export function knowledgeOf(v: View, evidence = false): Knowledge {
  const aceLow = aceLowIn(v);
  const tricks = [...v.history.map((t) => t.plays), v.trick];
  const voids = shownVoids(
    3,
    tricks.map((ps) => ps.map((p) => ({ seat: p.seat, suit: SUITS.indexOf(p.card[1]) }))),
  );
  // The revealed card lies at the stock's bottom while cards remain undrawn (SPR-6.4): in no hand.
  const asideRevealed = v.revealed !== null && v.stockCount > 0 ? v.revealed : null;
  const deck = DECK_52.filter((c) => !(v.options.form === 'standard' && c[0] === '2') && c !== asideRevealed);
  const played = tricks.flat().map((p) => p.card);
  // Own discards are out of play and in nobody's hand (COM-6.3): not unseen.
  const out = new Set([...v.hand, ...v.ownDiscards, ...played]);
  const unseen = masksOf(
    deck.filter((c) => !out.has(c)),
    aceLow,
  );
  const counts = v.handCounts.map((c, i) => (i === v.seat ? 0 : c));
  const known = [0, 1, 2].map(() => [0, 0, 0, 0]);
  // Once the stock is empty the dealer drew the revealed card with the last one (SPR-6.4) and still holds it unless played.
  if (v.revealed !== null && v.stockCount === 0 && v.phase === 'play' && v.dealer !== v.seat && !out.has(v.revealed)) {
    const code = codeOf(v.revealed, aceLow);
    known[v.dealer][code >> 5] |= 1 << (code & 31);
  }
  const total = unseen.reduce((t, m) => t + bitCount(m), 0);
  const aside = total - counts.reduce((a, b) => a + b, 0);
  const kept = evidence ? keptFromAside(v, v.trump === null ? -1 : SUITS.indexOf(v.trump)) : undefined;
  return { seat: v.seat, n: 3, own: masksOf(v.hand, aceLow), unseen, known, voids, counts, aside, keptFromAside: kept };
}

/** The utility of seat `me`: its points for the deal (SPR-9) less the mean of the others'. */
export function utilityOf(v: View, me: number): (won: ArrayLike<number>) => number {
  const signed = v.options.signedScoring;
  return (won) => {
    let mine = 0;
    let others = 0;
    for (let s = 0; s < 3; s++) {
      const p = dealPoints(v.contract, won[s], signed);
      if (s === me) mine = p;
      else others += p;
    }
    return mine - others / 2;
  };
}

export function simOf(v: View): TrickSim {
  const sim = new TrickSim({
    seats: 3,
    tricks: v.options.form === 'talon' ? 13 : 12,
    next: [0, 1, 2].map((s) => nextSeat(s, 3, v.options.direction)),
    trump: v.trump === null ? -1 : SUITS.indexOf(v.trump),
  });
  return sim;
}

/** The search table for the seat to play (the play phase); with `evidence`, the exchange's soft evidence. */
export function tableOf(v: View, evidence = false): PlainTable {
  const aceLow = aceLowIn(v);
  const sim = simOf(v);
  const utility = utilityOf(v, v.seat);
  return {
    sim,
    knowledge: knowledgeOf(v, evidence),
    root: {
      tricksDone: v.history.length,
      trick: v.trick.map((p) => ({ seat: p.seat, code: codeOf(p.card, aceLow) })),
      won: v.tricks,
      turn: v.turn as number,
    },
    avoid: Int8Array.from([0, 1, 2].map(() => (v.contract === 'nullo' ? 1 : 0))),
    utility: (won) => utility(won),
  };
}
