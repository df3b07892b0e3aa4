// The bids worth evaluating for a seat: numbers around its own trick estimate (and the Casual bid), Nil when
// legal, and, face down, Blind Nil or looking first as the score sheet decides (SPD-5.6(c)).
import type { Action, Bid, View } from '../rules/index.ts';
import { estimateTricks } from './estimate.ts';
import { wantsBlindNil } from './blind-nil.ts';
import { casualPolicy } from './casual.ts';
import { rngFrom } from '../../core/rng.ts';

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
    // Blind Nil where the score sheet calls for it (blind-nil.ts, measured by `npm run blind-nil-study`: it raises
    // the trailing side's chance to win the game only far behind or near the end, and a human partner turns its
    // gain into a loss); otherwise look first. A points-per-hand evaluation cannot weigh the game's winning
    // chances, which are what the choice is about — so the score decides it, for the hint and the levels alike.
    add(wantsBlindNil(v) ? 'blind-nil' : 'look');
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
