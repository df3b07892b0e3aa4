// Bids as soft evidence for the sampler (SPD-5): a quick trick count of a sampled hand must not be far from
// the seat's number bid, and a nil bidder (not blind) rarely holds the top spades or a long spade suit.
import { bitCount as bits } from '../../core/search/knowledge.ts';

const SPADES = 3;

/** Quick tricks of one hand (four rank masks from `hands` at `b`): top spades, long spades, side aces and kings. */
export function quickTricks(hands: Int32Array, b: number): number {
  const sp = hands[b + SPADES];
  const len = bits(sp);
  let t = 0;
  if (sp & ((1 << 16) | (1 << 15))) t += bits(sp & ((1 << 16) | (1 << 15)));
  if (sp & (1 << 14)) t += 1;
  if (sp & (1 << 13) && len >= 2) t += 0.8;
  if (sp & (1 << 12) && len >= 3) t += 0.5;
  if (len > 3) t += 0.8 * (len - 3);
  for (let s = 0; s < 3; s++) {
    const m = hands[b + s];
    const l = bits(m);
    if (m & (1 << 14)) t += l <= 6 ? 1 : 0.6;
    if (m & (1 << 13) && l >= 2) t += 0.5;
    if (l <= 1 && len >= 2) t += 0.5;
  }
  return t;
}

/** A test for the sampler: every bid seat other than `me` holds a hand that fits its bid. The slack measured
 * : +3.2, +0.7, −0.8,
 *  −0.8, about +0.6 over 4,000; in the bids only +1.0 [−2.1, 4.1], in the play only +0.2 [−3.3, 3.6]. 2.5 stands. */
export function bidsFit(
  bids: readonly (number | 'nil' | 'blind-nil' | null)[],
  me: number,
  slack = 2.5,
): (hands: Int32Array) => boolean {
  return (hands) => {
    for (let seat = 0; seat < bids.length; seat++) {
      const b = bids[seat];
      if (seat === me || b === null || b === 'blind-nil') continue;
      const base = seat << 2;
      if (b === 'nil') {
        const sp = hands[base + SPADES];
        if (sp & ((1 << 16) | (1 << 15) | (1 << 14) | (1 << 13)) || bits(sp) > 4) return false;
        continue;
      }
      if (Math.abs(quickTricks(hands, base) - b) > slack) return false;
    }
    return true;
  };
}

/** How many features bidFeatures writes. */
export const BID_FEATURES = 15;

/** A hand's features for the bid model (bid-read.ts): one, the top spades one by one, spade length and length
 *  beyond three and five, side aces, kings with a guard, bare kings, queens with two guards, short side suits. */
export function bidFeatures(hands: Int32Array, b: number, f: Float64Array): void {
  const sp = hands[b + SPADES];
  const len = bits(sp);
  f[0] = 1;
  f[1] = bits(sp & ((1 << 16) | (1 << 15)));
  f[2] = (sp >> 14) & 1;
  f[3] = (sp >> 13) & 1;
  f[4] = (sp >> 12) & 1;
  f[5] = (sp >> 11) & 1;
  f[6] = len;
  f[7] = Math.max(0, len - 3);
  f[8] = Math.max(0, len - 5);
  for (let i = 9; i < BID_FEATURES; i++) f[i] = 0;
  for (let s = 0; s < 3; s++) {
    const m = hands[b + s];
    const l = bits(m);
    if (m & (1 << 14)) f[9]++;
    if (m & (1 << 13)) f[l >= 2 ? 10 : 11]++;
    if (m & (1 << 12) && l >= 3) f[12]++;
    if (l === 0) f[13] += Math.min(len, 3);
    if (l === 1) f[14] += Math.min(len, 2);
  }
}

/** How many features nilFeatures writes. */
export const NIL_FEATURES = 14;

/** A hand's features for the read of a nil bid (bid-read.ts nilLikelihood, lab/nil-fit.ts): one, the top spades
 *  (jokers and the ace) and the king, queen and jack of spades, spade length beyond two and beyond four, side aces,
 *  kings, queens and jacks, the side cards from the two to the six, long side suits (five or more), short ones (one
 *  card or none). */
export function nilFeatures(hands: Int32Array, b: number, f: Float64Array): void {
  const sp = hands[b + SPADES];
  const len = bits(sp);
  f[0] = 1;
  f[1] = bits(sp & ((1 << 16) | (1 << 15) | (1 << 14)));
  f[2] = (sp >> 13) & 1;
  f[3] = (sp >> 12) & 1;
  f[4] = (sp >> 11) & 1;
  f[5] = Math.max(0, len - 2);
  f[6] = Math.max(0, len - 4);
  for (let i = 7; i < NIL_FEATURES; i++) f[i] = 0;
  for (let s = 0; s < 3; s++) {
    const m = hands[b + s];
    const l = bits(m);
    f[7] += (m >> 14) & 1;
    f[8] += (m >> 13) & 1;
    f[9] += (m >> 12) & 1;
    f[10] += (m >> 11) & 1;
    f[11] += bits(m & 0x7c);
    if (l >= 5) f[12]++;
    if (l <= 1) f[13]++;
  }
}

/** How many features bidContext writes. */
export const BID_CONTEXT = 7;

/**
 * What a seat knew when it bid (the bids made before its own, in the bidding order from the dealer's left, SPD-5):
 * its partner's number bid, whether its partner bid nil, the opponents' number bids and all of them together, and
 * its place in the order (second, third, fourth). A level bids on its hand and on these (strong.ts
 * chooseBidBySampling deals the other hands by the bids made): the hand alone leaves a spread of 1.1 tricks, with
 * these 0.75 (scripts/bid-fit.ts). Partnership Spades of four seats only; `partner` is the seat's partner.
 */
export function bidContext(
  bids: readonly (number | 'nil' | 'blind-nil' | null)[],
  dealer: number,
  seat: number,
  partner: number,
  f: Float64Array,
): void {
  const n = bids.length;
  const place = (x: number) => (x - dealer - 1 + 2 * n) % n;
  const me = place(seat);
  const pb = place(partner) < me ? bids[partner] : null;
  let opponents = 0;
  let all = 0;
  for (let x = 0; x < n; x++) {
    const b = bids[x];
    if (x === seat || place(x) >= me || typeof b !== 'number') continue;
    all += b;
    if (x !== partner) opponents += b;
  }
  f[0] = typeof pb === 'number' ? pb : 0;
  f[1] = pb === 'nil' || pb === 'blind-nil' ? 1 : 0;
  f[2] = opponents;
  f[3] = me === 1 ? 1 : 0;
  f[4] = me === 2 ? 1 : 0;
  f[5] = me === 3 ? 1 : 0;
  f[6] = all;
}
