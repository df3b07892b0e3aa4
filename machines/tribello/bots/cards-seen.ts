// What a seat can work out from its view alone (COM-7.3): cards gone from play, the top card of a suit,
// the card winning the trick so far. Shared by the rule-based player's bidding, exchange and play.
import { type Card, RANKS } from '../../core/cards.ts';
import type { Play } from '../../core/trick.ts';
import type { View } from '../rules/index.ts';

export const rank = (c: Card): number => RANKS.indexOf(c[0] as (typeof RANKS)[number]);
export const suit = (c: Card): string => c[1];

/** Cards no opponent can hold: played, in the own hand, or discarded by the seat itself. */
export function accountedFor(view: View): Set<Card> {
  const known = new Set<Card>([...view.hand, ...view.ownDiscards, ...view.trick.map((p) => p.card)]);
  for (const t of view.played) for (const p of t.plays) known.add(p.card);
  return known;
}

/** True when every higher card of the suit is accounted for: the card is the boss of its suit. */
export function isTop(card: Card, known: Set<Card>): boolean {
  for (let r = rank(card) + 1; r < RANKS.length; r++) if (!known.has(RANKS[r] + suit(card))) return false;
  return true;
}

/** Cards of `s` that opponents might still hold (not accounted for). */
export function outstanding(s: string, known: Set<Card>): number {
  return RANKS.filter((r) => !known.has(r + s)).length;
}

/** The play winning the trick so far (TRB-9 as a player reasons about it). */
export function winningPlay(trick: readonly Play[], trump: string | null): Play | null {
  if (trick.length === 0) return null;
  let best = trick[0];
  for (const p of trick.slice(1)) {
    const beatsByTrump = trump !== null && suit(p.card) === trump && suit(best.card) !== trump;
    const beatsInSuit = suit(p.card) === suit(best.card) && rank(p.card) > rank(best.card);
    if (beatsByTrump || beatsInSuit) best = p;
  }
  return best;
}

/** Does `card` beat `best` if played now? */
export function beats(card: Card, best: Card, trump: string | null): boolean {
  if (suit(card) === suit(best)) return rank(card) > rank(best);
  return trump !== null && suit(card) === trump;
}

export const lowest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (rank(b) < rank(a) ? b : a));
export const highest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (rank(b) > rank(a) ? b : a));
export const ofSuit = (cards: readonly Card[], s: string): Card[] => cards.filter((c) => suit(c) === s);
