// A rule-based Sprøyte player: build long suits with top cards in trump and
// grand, throw high cards in nullo, take the talon with a weak hand, win tricks cheaply without wasting
// trumps (or duck them in nullo), counting the cards that have gone. It sees only its seat's View.
import type { Card, Suit } from '../../core/cards.ts';
import type { Policy } from '../../core/bots.ts';
import type { Action, View } from '../rules/index.ts';
import { SUITS, beats, bySuit, highest, isTop, lowest, strength, unseen, winningCard } from './knowledge.ts';

/** How likely a card is to take a trick in a trump or grand deal, from its rank and its suit's length. */
function keepValue(view: View, card: Card, suitLength: number): number {
  const r = strength(view, card);
  if (view.trump !== null && card[1] === view.trump) return 10 + r;
  if (r === 14) return 9;
  if (r === 13) return suitLength >= 2 ? 7 : 2;
  if (r === 12) return suitLength >= 3 ? 5 : 1;
  if (view.contract === 'grand' && suitLength >= 5) return 4;
  return r / 14;
}

/** SPR-6: discard the weak cards (trump, grand) or the high ones (nullo), up to the limit. */
function chooseDiscards(view: View, limit: number): Card[] {
  const suits = bySuit(view.hand);
  if (view.contract === 'nullo') {
    const danger = view.hand.filter((c) => strength(view, c) >= 10);
    return danger.sort((a, b) => strength(view, b) - strength(view, a)).slice(0, limit);
  }
  const scored = view.hand.map((c) => ({
    c,
    v: keepValue(view, c, suits[c[1] as Suit].length),
    len: suits[c[1] as Suit].length,
  }));
  // Weak cards go, shortest suits first (voids let us trump), lowest first.
  const weak = scored.filter((x) => x.v < 1).sort((a, b) => a.len - b.len || a.v - b.v);
  return weak.slice(0, limit).map((x) => x.c);
}

/** A rough count of the tricks a hand should take (for the talon decision). */
export function handStrength(view: View, hand: readonly Card[]): number {
  const suits = bySuit(hand);
  let tricks = 0;
  for (const s of SUITS) {
    const cards = suits[s];
    const ranks = cards.map((c) => strength(view, c));
    const has = (r: number) => ranks.includes(r);
    if (has(14)) tricks += 0.9;
    if (has(13) && cards.length >= 2) tricks += 0.6;
    if (has(12) && cards.length >= 3) tricks += 0.3;
    if (s === view.trump) tricks += Math.max(0, cards.length - 2) * 0.7;
  }
  return tricks;
}

function exchangeAction(view: View, legal: readonly Action[]): Action {
  const limit = view.exchangeLimit?.limit ?? 0;
  const discards = new Set(chooseDiscards(view, limit));
  const chosen = view.hand.filter((c) => discards.has(c));
  const key = chosen.join();
  return (
    legal.find((a) => a.type === 'exchange' && a.discards.length === chosen.length && a.discards.join() === key) ??
    legal[0]
  );
}

function leadCard(view: View, playable: readonly Card[], others: Set<Card>): Card {
  const suits = bySuit(playable);
  const trump = view.trump;
  if (view.contract === 'nullo') {
    // Lead the card with the most unseen cards above it in its suit: somebody else has to win.
    const above = (c: Card) => [...others].filter((o) => o[1] === c[1] && strength(view, o) > strength(view, c)).length;
    return playable.reduce((x, y) => (above(y) > above(x) ? y : x));
  }
  if (trump !== null && suits[trump].length >= 3) {
    const top = suits[trump].find((c) => isTop(view, c, others));
    if (top) return top; // draw trumps with a top trump
  }
  const winners = playable.filter((c) => c[1] !== trump && isTop(view, c, others));
  if (winners.length > 0) return winners[0];
  const side = SUITS.filter((s) => s !== trump && suits[s].length > 0).sort(
    (a, b) => suits[b].length - suits[a].length,
  )[0];
  return lowest(view, side ? suits[side] : playable);
}

function followCard(view: View, playable: readonly Card[], others: Set<Card>): Card {
  const best = winningCard(view) as Card;
  const last = view.trick.length === 2;
  const winning = playable.filter((c) => beats(view, c, best));
  const losing = playable.filter((c) => !beats(view, c, best));
  if (view.contract === 'nullo') {
    if (losing.length > 0) return highest(view, losing); // duck with the highest card that still loses
    return last ? highest(view, playable) : lowest(view, playable);
  }
  const following = playable[0][1] === view.trick[0].card[1];
  if (winning.length === 0) return discard(view, playable, others);
  if (last) return lowest(view, winning); // win cheaply
  if (!following) return lowest(view, winning); // ruff low
  const sure = winning.filter((c) => isTop(view, c, others));
  return sure.length > 0 ? lowest(view, sure) : lowest(view, playable);
}

/** Nothing wins: throw the lowest card of the shortest suit, keeping trumps and top cards. */
function discard(view: View, playable: readonly Card[], others: Set<Card>): Card {
  const suits = bySuit(playable);
  const spare = playable.filter((c) => c[1] !== view.trump && !isTop(view, c, others));
  const pool = spare.length > 0 ? spare : playable;
  return pool.reduce((x, y) => {
    const lx = suits[x[1] as Suit].length;
    const ly = suits[y[1] as Suit].length;
    return ly < lx || (ly === lx && strength(view, y) < strength(view, x)) ? y : x;
  });
}

function playAction(view: View, legal: readonly Action[]): Action {
  const playable = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const others = unseen(view);
  const card = view.trick.length === 0 ? leadCard(view, playable, others) : followCard(view, playable, others);
  return legal.find((a) => a.type === 'play' && a.card === card) ?? legal[0];
}

export const ruleBasedPolicy: Policy<View, Action> = {
  id: 'basic',
  choose(view, legal) {
    switch (view.phase) {
      case 'exchange':
        return exchangeAction(view, legal);
      case 'talon': {
        // SPR-6.5: swap a hand that should not reach five tricks (an average hand takes about 4.3).
        const take = handStrength(view, view.hand) < 3;
        return legal.find((a) => a.type === 'talon' && a.take === take) ?? legal[0];
      }
      default:
        return playAction(view, legal);
    }
  },
};
