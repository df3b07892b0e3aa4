// The plays as evidence through a model of the players : a sampled deal is likelier when the
// seats, holding its cards, would have played what they did. The model is the search's own guided policy
// (playout.ts), replayed from the first lead of the hand on the sampled deal with no random slips. Each play of
// another seat has the probability the model gives it on that deal: the policy's card with `hit`, another card of
// the same suit with `sameSuit` shared among them, any other legal card the rest shared among those. The rates
// per kind of play (a lead, following suit, a discard or a ruff) are how often Strong's plays in self-play were the
// policy's card or of its suit on the true deal (`npx tsx lab/policy-fit.ts`); `sharpened` makes misses rarer
// (the calibration study's variants; sharper reads calibrate better and play worse, lab/spades/samplers.ts).
// Built from the View only (COM-7.3): the tricks, the bids and the seat's own cards; the sampled hands are the
// sampler's, never the real ones.
import { bitCount } from '../../machines/core/search/knowledge.ts';
import type { TrickSim } from '../../machines/core/search/trick-sim.ts';
import type { View } from '../../machines/spades/rules/index.ts';
import { replayOf } from '../../machines/spades/search/replay.ts';

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
