// The bids valued by sampling: each candidate bid played out over sampled deals from the first lead, the seats yet
// to bid guessed from their sampled cards, the hand scored as the rules score it.
import { FastRng } from '../../core/search/fast-rng.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { quickTricks } from './evidence.ts';
import { playOut, playoutInfo } from './playout.ts';
import { simRulesOf } from './position.ts';
import { type Bid, type View } from './rules-bridge.ts';
import { samplerFor } from './sampling.ts';
import { Scorer } from './score.ts';

/** A candidate bid's mean utility over sampled deals and how often it was made (nil: no trick taken). */
export interface BidValue {
  readonly value: number;
  readonly made: number;
}

/** The bid a seat with these sampled cards is guessed to make: its quick tricks, at least 1. */
const guessBid = (hands: Int32Array, seat: number, max: number): number =>
  Math.min(max, Math.max(1, Math.round(quickTricks(hands, seat << 2))));

/**
 * Each candidate bid of the seat of `v` (the bidding phase) played out over `samples` deals from the first
 * lead; seats yet to bid get the bid their sampled cards suggest. 'look' stands for looking and then bidding
 * what the sampled cards suggest (the choice a face-down seat weighs against Blind Nil). With `attack` (the
 * default) the playouts' opponents attack a nil as Strong players do (nil-attack.ts); without, they play on as if
 * no nil stood (the lab's studies).
 */
export function evaluateBids(
  v: View,
  candidates: readonly (Bid | 'look')[],
  samples: number,
  seed: number,
  noise = 10,
  dealer?: Sampler,
  attack = true,
): BidValue[] {
  const sim = new TrickSim(simRulesOf(v.options));
  const n = sim.n;
  const sampler = dealer ?? samplerFor(v, 'bid-filter');
  const rng = new FastRng(seed);
  const saved = new Int32Array(n * 4);
  const zeros = new Array<number>(n).fill(0);
  const first = sim.next[v.dealer];
  const sum = new Array<number>(candidates.length).fill(0);
  const made = new Array<number>(candidates.length).fill(0);
  const me = v.seat;
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, saved);
    const bids: (Bid | null)[] = v.bids.slice();
    for (let s = 0; s < n; s++) if (s !== me && bids[s] === null) bids[s] = guessBid(saved, s, v.handSize);
    candidates.forEach((cand, c) => {
      bids[me] = cand === 'look' ? guessBid(saved, me, v.handSize) : cand;
      const scorer = new Scorer({
        options: v.options,
        dealer: v.dealer,
        bids,
        totals: v.totals,
        bagCounters: v.bagCounters,
      });
      // Opponents attack a nil and its partner covers it, as Strong players do (nil-attack.ts).
      const info = playoutInfo(v, bids, scorer, noise, attack);
      sim.hands.set(saved);
      if (bids[me] === 'blind-nil' && info.partner[me] >= 0) blindNilExchange(sim.hands, me, info.partner[me]);
      sim.reset(0, [], zeros, first);
      playOut(sim, info, rng);
      scorer.score(sim.won);
      const side = scorer.sideOf(me);
      sum[c] += scorer.margin(side);
      const nilBid = bids[me] === 'nil' || bids[me] === 'blind-nil';
      let counted = 0;
      for (const s of scorer.sides[side]) if (!(bids[s] === 'nil' || bids[s] === 'blind-nil')) counted += sim.won[s];
      if (nilBid ? sim.won[me] === 0 : counted >= scorer.contracts[side]) made[c]++;
    });
  }
  return sum.map((x, c) => ({ value: x / samples, made: made[c] / samples }));
}

/** Remove and return the seat's highest card (spades above side suits; `lowest` for the lowest side card first). */
function takeCard(hands: Int32Array, seat: number, lowest: boolean): number {
  const b = seat << 2;
  let best = -1;
  let score = lowest ? 99 : -1;
  for (let s = 0; s < 4; s++) {
    const m = hands[b + s];
    if (m === 0) continue;
    const r = (lowest ? 31 - Math.clz32(m & -m) : 31 - Math.clz32(m)) + (s === 3 ? 20 : 0);
    if (lowest ? r < score : r > score) {
      score = r;
      best = (s << 5) | (lowest ? 31 - Math.clz32(m & -m) : 31 - Math.clz32(m));
    }
  }
  hands[b + (best >> 5)] &= ~(1 << (best & 31));
  return best;
}

/** SPD-5.6(d) as the evaluation assumes it: the blind-nil bidder passes its two highest cards, the partner returns its two lowest. */
export function blindNilExchange(hands: Int32Array, bidder: number, partner: number): void {
  const give = [takeCard(hands, bidder, false), takeCard(hands, bidder, false)];
  const back = [takeCard(hands, partner, true), takeCard(hands, partner, true)];
  for (const c of give) hands[(partner << 2) + (c >> 5)] |= 1 << (c & 31);
  for (const c of back) hands[(bidder << 2) + (c >> 5)] |= 1 << (c & 31);
}
