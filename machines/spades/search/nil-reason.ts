// Spades' own reasons for a card while a nil is live (SPD-5.5): keep your own nil under, cover your partner's,
// attack an opponent's. Asked by the reason engine before the common ideas (core/reasons/card.ts `own`), each
// given only where its claims hold (search/claims.ts).
import type { CardFigure, CardSituation } from '../../core/reasons/card.ts';
import { type Reason, reason } from '../../core/reasons/reason.ts';

/** Live nil bids: the seat's own, its partner's, and the opponents' nil bidders. */
export interface LiveNils {
  readonly mine: boolean;
  readonly partner: boolean;
  readonly opponents: readonly number[];
}

const variants = (category: string, params: Record<string, string | number>, names: readonly string[]) =>
  names.map((v) => reason(category, params, v || undefined));

/** The nil ideas for the card, best first: the seat's own nil, covering the partner's, attacking an opponent's. */
export const nilReasons =
  (nil: LiveNils) =>
  (s: CardSituation, f: CardFigure): Reason[] => {
    const card = f.card;
    const out: Reason[] = [];
    if (nil.mine) out.push(...variants('keep-nil', { card }, ['', 'lead', 'chance']));
    if (nil.partner && s.partner !== null)
      out.push(...variants('cover-nil', { card, player: s.partner }, ['', 'over', 'lead']));
    if (f.wins < 0.5)
      for (const player of nil.opponents) out.push(...variants('attack-nil', { card, player }, ['', 'lead', 'under']));
    return out;
  };
