// COM-7: what one seat may see. Own hand, own discards (COM-6.3: only their player knows them) and the public
// facts (contract, trump, revealed card, numbers exchanged, talon answers, every card played, tricks, scores);
// never another hand, the undrawn stock, an untaken talon or another seat's discards (COM-7.1, SPR-6.4, SPR-D8).
import { type Card, type Suit, rankValue } from '../../core/cards.ts';
import type { Seat } from '../../core/seats.ts';
import { type ExchangeLimit, exchangeLimit } from './exchange.ts';
import type { Options } from './options.ts';
import { ledSuit } from './play.ts';
import {
  type CompletedTrick,
  type Contract,
  type DealResult,
  type Phase,
  type Play,
  type State,
  forehandOf,
  middleOf,
} from './state.ts';

export interface View {
  readonly seat: Seat;
  readonly phase: Phase;
  /** All settings are public (SPR-12). */
  readonly options: Options;
  readonly dealNumber: number;
  readonly dealer: Seat;
  readonly forehand: Seat;
  readonly middle: Seat;
  /** Whose decision it is, or null between deals. */
  readonly turn: Seat | null;
  readonly contract: Contract;
  readonly trump: Suit | null;
  /** Variasjonssprøyte: the revealed card (public, COM-4.2); null in the other forms. */
  readonly revealed: Card | null;
  readonly hand: readonly Card[];
  /** The seat's own face-down discards (talon form: the hand it laid aside); only it knows them (COM-6.3). */
  readonly ownDiscards: readonly Card[];
  readonly handCounts: readonly number[];
  /** Cards left face down in the stock, or in the talon while it is untaken. */
  readonly stockCount: number;
  /** Cards exchanged per seat, null until decided (COM-6.3, SPR-6.3). */
  readonly exchanged: readonly (number | null)[];
  /** The limit of the player to exchange now, with its parts (SPR-6.2); null outside the exchange. */
  readonly exchangeLimit: ExchangeLimit | null;
  readonly talonAnswers: readonly (boolean | null)[];
  readonly talonTaker: Seat | null;
  readonly trick: readonly Play[];
  readonly ledSuit: Suit | null;
  readonly lastTrick: CompletedTrick | null;
  /** Every completed trick of the deal (COM-5.7). */
  readonly history: readonly CompletedTrick[];
  readonly tricks: readonly number[];
  readonly totals: readonly number[];
  readonly results: readonly DealResult[];
  readonly winners: readonly Seat[];
}

export function observe(s: State, seat: Seat): View {
  return {
    seat,
    phase: s.phase,
    options: s.options,
    dealNumber: s.dealNumber,
    dealer: s.dealer,
    forehand: forehandOf(s.dealer, s.options),
    middle: middleOf(s.dealer, s.options),
    turn: s.turn,
    contract: s.contract,
    trump: s.trump,
    revealed: s.revealed,
    hand: s.hands[seat].slice(),
    ownDiscards: s.discards[seat],
    handCounts: s.hands.map((h) => h.length),
    stockCount: s.stock.length,
    exchanged: s.exchanged,
    exchangeLimit: s.phase === 'exchange' && s.turn !== null ? exchangeLimit(s, s.turn) : null,
    talonAnswers: s.talonAnswers,
    talonTaker: s.talonTaker,
    trick: s.trick,
    ledSuit: ledSuit(s),
    lastTrick: s.lastTrick,
    history: s.history,
    tricks: s.tricks,
    totals: s.totals,
    results: s.results,
    winners: s.winners,
  };
}

const SUIT_ORDER: Readonly<Record<string, number>> = { S: 0, H: 1, C: 2, D: 3 };

/** Display order for a hand: ♠ ♥ ♣ ♦ (alternating colours), high to low; ace at the end with SPR-S7. */
export function sortHand(cards: readonly Card[], aceLow = false): Card[] {
  const rank = (c: Card): number => (aceLow && c[0] === 'A' ? 1 : rankValue(c));
  return cards.slice().sort((a, b) => SUIT_ORDER[a[1]] - SUIT_ORDER[b[1]] || rank(b) - rank(a));
}
