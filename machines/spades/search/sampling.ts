// How a level deals the hidden cards: by the bid filter (every other bid seat holds a hand that fits its bid, read on
// the cards it still holds: evidence.ts bidsFit), or by the chains' read of the bids and plays (chains.ts). Built
// from the View only (COM-7.3).
import { type Sampler, samplerOf } from '../../core/search/sampler.ts';
import { liveNils } from '../bots/tactics.ts';
import { CHAINS, POOL, REFINED_READING, type Reading, chainOf } from './chains.ts';
import { bidsFit } from './evidence.ts';
import { knowledgeOf } from './knowledge.ts';
import type { View } from './rules-bridge.ts';

/**
 * 'bid-filter': the hard filter of the bids (Strong, Expert's tree). 'chains': the chains' read. 'chains-nil-to-play':
 * the chains, but where an opponent's live nil has yet to play to the trick the plays read at half weight and the
 * number bids by the reading's nilToPlayBids: read in full, the partner's leads read as a level's make the nil hold
 * the cards that set it too seldom, and the search takes the trick where the duck sets the nil.
 */
export type Sampling = 'bid-filter' | 'chains' | 'chains-nil-to-play';

const opponentsOf = (v: View): number[] => v.sides.flatMap((side, i) => (i === v.mySide ? [] : side));

/** An opponent's nil (cutthroat: any other seat's) not yet broken and still to play to the trick. */
function opponentNilToPlay(v: View): boolean {
  return liveNils(v, opponentsOf(v)).some((s) => !v.trick.some((p) => p.seat === s));
}

/** The seat's sampler by `sampling`; the chains read by `reading`. */
export function samplerFor(v: View, sampling: Sampling = 'bid-filter', reading: Reading = REFINED_READING): Sampler {
  if (sampling === 'bid-filter') return samplerOf(knowledgeOf(v), bidsFit(v.bids, v.seat));
  if (sampling === 'chains' || !opponentNilToPlay(v)) return chainOf(v, { size: POOL, chains: CHAINS, reading });
  const bids = reading.nilToPlayBids ?? reading.bids;
  return chainOf(v, { size: POOL, chains: CHAINS, playPower: 0.5, reading: { ...reading, bids } });
}
