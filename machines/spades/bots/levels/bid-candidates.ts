// The bids worth evaluating for a seat: numbers around its own trick estimate (and the Casual bid), Nil when
// legal, and, face down, Blind Nil against looking first (SPD-5.6(c)).
import type { Action, Bid, View } from '../../rules/index.ts';
import { estimateTricks } from '../estimate.ts';
import { casualPolicy } from './casual.ts';
import { rngFrom } from '../../../core/rng.ts';

export interface BidCandidate {
  readonly bid: Bid | 'look';
  readonly action: Action;
}

export function bidCandidates(v: View, legal: readonly Action[]): BidCandidate[] {
  const out: BidCandidate[] = [];
  const add = (bid: Bid | 'look') => {
    const action = legal.find((a) => (bid === 'look' ? a.type === 'look' : a.type === 'bid' && a.bid === bid));
    if (action && !out.some((c) => c.bid === bid)) out.push({ bid, action });
  };
  if (v.hand === null) {
    add('blind-nil');
    add('look');
    if (out.length > 0) return out;
  }
  const hand = v.hand ?? [];
  const est = estimateTricks(hand, false) + (v.options.players === 'cutthroat3' ? 1.2 : 0);
  const casual = casualPolicy.choose(v, legal, rngFrom(1));
  if (casual.type === 'bid') add(casual.bid);
  add('nil');
  for (let b = Math.floor(est) - 1; b <= Math.ceil(est) + 1; b++) add(b);
  if (out.length === 0) out.push({ bid: (legal[0] as { bid: Bid }).bid, action: legal[0] });
  return out;
}
