// explainIllegal: the refusal for any action, with its rule id, message key and params; null when legal.
import type { Refusal } from '../../core/contract.ts';
import { bidRefusal, lookRefusal } from './bidding.ts';
import { passRefusal } from './passing.ts';
import { playRefusal } from './play.ts';
import { commonRefusal, refusal } from './refusal.ts';
import type { Action, State } from './state.ts';

export function explainIllegal(s: State, a: Action): Refusal | null {
  const common = commonRefusal(s, a.seat);
  if (common) return common;
  switch (a.type) {
    case 'bid':
      return bidRefusal(s, a.seat, a.bid);
    case 'look':
      return lookRefusal(s, a.seat);
    case 'pass':
      return passRefusal(s, a.seat, a.cards);
    case 'play':
      return playRefusal(s, a.seat, a.card);
    default:
      return refusal('SPD-5.1', 'unknownAction', 'Spades actions are bid, look, pass and play', {});
  }
}
