// The Tribello position as the reason engine reads it (issue 21): the trick and who is winning it (TRB-9), and
// the seat's goal by its quota (TRB-4): in rounds 1–3 every trick gains, the quota first (TRB-10.1); in round
// 4 the quotas are reversed and every trick costs (TRB-10.2). No partner. From the seat's View only.
import { type Card, type Suit, rankValue, suitOf } from '../../core/cards.ts';
import type { CardSituation, Goal } from '../../core/reasons/card.ts';
import { trickWinner } from '../../core/trick.ts';
import type { View } from '../rules/index.ts';

export function goalOf(v: View): Goal {
  const won = v.tricks[v.seat] ?? 0;
  const quota = v.quotas[v.seat] ?? 0;
  if (v.roundKind === 'avoid') return won >= quota ? { kind: 'avoid', category: 'quota-shed', params: { count: quota } } : { kind: 'avoid', category: 'reversed-round', params: { count: quota } };
  if (won < quota) return { kind: 'take', category: 'quota-needed', params: { count: quota - won } };
  return { kind: 'take', category: 'cash-winner' };
}

export function situationOf(v: View): CardSituation {
  const policy = { trump: v.trump };
  return {
    seat: v.seat,
    partner: null,
    trick: v.trick,
    winning: v.trick.length ? trickWinner(v.trick, policy) : null,
    trump: v.trump,
    suitOf: (c: Card) => suitOf(c) as Suit | null,
    rank: rankValue,
    hand: v.hand,
    goal: goalOf(v),
  };
}
