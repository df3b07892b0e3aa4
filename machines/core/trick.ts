// COM-5: follow suit and the trick winner, generic over any number of players and any trump policy.
import { type Card, type Suit, suitOf as naturalSuit, rankValue } from './cards.ts';
import type { Seat } from './seats.ts';

export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

export interface TrickPolicy {
  /** The trump suit, or null in a no-trump deal. */
  readonly trump: Suit | null;
  /** The suit a card counts as (a game with jokers may count them in the trump suit, SPD-10.3). Default: its natural suit. */
  readonly suitOf?: (card: Card) => Suit | null;
  /** Strength within a suit, higher wins (SPR-S7 ace low). Default: COM-1.2 with jokers on top. */
  readonly rank?: (card: Card) => number;
  /** SPD-7.3 identical cards: the one played first wins (default) or the one played last. */
  readonly identical?: 'first' | 'last';
}

/** COM-5.3: the cards of `hand` that follow `led`, or the whole hand when it has none. */
export function followingCards(hand: readonly Card[], led: Suit | null, suit = naturalSuit): readonly Card[] {
  if (led === null) return hand;
  const following = hand.filter((c) => suit(c) === led);
  return following.length > 0 ? following : hand;
}

/**
 * COM-5.5: the index in `plays` of the winning play. A trump beats every non-trump; otherwise only
 * cards of the led suit compete. Equal strength (identical cards) goes by `identical`.
 */
export function trickWinner(plays: readonly Play[], policy: TrickPolicy): number {
  const suit = policy.suitOf ?? naturalSuit;
  const rank = policy.rank ?? rankValue;
  const led = suit(plays[0].card);
  const later = policy.identical === 'last';
  let best = 0;
  for (let i = 1; i < plays.length; i++) {
    const s = suit(plays[i].card);
    const bs = suit(plays[best].card);
    const isTrump = policy.trump !== null && s === policy.trump;
    const bestTrump = policy.trump !== null && bs === policy.trump;
    if (isTrump && !bestTrump) best = i;
    else if (isTrump === bestTrump && s === bs && (s === led || isTrump)) {
      const r = rank(plays[i].card);
      const br = rank(plays[best].card);
      if (r > br || (later && r === br)) best = i;
    }
  }
  return best;
}
