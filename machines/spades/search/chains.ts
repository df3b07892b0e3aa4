// The chains' read of the table: a sampled deal is as likely as the bids made (bid-read.ts) and every play so far
// (choice-model.ts: how often the levels choose each kind of card) make it, drawn by independent Markov chains in
// turn (core/search/sampler.ts chainSampler), so each deal the search gets is a draw from the read itself rather
// than a pool's few heavy deals drawn again and again. Built from the View only (COM-7.3).
import { type Sampler, chainSampler, samplerOf } from '../../core/search/sampler.ts';
import { liveNils } from '../bots/tactics.ts';
import { BIDS_EXPERT, BIDS_STRONG, type BidModel, NIL_WEIGHTS, asDealt, fittedBidLikelihood } from './bid-read.ts';
import { CHOICE_FITTED, CHOICE_REFINED, type ChoiceModel, choiceLikelihood } from './choice-model.ts';
import { knowledgeOf } from './knowledge.ts';
import type { View } from './rules-bridge.ts';

/** What the chains read the table by. */
export interface Reading {
  /** The player model of the plays. */
  readonly choice: ChoiceModel;
  /** The player model of the plays while a nil or blind nil is live at the table, if another. */
  readonly whileNil?: ChoiceModel;
  /** The read of a nil bid (bid-read.ts nilLikelihood's weights). */
  readonly nil: readonly number[];
  /** The model of the number bids (BIDS_STRONG unless given). */
  readonly bids?: BidModel;
  /** The model of the number bids where an opponent's live nil has yet to play to the trick, if another. */
  readonly nilToPlayBids?: BidModel;
}

/** The refined player model (choice-refined.json: masters, the low lead under the seat's own master, thrown
 *  singletons), the plain one (choice-fitted.json) while a nil is live, the number bids read as Strong bids. */
export const REFINED_READING: Reading = { choice: CHOICE_REFINED, nil: NIL_WEIGHTS, whileNil: CHOICE_FITTED };

/** Expert's read in the card play: the number bids read as Expert bids, as Strong bids where an opponent's live nil
 *  has yet to play to the trick. */
export const EXPERT_PLAY_READING: Reading = { ...REFINED_READING, bids: BIDS_EXPERT, nilToPlayBids: BIDS_STRONG };

/** How a chain reads and draws: the pool's size, the steps between two deals handed out and before the first, the
 *  independent chains taken in turn, the weight of the plays' read (1: in full, 0.5: half), what it reads by. */
export interface ChainOptions {
  readonly size?: number;
  readonly thin?: number;
  readonly burn?: number;
  readonly chains?: number;
  readonly playPower?: number;
  readonly reading?: Reading;
}

/** The deals a sampler hands out before it is made again. */
export const POOL = 1024;
/** Independent chains the shipped reads interleave (each from its own start and burn-in): one chain keeps to the
 *  layout it found first, so a decision's deals would all tell one story. */
export const CHAINS = 16;
/** Chain steps between two deals handed out: a step swaps two cards at most, so deals a few steps apart are near
 *  copies; 12 apart place the hidden cards almost as differently as independent deals. */
const CHAIN_THIN = 12;
const CHAIN_BURN = 100;

/** The read of the bids times the read of the plays, drawn by chains from deals that fit the bids. */
export function chainOf(
  v: View,
  {
    size = POOL,
    thin = CHAIN_THIN,
    burn = CHAIN_BURN,
    chains = 1,
    playPower = 1,
    reading: given = REFINED_READING,
  }: ChainOptions = {},
): Sampler {
  const live = given.whileNil
    ? liveNils(
        v,
        v.bids.map((_, s) => s),
      )
    : [];
  const reading = live.length > 0 ? { ...given, choice: given.whileNil! } : given;
  const k = knowledgeOf(v);
  const bids = asDealt(v, fittedBidLikelihood(v, reading.nil, reading.bids));
  const plays = playPower > 0 ? choiceLikelihood(v, reading.choice) : undefined;
  const read = plays
    ? playPower === 1
      ? (h: Int32Array) => bids(h) * plays(h)
      : (h: Int32Array) => bids(h) * plays(h) ** playPower
    : bids;
  return chainSampler(k, samplerOf(k, bids, 16), read, size, thin, burn, chains);
}
