// Soft evidence from the exchange with the pickup (TRB-7) for Expert's sampler: players discard what they do
// not want — in rounds one to three (tricks wanted, TRB-10.1) low cards of short suits, keeping aces, kings and
// trumps; in round four (tricks avoided, TRB-10.2) their high cards, keeping the low ones — so the cards
// out of play (the other players' discards and the undrawn pickup, TRB-7.3) rarely hold what they keep. A kept
// card may lie out of play in the undrawn pickup's share of it, or as a discard EPSILON times as likely as an
// average card. Only counts and the seat's own cards are used (COM-6.3, COM-7.3): never a hidden card.
import type { Knowledge } from '../../core/search/knowledge.ts';
import type { View } from '../rules/index.ts';

/**
 * How likely a discard is a card of the kept kind, relative to an average card of the hand it came from.
 * Measured by scripts/tribello-exchange-study.ts over the levels' own exchanges in self-play (arena situations,
 * every round): Strong threw 6 of the 3,762 kept-kind cards it held (300 deals, 0.005), Expert 0 of 1,260 (100
 * deals); neither threw a trump or an ace (Strong one king), nor in round four a card below the six (Strong five
 * sixes). The weight is set ten times that, 0.05, a floor for players who throw otherwise (people): the
 * sampler's calibration (the mean probability its deals put an unseen card where it truly is, before the first
 * lead) is 0.351 without the evidence, 0.395 with 0.05 and 0.399 with 0.01 (kept-kind cards 0.375 → 0.486;
 * Strong, 300 deals).
 */
export const EPSILON = 0.05;

const bits = (...ranks: number[]) => ranks.reduce((m, r) => m | (1 << r), 0);

/** Rank masks of the cards players keep: in round four the low cards (two to six), else aces, kings and every trump. */
export function keptMasks(v: Pick<View, 'roundKind'>, trump: number): number[] {
  const low = bits(2, 3, 4, 5, 6);
  const high = bits(13, 14);
  const trumps = bits(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
  return [0, 1, 2, 3].map((s) => (v.roundKind === 'avoid' ? low : s === trump ? trumps : high));
}

/** The evidence for the sampler, or undefined where the exchange says nothing (nobody else has discarded). */
export function keptFromAside(v: View, trump: number): Knowledge['keptFromAside'] {
  const discarded = v.exchanged.reduce<number>((t, x, seat) => t + (seat === v.seat ? 0 : (x ?? 0)), 0);
  if (discarded === 0) return undefined;
  const pickup = v.pickupCount;
  return { masks: keptMasks(v, trump), weight: (pickup + EPSILON * discarded) / (pickup + discarded) };
}
