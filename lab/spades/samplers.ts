// The sampler's older and experimental reads, for the lab's studies only (the levels deal by
// machines/spades/search/sampling.ts): voids only, bids by quick tricks with the plays as soft evidence on single
// cards ('inference'), the guided policy's read of the plays ('policy'), the player model through a tempered pool
// ('choice'), one chain, and the shipped modes. Same signature as the shipped samplerFor, so a study names a mode.
import { type Sampler, chainSampler, pooledSampler, samplerOf } from '../../machines/core/search/sampler.ts';
import type { Unlikely } from '../../machines/core/search/knowledge.ts';
import type { View } from '../../machines/spades/rules/index.ts';
import {
  BIDS_EXPERT,
  BIDS_STRONG,
  type BidDistance,
  NIL_WEIGHTS,
  asDealt,
  bidLikelihood,
  fittedBidLikelihood,
} from '../../machines/spades/search/bid-read.ts';
import { codeOf } from '../../machines/spades/search/cards.ts';
import {
  CHAINS,
  EXPERT_PLAY_READING,
  POOL,
  REFINED_READING,
  type Reading,
  chainOf,
} from '../../machines/spades/search/chains.ts';
import { CHOICE_FITTED, type ChoiceModel, choiceLikelihood } from '../../machines/spades/search/choice-model.ts';
import { quickTricks } from '../../machines/spades/search/evidence.ts';
import { knowledgeOf } from '../../machines/spades/search/knowledge.ts';
import { isNilBid } from '../../machines/spades/rules/index.ts';
import { samplerFor as shipped } from '../../machines/spades/search/sampling.ts';
import { FITTED, type PlayModel, policyLikelihood } from './policy-evidence.ts';

export type LabSampling =
  | 'uniform'
  | 'legacy'
  | 'bid-filter'
  | 'inference'
  | 'policy'
  | 'choice'
  | 'chain'
  | 'chain3'
  | 'chain6'
  | 'chains'
  | 'chains-nil-half'
  | 'chains-nil-to-play';
export type Sampling = LabSampling;

/** The plain player model's read (choice-fitted.json) with the fitted nil read. */
export const READING: Reading = { choice: CHOICE_FITTED, nil: NIL_WEIGHTS };
/** A nil read set by hand: a top spade ×0.02, the king ×0.06, the queen ×0.45, each spade beyond two ×0.6, a side
 *  ace ×0.4, a side king ×0.75 — the fitted read's features, as logarithms. */
export const NIL_HAND_SET: readonly number[] = [
  0,
  Math.log(0.02),
  Math.log(0.06),
  Math.log(0.45),
  0,
  Math.log(0.6),
  0,
  Math.log(0.4),
  Math.log(0.75),
  0,
  0,
  0,
  0,
  0,
];
export const READING_S26: Reading = { choice: CHOICE_FITTED, nil: NIL_HAND_SET };
export const READING_REFINED_EB: Reading = { ...REFINED_READING, bids: BIDS_EXPERT };

/** A number bid near the hand's quick tricks (the levels' older rule). */
export const quickTrickDistance: BidDistance = (hands, b, bid) => (quickTricks(hands, b) - (0.8 * bid + 0.55)) / 0.95;

const SPADES = 3;
const UNDER_LAST = 0.78;
const UNDER_SECOND = 0.71;
const CHEAPER_LAST = 0.75;
const between = (lo: number, hi: number): number => (hi - lo <= 1 ? 0 : ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1));
const above = (r: number): number => ~((1 << (r + 1)) - 1) & 0x1ffff;
const only = (suit: number, m: number): number[] => [0, 1, 2, 3].map((s) => (s === suit ? m : 0));

/** Plays as soft evidence on single cards: a seat that followed under an opponent's winner in the second or last
 *  seat less often holds a higher card of the suit; one that won in the last seat, a cheaper winner. */
