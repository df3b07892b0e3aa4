// What a card decision in a plain trick is about: the situation, named by a reason category, from
// the seat's own hand, the trick so far and the trump rule. Each game reads its View into these facts and puts
// its own situations (a nil, a quota) first; this is the common part. It decides which skill a decision
// exercises (a chance), and names a costly play's skill when the check gives no reason of its own.
import type { Card, Suit } from '../cards.ts';
import type { ReasonCategory } from '../reasons/categories.ts';
import { type Play, type TrickPolicy, trickWinner } from '../trick.ts';

export interface TrickFacts {
  readonly seat: number;
  readonly hand: readonly Card[];
  /** The cards the rules allow now. */
  readonly legal: readonly Card[];
  readonly trick: readonly Play[];
  readonly policy: TrickPolicy;
  /** The partner's seat, or null when everyone plays for themselves. */
  readonly partner: number | null;
}

const suitOf = (f: TrickFacts, c: Card): Suit | null => (f.policy.suitOf ?? ((x: Card) => x[1] as Suit))(c);

/** True when `card` would be winning the trick so far. */
export const wouldWin = (f: TrickFacts, card: Card): boolean =>
  trickWinner([...f.trick, { seat: f.seat, card }], f.policy) === f.trick.length;

export function trickSituation(f: TrickFacts): ReasonCategory {
  const trump = f.policy.trump;
  if (f.trick.length === 0) {
    const trumps = trump === null ? 0 : f.hand.filter((c) => suitOf(f, c) === trump).length;
    return trumps >= 3 && trumps * 3 >= f.hand.length ? 'draw-trumps' : 'lead-low';
  }
  const led = suitOf(f, f.trick[0].card);
  const following = f.legal.some((c) => suitOf(f, c) === led);
  const winner = f.trick[trickWinner(f.trick, f.policy)].seat;
  if (f.partner !== null && winner === f.partner) return 'partner-winning';
  const canWin = f.legal.some((c) => wouldWin(f, c));
  if (following) {
    if (f.trick.length === 1 && canWin) return 'second-hand-low';
    return canWin ? 'win-cheaply' : 'lets-go';
  }
  if (canWin && trump !== null && f.legal.some((c) => suitOf(f, c) === trump && wouldWin(f, c))) return 'trump-in';
  return canWin ? 'win-cheaply' : 'discard-loser';
}
