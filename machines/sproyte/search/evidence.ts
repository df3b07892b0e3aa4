// Soft evidence from the exchange (SPR-6) for Expert's sampler: players discard what they do not want — low
// cards of short suits in trump and grand, high cards in nullo — so the cards out of play (the other players'
// discards and the undrawn stock) rarely hold what they keep. A kept card may lie out of play only in the
// undrawn stock's share of it, or as a discard EPSILON times as likely. Only counts and the seat's own cards are
// used (COM-6.3, COM-7.3).
import type { Knowledge } from '../../core/search/knowledge.ts';
import type { View } from '../rules/index.ts';

/** How likely a player is to throw a card it would keep, against a card of the stock. */
const EPSILON = 0.15;

/** Rank masks of the cards players keep: in nullo the low cards (an ace played low too), else aces, kings and trumps from the ten. */
function keptMasks(v: View, trump: number): number[] {
  const low = (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5) | (v.options.nulloAceLow ? 1 << 1 : 0);
  const high = (1 << 14) | (1 << 13);
  const trumps = (1 << 10) | (1 << 11) | (1 << 12) | high;
  return [0, 1, 2, 3].map((s) => (v.contract === 'nullo' ? low : s === trump ? trumps : high));
}

/** The evidence for the sampler, or undefined where the exchange says nothing (talon form, nobody else discarded). */
export function keptFromAside(v: View, trump: number): Knowledge['keptFromAside'] {
  if (v.options.form === 'talon') return undefined;
  const discarded = v.exchanged.reduce<number>((t, x, seat) => t + (seat === v.seat ? 0 : (x ?? 0)), 0);
  if (discarded === 0) return undefined;
  const stock = v.stockCount;
  return { masks: keptMasks(v, trump), weight: (stock + EPSILON * discarded) / (stock + discarded) };
}
