// Why a bid: from what is known when it is made — the partner's bid once made, "with a typical
// partner bid" before (SPD-5); a nil, a blind nil or looking first with the chance the evaluation found. Before
// the partner has bid, the contract's chance is said as resting on such a bid, never as the side's contract.
import { type Reason, reason } from '../../core/reasons/reason.ts';
import type { Bid, View } from './rules-bridge.ts';

const pct = (x: number): number => Math.round(100 * x);
const isNil = (b: Bid | null): boolean => b === 'nil' || b === 'blind-nil';

/** The reason for `bid`; `made` is the chance the evaluation found, null when none was searched (no detail line). */
export function bidReason(v: View, bid: Bid | 'look', made: number | null): Reason {
  const p = v.partner;
  const pb = p === null ? null : v.bids[p];
  const detail = (key: string) => (made === null ? undefined : { key, params: { pct: pct(made) } });
  const holds = detail('reason.detail.holds');
  if (bid === 'look') return reason('look-first');
  // Where blind nil is always allowed (SPD-S6 off) it may be the best bid without being behind: then no deficit is named.
  if (bid === 'blind-nil')
    return v.behindBy > 0
      ? reason('bid-blind-nil', { points: v.behindBy }, undefined, holds)
      : reason('bid-blind-nil', {}, 'worth', holds);
  if (bid === 'nil') {
    // Alone (no partner) or beside a partner's nil, the nil stands on the hand alone.
    if (p === null || isNil(pb)) return reason('bid-nil', {}, undefined, holds);
    if (pb === null) return reason('bid-nil', {}, 'typical', holds);
    return reason('bid-nil', { player: p, bid: pb }, 'partner', holds);
  }
  const contract = detail('reason.detail.contract');
  if (p === null) return reason('bid-hand', { count: bid }, 'alone', contract);
  if (pb === null) return reason('bid-hand', { count: bid }, 'typical', detail('reason.detail.contractTypical'));
  if (isNil(pb)) return reason('bid-hand', { count: bid, player: p }, 'partnerNil', contract);
  return reason('bid-hand', { count: bid, player: p, bid: pb }, 'partner', contract);
}
