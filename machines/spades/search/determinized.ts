// Determinized sampling (PIMC): deal the unseen cards many times consistently with the seat's knowledge,
// play each candidate out on every deal with the guided policy, keep the candidate with the best mean
// utility (the real score, scored by Scorer). Seeded: the same view, candidates and seed give the same values.
import type { Card } from '../../core/cards.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import {
  type CardOrder,
  type PairedSamples,
  type Race,
  means,
  pairedSamples,
  raceOn,
} from '../../core/search/paired.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { cardOrder } from './card-order.ts';
import { codeOf } from './cards.ts';
import { exactOut } from './exact.ts';
import { type Attack, playOut } from './playout.ts';
import type { View } from './rules-bridge.ts';
import { tableOf } from './search-table.ts';

/** Per candidate card: mean utility and, over the sampled deals, how often the seat won the trick in progress,
 *  took no trick at all, and how often its partner took none; and the paired samples (core/search/paired.ts). */
export interface CardStats {
  readonly values: number[];
  readonly winsTrick: number[];
  readonly noTrick: number[];
  readonly partnerNoTrick: number[];
  /** Per sample and card: the margin and the side that won the trick in progress. */
  readonly paired: PairedSamples;
  /** With a race: the candidates as the paired choice reads them (cardOrder), the order the race ran with. */
  readonly order?: CardOrder;
}

/** Mean utility of each candidate card over `samples` deals (one guided playout per deal and card). */
export function evaluateCards(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  noise = 10,
  dealer?: Sampler,
): number[] {
  return cardStats(v, cards, samples, seed, noise, dealer).values;
}

/**
 * Every candidate played out once per sampled deal. With `common` (the default) each candidate's playout on a
 * deal draws the same random stream (common random numbers): the candidates' differences then come from the
 * cards, not from the playouts' random slips. With a `race` (core/search/paired.ts) `samples` is the most, and
 * candidates clearly worse than the best stop early. With `attack` the playouts' opponents of a live nil attack it
 * and its side covers it (nil-attack.ts), as in the bid evaluation, or only as followers ('follow'); with `end`, a
 * position with that many tricks left or fewer is played out exactly instead (EXACT_END).
 */
export function cardStats(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  noise = 10,
  dealer?: Sampler,
  common = true,
  race?: Race,
  attack: Attack = false,
  end = 0,
): CardStats {
  const t = tableOf(v, noise, v.bids, dealer, attack);
  // The last `end` tricks are played out exactly, not by the guided policy (EXACT_END).
  const exact = v.handSize - v.tricks.length <= end ? exactOut(t) : null;
  const rng = new FastRng(seed);
  const play = common ? new FastRng(1) : rng;
  const codes = cards.map(codeOf);
  const k = codes.length;
  const zero = () => new Array<number>(k).fill(0);
  const wins = zero();
  const clean = zero();
  const partnerClean = zero();
  const paired = pairedSamples(k, samples);
  paired.count.fill(0);
  const active = new Uint8Array(k).fill(1);
  const order = race ? cardOrder(v, cards) : null;
  const trickNo = v.tricks.length;
  const partner = t.info.partner[v.seat];
  let n = 0;
  for (; n < samples; n++) {
    if (race && order && n >= race.first && (n - race.first) % race.step === 0 && !raceOn(paired, order, active, race))
      break;
    t.deal(rng);
    exact?.clear();
    const stream = rng.u32() || 1;
    for (let c = 0; c < k; c++) {
      if (!active[c]) continue;
      t.restore();
      play.state[0] = stream;
      t.sim.play(codes[c]);
      if (exact) exact.out();
      else playOut(t.sim, t.info, common ? play : rng);
      t.scorer.score(t.sim.won);
      paired.value[n * k + c] = t.scorer.margin(t.mySide);
      paired.winner[n * k + c] = t.info.sideOf[t.sim.winners[trickNo]];
      paired.count[c]++;
      if (t.sim.winners[trickNo] === v.seat) wins[c]++;
      if (t.sim.won[v.seat] === 0) clean[c]++;
      if (partner >= 0 && t.sim.won[partner] === 0) partnerClean[c]++;
    }
  }
  const per = (xs: number[]) => xs.map((x, c) => x / Math.max(1, paired.count[c]));
  return {
    values: means(paired),
    winsTrick: per(wins),
    noTrick: per(clean),
    partnerNoTrick: per(partnerClean),
    paired,
    ...(order ? { order } : {}),
  };
}

/**
 * The hint and the play check solve the last 5 tricks, as Expert plays them (expert.ts): there the playouts would
 * discard where ruffing sets the opponents (hint-table, reason.discard-loser.keep-trumps). Each sampled deal is then
 * exact, so TEACHER_END_SAMPLES of them are enough and keep a hint well under a second.
 */
export const TEACHER_END = 5;
export const TEACHER_END_SAMPLES = 500;

/** The hint's and the play check's evaluation of the seat's cards (one for both): the playouts attack a live nil as
 *  followers, as Strong's do ('follow', playout.ts); the last TEACHER_END tricks are solved. */
export function teacherStats(v: View, cards: readonly Card[], samples: number, seed: number): CardStats {
  const exact = v.handSize - v.tricks.length <= TEACHER_END;
  return cardStats(
    v,
    cards,
    exact ? Math.min(samples, TEACHER_END_SAMPLES) : samples,
    seed,
    10,
    undefined,
    true,
    undefined,
    'follow',
    TEACHER_END,
  );
}
