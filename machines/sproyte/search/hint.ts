// A hint for the Sprøyte seat to act: the suggested card, exchange or talon answer with a reason
// key and parameters (English words in PLAIN_HINT_WORDS), the alternatives with their values (points for the
// seat less the others' mean) and whether it is a close call. Pure and seeded, from the View only (COM-7.3).
import {
  type Hint,
  type HintBudget,
  cardHint,
  exchangeHint,
  isClose,
  onlyChoiceHint,
  ranked,
  rightOf,
  EXCHANGE_CLEAR_COST,
} from '../../core/search/hint-kit.ts';
import { reason } from '../../core/reasons/reason.ts';
import { exchangeCandidates } from '../bots/candidates.ts';
import type { Action, View } from '../rules/index.ts';
import { situationOf } from './situation.ts';
import { cardValues, game, handValues } from './decide.ts';
import { choosePlayWith } from '../../core/search/levels-kit.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { EXPERT_BUDGET } from './expert-budget.ts';
import { CLEAR_COST } from './clear-cost.ts';

/** Top choices this near (points per deal) are a close call. */
export const CLOSE_POINTS = 0.05;

export function hint(view: View, legal: readonly Action[], budget: HintBudget, seed: number): Hint<Action> {
  if (legal.length === 1) return onlyChoiceHint(legal[0]);
  if (view.phase === 'talon') {
    const [keep, take] = handValues(view, [[], null], budget.samples, seed);
    const alts = ranked(
      legal,
      legal.map((a) => (a.type === 'talon' && a.take ? take : keep)),
    );
    const top = alts[0].action;
    const taken = top.type === 'talon' && top.take;
    return {
      action: top,
      reason: reason('talon', {}, taken ? 'take' : 'decline'),
      reasonKey: taken ? 'hint.takeTalon' : 'hint.declineTalon',
      params: {},
      alternatives: alts,
      close: isClose(alts, CLOSE_POINTS),
      right: rightOf(alts, EXCHANGE_CLEAR_COST),
    };
  }
  if (view.phase === 'exchange') {
    const cands = exchangeCandidates(view, view.exchangeLimit?.limit ?? 0);
    const values = handValues(view, cands, budget.samples, seed);
    return exchangeHint(legal, cands, values, CLOSE_POINTS, EXCHANGE_CLEAR_COST);
  }
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  // The card is Expert's: the guided playouts, every hand open, favour ducking as last hand by more than
  // real play does (over-four-win-ace.txt: ♥A − ♥5 = +0.10 ± 0.044 played out at the table, the playouts −0.13),
  // and the information-set search does not; the figures and the reason come from the paired evaluation. Where
  // that evaluation finds another card better by the play check's CLEAR_COST (beyond the noise), that card: the
  // hint never suggests a play the check would list as costly.
  const card = choosePlayWith(game, view, legal, rngFrom(seedState(seed)), {
    ...EXPERT_BUDGET,
    overruleCost: CLEAR_COST,
  });
  return cardHint(
    legal,
    cards,
    cardValues(view, cards, budget.samples, seed),
    situationOf(view),
    CLOSE_POINTS,
    CLEAR_COST,
    legal.indexOf(card),
  );
}
