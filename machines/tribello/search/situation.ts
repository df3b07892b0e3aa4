// The Tribello position as the reason engine reads it: the trick and who is winning it (TRB-9), and
// the seat's goal by its quota (TRB-4): in rounds 1–3 every trick gains, the quota first (TRB-10.1); in round
// 4 the quotas are reversed and every trick costs (TRB-10.2). No partner. From the seat's View only.
import { type CardSituation, type Goal, trickSituation } from '../../core/reasons/card.ts';
import type { View } from '../rules/index.ts';
import { claimBook, unseenCards } from './claims.ts';

export function goalOf(v: View): Goal {
  const won = v.tricks[v.seat] ?? 0;
  const quota = v.quotas[v.seat] ?? 0;
  if (v.roundKind === 'avoid')
    return won >= quota
      ? { kind: 'avoid', category: 'quota-shed', params: { count: quota } }
      : { kind: 'avoid', category: 'reversed-round', params: { count: quota } };
  if (won < quota) return { kind: 'take', category: 'quota-needed', params: { count: quota - won } };
  return { kind: 'take', category: 'cash-winner' };
}

export function situationOf(v: View): CardSituation {
  const at = { seat: v.seat, trick: v.trick, hand: v.hand, goal: goalOf(v), seats: v.handCounts.length };
  return trickSituation({ ...at, unseen: unseenCards(v), book: claimBook(v) }, { trump: v.trump });
}
