// The plays as evidence through a model of the players: a sampled deal is likelier when the
// seats, holding its cards, would have played what they did. The model is the search's own guided policy
// (playout.ts), replayed from the first lead of the hand on the sampled deal with no random slips. Each play of
// another seat has the probability the model gives it on that deal: the policy's card with `hit`, another card of
// the same suit with `sameSuit` shared among them, any other legal card the rest shared among those. The rates
// per kind of play (a lead, following suit, a discard or a ruff) are how often Strong's plays in self-play were the
// policy's card or of its suit on the true deal (`npx tsx scripts/policy-fit.ts`); `sharpened` makes misses rarer
// (the calibration study's variants; sharper reads calibrate better and play worse, inference.ts policySampler).
// Built from the View only (COM-7.3): the tricks, the bids and the seat's own cards; the sampled hands are the
// sampler's, never the real ones.
import { FastRng } from '../../core/search/fast-rng.ts';
import { bitCount } from '../../core/search/knowledge.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { codeOf } from './cards.ts';
import { guidedMove, playoutInfo } from './playout.ts';
import { simRulesOf } from './position.ts';
import type { View } from './rules-bridge.ts';
import { Scorer } from './score.ts';

export type PlayKind = 'lead' | 'follow' | 'off';
export interface PlayRates {
  readonly hit: number;
  readonly sameSuit: number;
}
export type PlayModel = Readonly<Record<PlayKind, PlayRates>>;

/** Strong's self-play, 200 deals, 10,400 plays (scripts/policy-fit.ts). */
export const FITTED: PlayModel = {
  lead: { hit: 0.39, sameSuit: 0.11 },
  follow: { hit: 0.73, sameSuit: 0.27 },
  off: { hit: 0.67, sameSuit: 0.11 },
};
/** A model whose misses are `k` times rarer. */
export const sharpened = (m: PlayModel, k: number): PlayModel =>
  Object.fromEntries(
    Object.entries(m).map(([kind, r]) => [kind, { hit: 1 - (1 - r.hit) / k, sameSuit: r.sameSuit / k }]),
  ) as unknown as PlayModel;
/** The smallest share of a kind left to cards outside the policy's suit. */
const FLOOR = 0.002;

/** The kind of the play `code` by the seat to act in `sim`. */
export const kindOf = (sim: TrickSim, code: number): PlayKind =>
  sim.pos === 0 ? 'lead' : code >> 5 === sim.ledSuit() ? 'follow' : 'off';

/** Replays the hand's plays so far from the first lead on `hands` (the position's hands; the played cards are put
 *  back), calling `visit` before each play of a seat other than the View's with the guided policy's card (−1: none,
 *  or not asked: `guided` false). */
export interface Replay {
  run(hands: Int32Array, visit: (sim: TrickSim, code: number, guided: number) => void): void;
}

export function replayOf(v: View, guided = true): Replay | undefined {
  const plays = [...v.tricks.flatMap((t) => t.plays), ...v.trick].map((p) => ({ seat: p.seat, code: codeOf(p.card) }));
  if (!plays.some((p) => p.seat !== v.seat)) return undefined;
  const sim = new TrickSim(simRulesOf(v.options));
  const n = sim.n;
  const scorer = new Scorer({
    options: v.options,
    dealer: v.dealer,
    bids: v.bids,
    totals: v.totals,
    bagCounters: v.bagCounters,
  });
  const info = playoutInfo(v, v.bids, scorer, 0, true);
  const played = new Int32Array(n * 4);
  for (const p of plays) played[(p.seat << 2) | (p.code >> 5)] |= 1 << (p.code & 31);
  const zeros = new Array<number>(n).fill(0);
  const leader = plays[0].seat;
  const rng = new FastRng(1);
  return {
    run(hands, visit) {
      for (let i = 0; i < n * 4; i++) sim.hands[i] = hands[i] | played[i];
      sim.reset(0, [], zeros, leader, false);
      for (const p of plays) {
        if (p.seat !== v.seat) visit(sim, p.code, guided ? guidedMove(sim, info, rng) : -1);
        sim.play(p.code);
      }
    },
  };
}

/** The probability the model gives the play `code` by the seat to act, relative to the policy's own card. */
export function playWeight(sim: TrickSim, code: number, g: number, model: PlayModel): number {
  if (g < 0 || g === code) return 1;
  const m = model[kindOf(sim, code)];
  if (m.hit <= 0) return 1; // a kind of play the model does not read
  const suits = sim.legalSuits();
  const b = sim.turn << 2;
  let legal = 0;
  for (let s = 0; s < 4; s++) if (suits & (1 << s)) legal += bitCount(sim.hands[b + s]);
  const inSuit = bitCount(sim.hands[b + (g >> 5)]) - 1;
  const p =
    g >> 5 === code >> 5
      ? m.sameSuit / inSuit
      : Math.max(FLOOR, 1 - m.hit - m.sameSuit) / Math.max(1, legal - inSuit - 1);
  return p / m.hit;
}

/** The likelihood of a sampled deal under the other seats' plays so far, or undefined before the first card. */
export function policyLikelihood(v: View, model: PlayModel = FITTED): ((hands: Int32Array) => number) | undefined {
  const replay = replayOf(v);
  if (!replay) return undefined;
  let w = 1;
  const visit = (sim: TrickSim, code: number, g: number) => {
    w *= playWeight(sim, code, g, model);
  };
  return (hands) => {
    w = 1;
    replay.run(hands, visit);
    return w;
  };
}
