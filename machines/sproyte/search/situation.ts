// The Sprøyte position as the reason engine reads it: the trick and who is winning it (SPR-8, ace
// low in nullo when SPR-S7 is on), and the seat's goal: more than four tricks in trump and grand (SPR-9.2),
// fewer than four in nullo (SPR-9.3). Each plays for itself: no partner. From the seat's View only.
import { type CardSituation, type Goal, trickSituation } from '../../core/reasons/card.ts';
import { trickPolicy } from '../rules/play.ts';
import type { View } from '../rules/index.ts';
import { claimBook, unseenCards } from './claims.ts';

export function goalOf(v: View): Goal {
  const won = v.tricks[v.seat] ?? 0;
  if (v.contract === 'nullo') return { kind: 'avoid', category: 'under-four', params: { count: won } };
  return { kind: 'take', category: 'over-four', params: { count: won } };
}

export function situationOf(v: View): CardSituation {
  const at = { seat: v.seat, trick: v.trick, hand: v.hand, goal: goalOf(v), seats: v.handCounts.length };
  return trickSituation({ ...at, unseen: unseenCards(v), book: claimBook(v) }, trickPolicy(v));
}
