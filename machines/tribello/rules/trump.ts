// TRB-6.2: in round two the dealer names trump after seeing the hand and before anybody exchanges.
import { SUITS } from '../../core/cards.ts';
import type { State, TrumpAction } from './state.ts';
import { patch } from './update.ts';

/** TRB-D3: one of the four suits; "no trump" is not a choice. */
export function legalTrumps(s: State): TrumpAction[] {
  return SUITS.map((suit) => ({ type: 'trump', seat: s.dealer, suit }));
}

/** Names trump and opens the exchange, dealer first (TRB-7.1). */
export function applyTrump(s: State, a: TrumpAction): State {
  return patch(s, { phase: 'exchange', trump: a.suit, turn: s.dealer });
}