export function playEvidence(v: View): Unlikely[] {
  const out: Unlikely[] = [];
  const n = v.handCounts.length;
  const sideOf = (seat: number) => v.sides.findIndex((s) => s.includes(seat));
  const partner = (seat: number) => v.sides[sideOf(seat)].find((x) => x !== seat) ?? -1;
  const nil = (seat: number) => seat >= 0 && isNilBid(v.bids[seat]);
  const add = (seat: number, suit: number, m: number, weight: number) => {
    if (seat !== v.seat && m !== 0) out.push({ seat, masks: only(suit, m), weight });
  };
  for (const plays of [...v.tricks.map((t) => t.plays), v.trick]) {
    if (plays.length === 0) continue;
    const led = codeOf(plays[0].card) >> 5;
    let win = codeOf(plays[0].card);
    let winSeat = plays[0].seat;
    for (let i = 1; i < plays.length; i++) {
      const { seat } = plays[i];
      const c = codeOf(plays[i].card);
      const suit = c >> 5;
      const wSuit = win >> 5;
      const beats = suit === wSuit ? (c & 31) > (win & 31) : suit === SPADES;
      const last = i === n - 1;
      const opponentWins = sideOf(winSeat) !== sideOf(seat) && !nil(winSeat);
      if (!nil(seat) && !nil(partner(seat)) && opponentWins) {
        if (!beats && suit === led && wSuit === led && (last || i === 1))
          add(seat, led, above(win & 31), last ? UNDER_LAST : UNDER_SECOND);
        else if (beats && last && suit === wSuit) add(seat, suit, between(win & 31, c & 31), CHEAPER_LAST);
        else if (beats && last && suit === SPADES) add(seat, SPADES, (1 << (c & 31)) - 1, CHEAPER_LAST);
      }
      if (beats) {
        win = c;
        winSeat = seat;
      }
    }
  }
  return out;
}

const MIN_ESS = 0.5;

/** The guided policy's read of the plays through a tempered pool. */
export function policySampler(v: View, base: Sampler, size = POOL, model: PlayModel = FITTED, minEss = MIN_ESS) {
  const like = policyLikelihood(v, model);
  return like ? pooledSampler(base, like, size, v.handCounts.length * 4, minEss) : base;
}

/** The player model's read of the plays through a tempered pool. */
export function choiceSampler(
  v: View,
  base: Sampler,
  size = POOL,
  model: ChoiceModel = CHOICE_FITTED,
  minEss = MIN_ESS,
): Sampler {
  const like = choiceLikelihood(v, model);
  return like ? pooledSampler(base, like, size, v.handCounts.length * 4, minEss) : base;
}

/** The bids and plays read by `reading`, drawn by one chain (thinned by `thin`, tempered by `power`). */
function oneChain(v: View, reading: Reading, size: number, thin = 12, power = 1): Sampler {
  if (power === 1 && thin === 12) return chainOf(v, { size, reading });
  const k = knowledgeOf(v);
  const bids = asDealt(v, fittedBidLikelihood(v, reading.nil, reading.bids));
  const plays = choiceLikelihood(v, reading.choice);
  const read = plays ? (h: Int32Array) => bids(h) * plays(h) : bids;
  return chainSampler(k, samplerOf(k, bids, 16), (h) => read(h) ** power, size, thin, 100, 1);
}

/** The seat's sampler by a lab mode (or a shipped one). */
export function samplerFor(
  v: View,
  sampling: LabSampling = 'inference',
  pool = POOL,
  minEss = MIN_ESS,
  reading: Reading = READING,
): Sampler {
  const k = knowledgeOf(v);
  const bidsByTricks = () => asDealt(v, bidLikelihood(v.bids, v.seat, quickTrickDistance, reading.nil));
  switch (sampling) {
    case 'uniform':
      return samplerOf(k);
    case 'legacy':
    case 'bid-filter':
      return shipped(v, 'bid-filter');
    case 'inference':
      return samplerOf({ ...k, unlikely: playEvidence(v) }, bidsByTricks(), 16);
    case 'policy':
      return policySampler(v, samplerOf(k, bidsByTricks(), 16), pool, FITTED, minEss);
    case 'choice': {
      const bids = asDealt(v, fittedBidLikelihood(v, reading.nil, reading.bids));
      return choiceSampler(v, samplerOf(k, bids, 16), pool, reading.choice, minEss);
    }
    case 'chain':
      return oneChain(v, reading, pool);
    case 'chain3':
      return oneChain(v, reading, pool, 3);
    case 'chain6':
      return oneChain(v, reading, pool, 12, 0.6);
    case 'chains':
      return chainOf(v, { size: pool, chains: CHAINS, reading });
    case 'chains-nil-half':
    case 'chains-nil-to-play':
      return shipped(v, 'chains-nil-to-play', reading);
  }
}

export { BIDS_EXPERT, BIDS_STRONG, NIL_WEIGHTS, asDealt, bidLikelihood, fittedBidLikelihood, chainOf };
export { REFINED_READING as READING_REFINED, EXPERT_PLAY_READING as READING_REFINED_EBO };
