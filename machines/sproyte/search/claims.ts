// What the Sprøyte reasons claim beyond the trick (core/reasons/claims.ts), checked from the seat's View: the
// contract (nullo, SPR-9.3, or trump and grand, SPR-9.2) and the tricks the seat has taken so far.
import { type ClaimBook, goalClaims } from '../../core/reasons/claims.ts';
import { formDeck } from '../rules/deal.ts';
import type { View } from '../rules/index.ts';

/** The Sprøyte reason keys with their claims. */
export const SPROYTE_CLAIMS: Readonly<Record<string, readonly string[]>> = {
  ...goalClaims('over-four', 'take', ['notNullo', 'tricksTaken={count}']),
  ...goalClaims('under-four', 'avoid', ['isNullo', 'tricksTaken={count}']),
};

function fact(v: View, name: string, value: string | number | undefined): boolean | undefined {
  if (name === 'isNullo') return v.contract === 'nullo';
  if (name === 'notNullo') return v.contract !== 'nullo';
  if (name === 'tricksTaken') return (v.tricks[v.seat] ?? 0) === value;
  return undefined;
}

export const claimBook = (v: View): ClaimBook => ({
  claims: SPROYTE_CLAIMS,
  fact: (name, value) => fact(v, name, value),
});

/** The cards the seat has not seen: the form's deck less its hand, its own discards and every card played. */
export function unseenCards(v: View): string[] {
  const played = [...v.trick, ...v.history.flatMap((t) => t.plays)].map((p) => p.card);
  const seen = new Set([...v.hand, ...v.ownDiscards, ...played]);
  return formDeck(v.options).filter((c) => !seen.has(c));
}
