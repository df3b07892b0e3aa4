// Arena-only yardsticks for the search, never used by a level: how well the sampler places the cards
// a seat cannot see (calibration: the mean probability its sampled deals give each unseen card's true holder,
// which needs the real hands) and whether a played card was dominated (another legal card did at least
// `margin` points better in at least `share` of the seat's sampled deals, each played out by the guided
// policy without random slips, the same way for every card — or, in the last TEACHER_END tricks, solved exactly as
// the levels and the hint play them there: a yardstick no less exact than the players it judges).
import type { Card } from '../../machines/core/cards.ts';
import { FastRng } from '../../machines/core/search/fast-rng.ts';
import type { Sampler } from '../../machines/core/search/sampler.ts';
import { SPADES, codeOf, masksOf } from '../../machines/spades/search/cards.ts';
import { TEACHER_END } from '../../machines/spades/search/determinized.ts';
import { exactOut } from '../../machines/spades/search/exact.ts';
import { tableOf } from '../../machines/spades/search/search-table.ts';
import { type Sampling, samplerFor } from './samplers.ts';
import { playOut } from '../../machines/spades/search/playout.ts';
import type { View } from '../../machines/spades/search/rules-bridge.ts';

/** A sampler that deals the real hands (the open-cards player, the yardsticks' truth). */
export function realDeal(hands: readonly (readonly Card[])[]): Sampler {
  const masks = hands.map((h) => masksOf(h));
  return { deal: (_r, out) => masks.forEach((m, i) => m.forEach((x, j) => (out[i * 4 + j] = x))) };
}

/**
 * The cards that decide tricks: every spade (the jokers too) and the side suits' queens, kings and aces. The issue's
 * calibration weighs every hidden card alike, a ♥3 as a ♠A; split so, the
 * reads built so far learn most about the low cards (the chain +12.3 points over uniform on them, +6.5 on these).
 */
const QUEEN = 12;
export const isDeciding = (code: number): boolean => code >> 5 === SPADES || (code & 31) >= QUEEN;

/** Every hidden card. */
export const allCards = (): boolean => true;

/** Mean probability, over the cards in other seats' hands (those `which` keeps, all unless given), that the sampler
 *  deals a card to its true holder; NaN when no such card is hidden. */
export function calibration(
  v: View,
  hands: readonly (readonly Card[])[],
  sampling: Sampling | Sampler,
  samples: number,
  seed: number,
  which: (code: number) => boolean = allCards,
): number {
  return calibrations(v, hands, sampling, samples, seed, [which])[0];
}

/** The calibration over each group of hidden cards (`groups`: which cards each keeps), from one run of sampled deals. */
export function calibrations(
  v: View,
  hands: readonly (readonly Card[])[],
  sampling: Sampling | Sampler,
  samples: number,
  seed: number,
  groups: readonly ((code: number) => boolean)[],
): number[] {
  const sampler: Sampler = typeof sampling === 'string' ? samplerFor(v, sampling) : sampling;
  const n = hands.length;
  const buf = new Int32Array(n * 4);
  const rng = new FastRng(seed);
  const hidden = hands.flatMap((h, seat) => (seat === v.seat ? [] : h.map((c) => ({ seat, code: codeOf(c) }))));
  const members = groups.map((which) => hidden.filter((c) => which(c.code)));
  const hits = groups.map(() => 0);
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, buf);
    members.forEach((cards, g) => {
      for (const { seat, code } of cards) if (buf[seat * 4 + (code >> 5)] & (1 << (code & 31))) hits[g]++;
    });
  }
  return members.map((cards, g) => (cards.length === 0 ? Number.NaN : hits[g] / (samples * cards.length)));
}

/**
 * Is `chosen` dominated among `cards` (the seat's legal cards in the play), over the seat's sampled deals? With
 * `onMean`, the other card must also be `margin` better on the mean: a card that loses a few points in most deals
 * but saves a nil or a contract in the rest (a spade kept to cover partner's blind nil) is the better play.
 */
export function isDominated(
  v: View,
  cards: readonly Card[],
  chosen: Card,
  samples: number,
  seed: number,
  margin = 10,
  share = 0.9,
  onMean = false,
): boolean {
  return dominatedBy(v, cards, chosen, samples, seed, margin, share, onMean) !== null;
}

/** The card that dominates `chosen` (the most often better by `margin`), its mean gain and in how many samples, or null. */
export function dominatedBy(
  v: View,
  cards: readonly Card[],
  chosen: Card,
  samples: number,
  seed: number,
  margin = 10,
  share = 0.9,
  onMean = false,
): { card: Card; gain: number; share: number } | null {
  if (cards.length < 2) return null;
  const t = tableOf(v, 0, v.bids, samplerFor(v));
  const rng = new FastRng(seed);
  const codes = cards.map(codeOf);
  const me = codes.indexOf(codeOf(chosen));
  const better = new Array<number>(codes.length).fill(0);
  const gain = new Array<number>(codes.length).fill(0);
  const value = new Float64Array(codes.length);
  const exact = v.handSize - v.tricks.length <= TEACHER_END ? exactOut(t) : null;
  for (let i = 0; i < samples; i++) {
    t.deal(rng);
    exact?.clear();
    for (let c = 0; c < codes.length; c++) {
      t.restore();
      t.sim.play(codes[c]);
      if (exact) exact.out();
      else playOut(t.sim, t.info, rng);
      t.scorer.score(t.sim.won);
      value[c] = t.scorer.margin(t.mySide);
    }
    for (let c = 0; c < codes.length; c++) {
      gain[c] += value[c] - value[me];
      if (value[c] - value[me] >= margin) better[c]++;
    }
  }
  let best = -1;
  for (let c = 0; c < codes.length; c++) {
    if (better[c] < share * samples || (onMean && gain[c] < margin * samples)) continue;
    if (best < 0 || better[c] > better[best]) best = c;
  }
  return best >= 0 ? { card: cards[best], gain: gain[best] / samples, share: better[best] } : null;
}
