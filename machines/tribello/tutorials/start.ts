// Where Tribello's lessons start (rules.md TRB-14). Seats: you 0, Liv 1 on your left, Rune 2 on your right;
// you dealt the first deal (TRB-S3), so deal d is dealt by seat (d − 1) mod 3 (TRB-3.3). A lesson's table is
// a game waiting for its deal, built by the rules core: `setup`, then the fields the core itself keeps after
// a deal (its number, round, dealer and quotas). Nothing here decides a rule.
import type { Suit } from '../../core/cards.ts';
import type { DealSource } from '../../core/contract.ts';
import { type Action, type State, dealerOf, defaultOptions, quotasFor, roundOf, rules } from '../rules/index.ts';
import { type DealFacts, scoreDeal } from '../rules/scoring.ts';
import { patch } from '../rules/update.ts';
import { cards } from '../rules/notation.ts';

export { cards, hand } from '../rules/notation.ts';

export const YOU = 0;
export const LIV = 1;
export const RUNE = 2;
export const PLAYERS: readonly string[] = ['You', 'Liv', 'Rune'];
const FIRST_DEALER = YOU;

/** A game waiting for deal `deal` (1 … 12), as the core leaves it after deal `deal − 1`. */
export function awaitingDeal(deal: number): State {
  const s = rules.setup(defaultOptions, FIRST_DEALER, 1);
  if (deal === 1) return s;
  const last = deal - 1;
  const round = roundOf(last);
  const dealer = dealerOf(FIRST_DEALER, last, defaultOptions);
  return patch(s, { deal: last, round, dealer, quotas: quotasFor(round, dealer, defaultOptions) });
}

export const play = (seat: number, card: string): Action => ({ type: 'play', seat, card: cards(card)[0] });
export const exchange = (seat: number, discards = ''): Action => ({
  type: 'exchange',
  seat,
  discards: cards(discards),
});
export const nameTrump = (seat: number, suit: Suit | null): Action => ({ type: 'trump', seat, suit });

/** The game after the first `n` actions of a lesson's timeline (the rules core plays them). */
export function stateAt(
  table: { readonly initial: () => unknown; readonly deal: DealSource },
  timeline: readonly Action[],
  n: number,
): State {
  const dealt = rules.startDeal(table.initial() as State, table.deal);
  return timeline.slice(0, n).reduce((s, a) => rules.applyAction(s, a), dealt);
}

/** The score sheet of a whole game from each deal's tricks per seat (TRB-10 scores every line). */
export function scoredGame(tricksPerDeal: readonly (readonly number[])[]): {
  readonly totals: readonly number[];
  readonly facts: readonly DealFacts[];
} {
  let totals: readonly number[] = [0, 0, 0];
  const facts = tricksPerDeal.map((tricks, i) => {
    const deal = i + 1;
    const round = roundOf(deal);
    const dealer = dealerOf(FIRST_DEALER, deal, defaultOptions);
    const f: DealFacts = { deal, round, dealer, trump: null, quotas: quotasFor(round, dealer, defaultOptions), tricks };
    totals = scoreDeal(f, totals, defaultOptions).totals;
    return f;
  });
  return { totals, facts };
}
