// The read of the bids: how likely a sampled deal is under the bids made. A number bid is read as a linear model of
// the bidder's hand and of what it knew when it bid (bidModelAt), a nil bid by a logistic model of the hand (low cards
// and short suits make a nil likelier, top spades and side honours rarer); a blind nil says nothing about the cards.
// The models are fitted to the levels' own bids (lab/bid-fit.ts, lab/nil-fit.ts). Built from the View only (COM-7.3).
import { BID_CONTEXT, BID_FEATURES, NIL_FEATURES, bidContext, bidFeatures, nilFeatures } from './evidence.ts';
import { playedBySeat } from './knowledge.ts';
import { type Bid, type View, partnerOf } from './rules-bridge.ts';

/** The nil read's weights over evidence.ts nilFeatures, as log odds (fitted to Strong's bids). */
export const NIL_WEIGHTS: readonly number[] = [
  0, -3.975, -4.079, -2.21, -1.142, -0.641, -1.776, -1.014, -1.019, -0.789, -0.323, 0.664, 0.394, 1.088,
];
const nilX = new Float64Array(NIL_FEATURES);

/** A nil bidder's hand: how likely it is to have bid nil (`weights` over evidence.ts nilFeatures). */
function nilLikelihood(hands: Int32Array, b: number, weights: readonly number[]): number {
  nilFeatures(hands, b, nilX);
  let z = 0;
  for (let i = 1; i < NIL_FEATURES; i++) z += weights[i] * nilX[i];
  return Math.exp(z);
}

/** A number bid from the hand alone (evidence.ts bidFeatures), and the spread of what is left: the read where the
 *  seats know no partner's bid (cutthroat). */
const BID_WEIGHTS = [
  0.486, 0, 0.452, 0.393, 0.229, -0.007, 0.372, 0.092, -0.406, 0.549, 0.268, 0.184, 0.014, 0.114, 0.092,
];
const BID_RESIDUAL = 1.16;
const features = new Float64Array(BID_FEATURES);

/** The bid the hand-alone model expects from the hand at `b`. */
export function expectedBid(hands: Int32Array, b: number): number {
  bidFeatures(hands, b, features);
  let x = 0;
  for (let i = 0; i < BID_FEATURES; i++) x += BID_WEIGHTS[i] * features[i];
  return x;
}

/** How far the hand at `b` is from the number bid `bid`, in spreads. */
export type BidDistance = (hands: Int32Array, b: number, bid: number) => number;

/** The likelihood of a sampled deal under every other seat's bid (blind nil says nothing about the cards). */
export function bidLikelihood(
  bids: readonly (Bid | null)[],
  me: number,
  distance: BidDistance,
  nil: readonly number[] = NIL_WEIGHTS,
): (hands: Int32Array) => number {
  return (hands) => {
    let p = 1;
    for (let seat = 0; seat < bids.length; seat++) {
      const b = bids[seat];
      if (seat === me || b === null || b === 'blind-nil') continue;
      if (b === 'nil') p *= nilLikelihood(hands, seat << 2, nil);
      else {
        const d = distance(hands, seat << 2, b);
        p *= Math.exp(-0.5 * d * d);
      }
    }
    return p;
  };
}

/** A number bid as a linear function of the hand's features and of what the seat knew when it bid (evidence.ts
 *  bidContext: the bids before its own, its place in the order), and the spread of what is left. */
export interface BidModel {
  readonly weights: readonly number[];
  readonly residual: number;
}

/** Fitted to Strong's bids: a partner's number bid lowers the seat's by about 0.4 a trick, a partner's nil by 3.4. */
export const BIDS_STRONG: BidModel = {
  weights: [
    0.502, 0, 0.647, 0.516, 0.39, 0.166, 0.337, 0.159, -0.233, 0.688, 0.388, 0.049, 0.108, 0.205, 0.152, -0.266, -3.404,
    0.122, 0.081, 0.676, 0.851, -0.144,
  ],
  residual: 0.77,
};

/** Fitted to Expert's bids: Expert bids by its sampled deals, the fourth seat no higher than the first. */
export const BIDS_EXPERT: BidModel = {
  weights: [
    0.272, 0, 0.715, 0.562, 0.409, 0.224, 0.375, 0.155, -0.268, 0.736, 0.411, 0.098, 0.122, 0.178, 0.152, -0.111,
    -3.105, 0.044, 0.057, -0.077, 0.1, -0.067,
  ],
  residual: 0.63,
};
const context = new Float64Array(BID_CONTEXT);

/** The number bid `model` expects of the hand at `b` at `v`, with what each seat knew when it bid, in partnership
 *  Spades of four (the model's table); elsewhere by the hand alone (expectedBid). */
export function bidModelAt(v: View, model: BidModel = BIDS_STRONG): (hands: Int32Array, b: number) => number {
  const n = v.bids.length;
  const partners = Array.from({ length: n }, (_, seat) => partnerOf(v.options, seat));
  if (n !== 4 || partners.some((p) => p === null)) return expectedBid;
  const w = model.weights;
  // What the seats knew does not depend on the sampled cards: one offset per seat.
  const offset = partners.map((p, seat) => {
    bidContext(v.bids, v.dealer, seat, p as number, context);
    let x = 0;
    for (let i = 0; i < BID_CONTEXT; i++) x += w[BID_FEATURES + i] * context[i];
    return x;
  });
  return (hands, b) => {
    bidFeatures(hands, b, features);
    let x = offset[b >> 2];
    for (let i = 0; i < BID_FEATURES; i++) x += w[i] * features[i];
    return x;
  };
}

/** The fitted models' read of the bids at `v` (bidModelAt), each bid's spread the model's. */
export function fittedBidLikelihood(
  v: View,
  nil: readonly number[] = NIL_WEIGHTS,
  bids: BidModel = BIDS_STRONG,
): (hands: Int32Array) => number {
  const model = bidModelAt(v, bids);
  const residual = model === expectedBid ? BID_RESIDUAL : bids.residual;
  return bidLikelihood(v.bids, v.seat, (hands, b, bid) => (model(hands, b) - bid) / residual, nil);
}

/**
 * A read of the bids applied to the hands as they were dealt: each seat's sampled cards plus the cards it has played
 * this hand, since the bid models are of the 13 cards a seat bid on. Before the first card, the sampled hands.
 */
export function asDealt<T>(v: View, read: (hands: Int32Array) => T): (hands: Int32Array) => T {
  const played = playedBySeat(v);
  if (played.every((m) => m === 0)) return read;
  const dealt = new Int32Array(played.length);
  return (hands) => {
    for (let i = 0; i < played.length; i++) dealt[i] = hands[i] | played[i];
    return read(dealt);
  };
}
