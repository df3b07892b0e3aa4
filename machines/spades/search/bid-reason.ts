// Why a bid (issue 21): from what is known when it is made — the partner's bid once made, "with a typical
// partner bid" before (SPD-5); a nil, a blind nil or looking first with the chance the evaluation found.
import { type Reason, reason } from '../../core/reasons/reason.ts';
import type { Bid, View } from './rules-bridge.ts';

const pct = (x: number): number => Math.round(100 * x);

export function bidReason(v: View, bid: Bid | 'look', made: number): Reason {
  const detail = { key: 'reason.detail.holds', params: { pct: pct(made) } };
  if (bid === 'look') return reason('look-first');
  if (bid === 'nil') return reason('bid-nil', {}, undefined, detail);
  if (bid === 'blind-nil') return reason('bid-blind-nil', { points: v.behindBy }, undefined, detail);
  const p = v.partner;
  const pb = p === null ? null : v.bids[p];
  const made_ = { key: 'reason.detail.contract', params: { pct: pct(made) } };
  if (p === null) return reason('bid-hand', { count: bid }, 'alone', made_);
  if (pb === null) return reason('bid-hand', { count: bid }, 'typical', made_);
  if (pb === 'nil' || pb === 'blind-nil') return reason('bid-hand', { count: bid, player: p }, 'partnerNil', made_);
  return reason('bid-hand', { count: bid, player: p, bid: pb }, 'partner', made_);
}
