// The Spades position as the reason engine reads it: the trick on the table and who is winning it
// (the rules core's trick winner, SPD-7), the side's goal — the tricks its contract still needs (SPD-8.4),
// setting the opponents when that is in reach, or avoiding bags once made (SPD-8.5) — and the live nils
// (SPD-5.5). From the seat's View only.
import { type Card, rankValue } from '../../core/cards.ts';
import type { CardFigure, CardSituation, Goal } from '../../core/reasons/card.ts';
import { trickWinner } from '../../core/trick.ts';
import { spadesSuit } from '../rules/index.ts';
import { setInReach, sideNeed, tricksToSet } from '../bots/tactics.ts';
import { type View, isNilBid } from './rules-bridge.ts';
import { nilReasons } from './nil-reason.ts';
import { claimBook, unseenCards } from './claims.ts';

const suitOf = (c: string) => spadesSuit(c) as 'C' | 'D' | 'H' | 'S';

const liveNil = (v: View, seat: number): boolean => isNilBid(v.bids[seat]) && v.tricksWon[seat] === 0;

export function goalOf(v: View): Goal {
  const need = sideNeed(v, v.mySide);
  if (need > 0) return { kind: 'take', category: 'tricks-needed', params: { count: need } };
  const left = v.handSize - v.tricks.length;
  const opponent = v.sides.findIndex((_, side) => side !== v.mySide && setInReach(sideNeed(v, side), left));
  if (opponent >= 0)
    return { kind: 'take', category: 'set-contract', params: { count: tricksToSet(sideNeed(v, opponent), left) } };
  return { kind: 'avoid', category: 'avoid-bags' };
}

const policyOf = (v: View) => ({ trump: 'S' as const, suitOf, rank: rankValue, identical: v.options.identicalCards });

export function situationOf(v: View): CardSituation {
  const trick = v.trick;
  const winning = trick.length ? trickWinner(trick, policyOf(v)) : null;
  const opponents = v.bids.flatMap((_, s) => (s !== v.seat && s !== v.partner && liveNil(v, s) ? [s] : []));
  return {
    seat: v.seat,
    partner: v.partner,
    trick,
    winning,
    trump: 'S',
    suitOf,
    rank: rankValue,
    hand: v.hand ?? [],
    goal: goalOf(v),
    own: nilReasons({ mine: liveNil(v, v.seat), partner: v.partner !== null && liveNil(v, v.partner), opponents }),
    seats: v.handCounts.length,
    unseen: unseenCards(v),
    identical: v.options.identicalCards,
    book: claimBook(v),
  };
}

/** Each card's figures without a search: whether it would be winning the trick as it stands once played. */
export function standingFigures(v: View, cards: readonly Card[]): CardFigure[] {
  return cards.map((card) => {
    const trick = [...v.trick, { seat: v.seat, card }];
    return { card, value: 0, wins: trickWinner(trick, policyOf(v)) === trick.length - 1 ? 1 : 0 };
  });
}
