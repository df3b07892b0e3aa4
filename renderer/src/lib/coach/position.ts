// A drill position opened for the board: the decision as the drilled seat saw it, kept by the
// coach (machines/core/coach/drills.ts DecisionPosition) — its View, the cards it could play or how many it could
// exchange, and the rules' refusals of the other cards. Nothing hidden is in it.
import type { Refusal } from '../../../../machines/core/contract.ts';
import type { DecisionPosition } from '../../../../machines/core/coach/drills.ts';

export interface OpenPosition {
  readonly view: unknown;
  /** The cards the seat may play (empty in an exchange). */
  readonly cards: readonly string[];
  /** An exchange: the seat chooses cards to discard, at most `limit`. */
  readonly exchange: { readonly hand: readonly string[]; readonly limit: number } | null;
  /** Why the rules refuse this card here (with its rule id), or null when it may be played. */
  readonly refusal: (card: string) => Refusal | null;
}

export function openPosition(p: DecisionPosition): OpenPosition | null {
  const hand = (p.view as { hand?: readonly string[] | null }).hand ?? [];
  const exchange = p.exchange ? { hand, limit: p.exchange.limit } : null;
  if (p.cards.length < 2 && !exchange) return null;
  const refusal = (card: string): Refusal | null => {
    if (p.cards.includes(card)) return null;
    const r = p.refused?.find((x) => x.cards.includes(card))?.refusal;
    return r ? { ...r, message: r.rule } : null;
  };
  return { view: p.view, cards: p.cards, exchange, refusal };
}
