// What the Tribello reasons claim beyond the trick (core/reasons/claims.ts), checked from the seat's View: the
// round (round 4 reversed, TRB-10.2) and the seat's quota against its tricks so far (TRB-4, TRB-10.1).
import { standardDeck } from '../../core/deck.ts';
import { type ClaimBook, goalClaims } from '../../core/reasons/claims.ts';
import type { View } from '../rules/index.ts';

/** The Tribello reason keys with their claims. */
export const TRIBELLO_CLAIMS: Readonly<Record<string, readonly string[]>> = {
  ...goalClaims('quota-needed', 'take', ['notReversed', 'quotaShort={count}']),
  ...goalClaims('quota-shed', 'avoid', ['reversed', 'quotaReached={count}']),
  ...goalClaims('reversed-round', 'avoid', ['reversed', 'quota={count}']),
};

function fact(v: View, name: string, value: string | number | undefined): boolean | undefined {
  const won = v.tricks[v.seat] ?? 0;
  const quota = v.quotas[v.seat] ?? 0;
  if (name === 'reversed') return v.roundKind === 'avoid';
  if (name === 'notReversed') return v.roundKind !== 'avoid';
  if (name === 'quotaShort') return won < quota && quota - won === value;
  if (name === 'quotaReached') return won >= quota && quota === value;
  if (name === 'quota') return quota === value;
  return undefined;
}

export const claimBook = (v: View): ClaimBook => ({
  claims: TRIBELLO_CLAIMS,
  fact: (name, value) => fact(v, name, value),
});

/** The cards the seat has not seen: the deck less its hand, its own discards and every card played. */
export function unseenCards(v: View): string[] {
  const played = [...v.trick, ...v.played.flatMap((t) => t.plays)].map((p) => p.card);
  const seen = new Set([...v.hand, ...v.ownDiscards, ...played]);
  return standardDeck().filter((c) => !seen.has(c));
}
