// The rule-based player ('basic'). It sees only its View and its legal actions (COM-7.3).
// Rounds 1–3 (and tie-break deals): every trick is worth a point whatever the quota (TRB-10.1), so it
// names its strongest suit, exchanges its losers for unknown cards and wins tricks as cheaply as it can.
// Round 4: every trick costs a point (TRB-10.2), so it exchanges its high cards away and ducks.
import type { Card } from '../../core/cards.ts';
import type { Policy } from '../../core/bots.ts';
import type { Action, View } from '../rules/index.ts';
import {
  accountedFor,
  beats,
  highest,
  isTop,
  lowest,
  ofSuit,
  outstanding,
  rank,
  suit,
  winningPlay,
} from './cards-seen.ts';

const HONOUR = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]; // J 1, Q 2, K 3, A 4

/** TRB-6.2: the suit with the most length and honours. */
function trumpStrength(hand: readonly Card[], s: string): number {
  return ofSuit(hand, s).reduce((sum, c) => sum + 2 + HONOUR[rank(c)], 0);
}

/** Cards likely to take a trick in a round where tricks are good. */
function isKeeper(card: Card, hand: readonly Card[], trump: string | null): boolean {
  if (suit(card) === trump) return true;
  const length = ofSuit(hand, suit(card)).length;
  const r = rank(card);
  if (r === 12) return true; // ace
  if (r === 11) return length >= 2; // guarded king
  if (r === 10) return length >= 3; // guarded queen
  return trump === null && length >= 5 && r >= 6; // a long suit's middle cards can run in no-trump
}

/** The cards to discard, best discard first (TRB-7: blind draw, limited by what is left). */
function discardWish(view: View): Card[] {
  const hand = view.hand;
  if (view.roundKind === 'avoid') return hand.filter((c) => rank(c) >= 8).sort((a, b) => rank(b) - rank(a)); // 10 and up
  return hand.filter((c) => !isKeeper(c, hand, view.trump)).sort((a, b) => rank(a) - rank(b));
}

function chooseExchange(view: View, legal: readonly Action[]): Action {
  const limit = view.exchangeLimit ?? 0;
  const wish = new Set(discardWish(view).slice(0, limit));
  const isWish = (a: Action) =>
    a.type === 'exchange' && a.discards.length === wish.size && a.discards.every((c) => wish.has(c));
  return legal.find(isWish) ?? legal[0];
}

function leadForTricks(view: View, cards: readonly Card[], known: Set<Card>): Card {
  const trump = view.trump;
  const trumps = trump ? ofSuit(cards, trump) : [];
  if (trump && trumps.length > 0 && outstanding(trump, known) > 0 && isTop(highest(trumps), known))
    return highest(trumps);
  const bosses = cards.filter((c) => suit(c) !== trump && isTop(c, known));
  if (bosses.length > 0) return bosses[0];
  const side = cards.filter((c) => suit(c) !== trump);
  if (side.length === 0) return lowest(cards);
  const longest = side.reduce((a, b) => (ofSuit(side, suit(b)).length > ofSuit(side, suit(a)).length ? b : a));
  return lowest(ofSuit(side, suit(longest)));
}

/** Rounds 1–3: win the trick as cheaply as possible, else throw the least useful card. */
function playForTricks(view: View, cards: readonly Card[]): Card {
  const known = accountedFor(view);
  if (view.trick.length === 0) return leadForTricks(view, cards, known);
  const best = (winningPlay(view.trick, view.trump) as { card: Card }).card;
  const winners = cards.filter((c) => beats(c, best, view.trump));
  const last = view.trick.length === 2;
  const followsSuit = suit(cards[0]) === view.ledSuit;
  if (winners.length > 0 && (last || !followsSuit)) return lowest(winners);
  if (winners.length > 0 && isTop(highest(winners), known)) return highest(winners);
  const side = cards.filter((c) => suit(c) !== view.trump);
  return lowest(side.length > 0 ? side : cards);
}

/** Round 4: duck under the winning card with the highest card that still loses; else shed high cards. */
function playToAvoid(view: View, cards: readonly Card[]): Card {
  if (view.trick.length === 0) {
    const known = accountedFor(view);
    // lead the low card of the suit where most higher cards are still out against it
    return cards.reduce((a, b) =>
      rank(b) - outstanding(suit(b), known) < rank(a) - outstanding(suit(a), known) ? b : a,
    );
  }
  const best = (winningPlay(view.trick, null) as { card: Card }).card;
  if (suit(cards[0]) !== view.ledSuit) return highest(cards); // void: shed the most dangerous card
  const under = cards.filter((c) => !beats(c, best, null));
  if (under.length > 0) return highest(under);
  return view.trick.length === 2 ? highest(cards) : lowest(cards);
}

export const basic: Policy<View, Action> = {
  id: 'basic',
  choose(view, legal) {
    const first = legal[0];
    if (first.type === 'trump') {
      const named = legal.filter((a): a is Extract<Action, { type: 'trump' }> => a.type === 'trump');
      return named.reduce((a, b) =>
        trumpStrength(view.hand, b.suit ?? '') > trumpStrength(view.hand, a.suit ?? '') ? b : a,
      );
    }
    if (first.type === 'exchange') return chooseExchange(view, legal);
    const cards = legal.map((a) => (a.type === 'play' ? a.card : ''));
    const card = view.roundKind === 'avoid' ? playToAvoid(view, cards) : playForTricks(view, cards);
    return legal[cards.indexOf(card)];
  },
};
