// COM-7: what one seat may see. Own hand and own discards; public history and counts; the revealed
// card and that the dealer received it. Never other hands, the pickup's cards or others' discards.
import { type Card, type Suit, suitOf } from '../../core/cards.ts';
import type { Seat } from '../../core/seats.ts';
import type { Play } from '../../core/trick.ts';
import type { Options } from './options.ts';
import type { CompletedTrick, DealResult, Phase, Role, RoundKind, State } from './state.ts';
import { SEATS, next, roleOf, roundKind } from './state.ts';
import { exchangeLimit } from './exchange.ts';
import { leaders } from './scoring.ts';

export interface View {
  readonly seat: Seat;
  readonly phase: Phase;
  readonly options: Options;
  readonly deal: number;
  readonly round: number;
  readonly roundKind: RoundKind | null;
  readonly dealer: Seat;
  /** Per seat: dealer, left or right (TRB-1.2). */
  readonly roles: readonly Role[];
  /** Per seat (TRB-4). */
  readonly quotas: readonly number[];
  readonly trump: Suit | null;
  /** Round 1: the card the cut showed (public, COM-7.2) … */
  readonly revealed: Card | null;
  /** … the seat that made the revealing cut: the player on the dealer's left (TRB-5.2) … */
  readonly cutBy: Seat | null;
  /** … and the seat that received it as its last card (TRB-5.3): the dealer. */
  readonly revealedTo: Seat | null;
  readonly hand: readonly Card[];
  /** The seat's own face-down discards: only it knows them (COM-6.3). */
  readonly ownDiscards: readonly Card[];
  readonly handCounts: readonly number[];
  /** Cards exchanged per seat, null while the seat has not had its turn (COM-7.2, TRB-T17). */
  readonly exchanged: readonly (number | null)[];
  readonly pickupCount: number;
  /** The most the seat to exchange may exchange now (TRB-7.2), null outside the exchange. */
  readonly exchangeLimit: number | null;
  readonly turn: Seat | null;
  readonly trick: readonly Play[];
  readonly ledSuit: Suit | null;
  readonly lastTrick: CompletedTrick | null;
  /** The completed tricks of the deal (COM-S2 decides how much of it the UI shows). */
  readonly played: readonly CompletedTrick[];
  readonly tricks: readonly number[];
  readonly results: readonly DealResult[];
  readonly totals: readonly number[];
  readonly finished: boolean;
  readonly winners: readonly Seat[];
}

export function observe(s: State, seat: Seat): View {
  const inDeal = s.deal > 0;
  const finished = s.phase === 'gameOver';
  return {
    seat,
    phase: s.phase,
    options: s.options,
    deal: s.deal,
    round: s.round,
    roundKind: inDeal ? roundKind(s.round) : null,
    dealer: s.dealer,
    roles: Array.from({ length: SEATS }, (_, i) => roleOf(i, s.dealer, s.options)),
    quotas: s.quotas,
    trump: s.trump,
    revealed: s.revealed,
    cutBy: s.revealed === null ? null : next(s, s.dealer),
    revealedTo: s.revealed === null ? null : s.dealer,
    hand: s.hands[seat],
    ownDiscards: s.discards[seat],
    handCounts: s.hands.map((h) => h.length),
    exchanged: s.exchanged,
    pickupCount: s.pickup.length,
    exchangeLimit: s.phase === 'exchange' ? exchangeLimit(s) : null,
    turn: s.turn,
    trick: s.trick,
    ledSuit: s.trick.length > 0 ? suitOf(s.trick[0].card) : null,
    lastTrick: s.lastTrick,
    played: s.played,
    tricks: s.tricks,
    results: s.results,
    totals: s.totals,
    finished,
    winners: finished ? leaders(s.totals) : [],
  };
}
