// Spades' own reasons for a card while a nil is live (SPD-5.5): keep your own nil under, cover your partner's,
// attack an opponent's. Asked by the reason engine before the common ideas (core/reasons/card.ts `own`).
import { type CardFigure, type CardSituation, detailOf } from '../../core/reasons/card.ts';
import { type Reason, reason } from '../../core/reasons/reason.ts';

/** Live nil bids: the seat's own, its partner's, and the opponents' nil bidders. */
export interface LiveNils {
  readonly mine: boolean;
  readonly partner: boolean;
  readonly opponents: readonly number[];
}

export const nilReason =
  (nil: LiveNils) =>
  (s: CardSituation, f: CardFigure): Reason | null => {
    const card = f.card;
    if (nil.mine) return reason('keep-nil', { card }, undefined, detailOf(f));
    if (nil.partner && s.partner !== null && (f.wins >= 0.5 || s.trick.length === 0))
      return reason('cover-nil', { card, player: s.partner }, undefined, detailOf(f));
    const played = new Set(s.trick.map((p) => p.seat));
    const winner = s.winning === null ? null : s.trick[s.winning].seat;
    const target = nil.opponents.find((o) => !played.has(o)) ?? nil.opponents.find((o) => o === winner);
    if (target !== undefined && f.wins < 0.5)
      return reason('attack-nil', { card, player: target }, s.trick.length === 0 ? 'lead' : undefined, detailOf(f));
    return null;
  };
