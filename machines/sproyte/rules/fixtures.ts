// Scenario helpers shared by the tests (and usable by lessons): fixed deals in rules.md notation.
import type { Card } from '../../core/cards.ts';
import { previousSeat, type Seat } from '../../core/seats.ts';
import { rules } from './index.ts';
import { parseCards } from './notation.ts';
import { type Options, parseOptions } from './options.ts';
import { type Action, type State, SEATS } from './state.ts';

export const YOU = 0;
export const OLA = 1; // on your left: plays after you
export const KARI = 2; // on your right: plays before you

export function opts(raw: Record<string, unknown> = {}): Options {
  return parseOptions(raw);
}

/** A game waiting for deal `dealNumber` (SPR-3.3) dealt by `dealer`. */
export function awaiting(options: Options, dealNumber: number, dealer: Seat): State {
  const s = rules.setup(options, dealer, 1);
  if (dealNumber === 1) return s;
  return { ...s, dealNumber: dealNumber - 1, dealer: previousSeat(dealer, SEATS, options.direction) };
}

/** A fixed deal in the hands form; hands and stock in rules.md notation. */
export function dealt(
  options: Options,
  dealNumber: number,
  dealer: Seat,
  hands: readonly string[],
  stock: string,
  revealed?: string,
): State {
  const rev = revealed === undefined ? undefined : parseCards(revealed)[0];
  return rules.startDeal(awaiting(options, dealNumber, dealer), {
    kind: 'hands',
    hands: hands.map(parseCards),
    stock: parseCards(stock),
    revealed: rev,
  });
}

export const play = (seat: Seat, card: string): Action => ({ type: 'play', seat, card: parseCards(card)[0] });
export const exchange = (seat: Seat, cards: string): Action => ({
  type: 'exchange',
  seat,
  discards: parseCards(cards),
});
export const talon = (seat: Seat, take: boolean): Action => ({ type: 'talon', seat, take });

export function apply(s: State, ...actions: Action[]): State {
  return actions.reduce((st, a) => rules.applyAction(st, a), s);
}

/** Play the rest of the deal with the first legal action each time (for scenario ends). */
export function finishDeal(s: State): State {
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) s = rules.applyAction(s, rules.legalActions(s)[0]);
  return s;
}

export function sorted(cards: readonly Card[]): Card[] {
  return cards.slice().sort();
}
