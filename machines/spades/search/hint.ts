// A hint for the seat to act: the suggested bid, look, pass or card, a reason as an i18n key with
// parameters, the alternatives with their values (points for the seat's side, by the same evaluation) and
// whether it is a close call. Pure and seeded, from the seat's View and legal actions only (COM-7.3): a Web
// Worker can call it. Keys (English): see HINT_WORDS.
import type { Rng } from '../../core/rng.ts';
import {
  type Hint as KitHint,
  type HintBudget,
  onlyChoiceHint,
  rightFirst,
  rightOf,
} from '../../core/search/hint-kit.ts';
import { reason } from '../../core/reasons/reason.ts';
import type { Reason } from '../../core/reasons/reason.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { bidCandidates } from '../bots/bid-candidates.ts';
import { casualPolicy } from '../bots/casual.ts';
import { sideNeed } from '../bots/tactics.ts';
import { cardReason } from '../../core/reasons/card.ts';
import { bidReason } from './bid-reason.ts';
import { evaluateBids } from './bid-value.ts';
import { cardOrder } from './card-order.ts';
import { teacherStats } from './determinized.ts';
import { gap, settle } from '../../core/search/paired.ts';
import { situationOf, standingFigures } from './situation.ts';
import { isSearchable } from './position.ts';
import { PASS_SAMPLES, passChoice } from './exchange.ts';
import type { Action, View } from './rules-bridge.ts';
import { CLEAR_COST } from './clear-cost.ts';

/** The hint's shape and budget are the plain-trick games' (core/search/hint-kit.ts). */
export type Hint = KitHint<Action>;
export type { HintBudget };
export { CLEAR_COST };

/** Top two choices this near (points per hand) are a close call. */
export const CLOSE_POINTS = 3;

export const HINT_WORDS: Readonly<Record<string, string>> = {
  'hint.onlyChoice': 'The rules allow nothing else.',
  'hint.winsTrick': 'Wins this trick {pct}% of the time.',
  'hint.losesTrick': 'Plays under and loses this trick {pct}% of the time, so it takes no bag.',
  'hint.ducksTrick': 'Plays under and loses this trick {pct}% of the time.',
  'hint.keepsNil': 'Your nil holds {pct}% of the time.',
  'hint.coversNil': "Your partner's nil holds {pct}% of the time.",
  'hint.bestScore': 'Scores about {points} points more than the next best choice.',
  'hint.bidMakes': 'Bid {bid}: you make your contract {pct}% of the time.',
  'hint.nilMakes': 'Nil: you take no trick {pct}% of the time.',
  'hint.blindNilMakes': 'Blind Nil: it holds {pct}% of the time, and the score makes it worth the risk.',
  'hint.lookFirst': 'Look at your cards first: Blind Nil is worth less than an ordinary bid here.',
  'hint.passCards': 'Pass these cards: the nil bidder keeps the low ones and gets rid of the dangerous ones.',
  'hint.close': 'The next best choice is almost as good.',
};

const pct = (x: number) => Math.round(100 * x);

function ranked<T>(values: readonly number[], items: readonly T[]): { item: T; value: number }[] {
  return items.map((item, i) => ({ item, value: values[i] })).sort((a, b) => b.value - a.value);
}

/**
 * The reason for an action chosen without a search (the blind-nil pass, or a table the search cannot read): what
 * the pass does, the bid without a chance, or what the card does to the trick as it stands.
 */
function unsearchedReason(view: View, action: Action, legal: readonly Action[]): Reason {
  if (action.type === 'pass') return reason('blind-nil-pass');
  if (action.type === 'look') return bidReason(view, 'look', null);
  if (action.type === 'bid') return bidReason(view, action.bid, null);
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  return cardReason(situationOf(view), standingFigures(view, cards), action.card);
}

const legalIndex = (plays: readonly Action[], a: Action): number => plays.indexOf(a);

export function hint(view: View, legal: readonly Action[], budget: HintBudget, seed: number): Hint {
  const rng: Rng = rngFrom(seedState(seed));
  if (legal.length === 1) return onlyChoiceHint(legal[0]);
  const kind = legal[0].type;
  if (!isSearchable(view.options) || kind === 'pass') {
    // The exchange as the levels choose it (search/exchange.ts), within the hint's budget.
    const action = isSearchable(view.options)
      ? passChoice(view, legal, Math.min(PASS_SAMPLES, budget.samples), seed)
      : casualPolicy.choose(view, legal, rng);
    return {
      action,
      reason: unsearchedReason(view, action, legal),
      reasonKey: kind === 'pass' ? 'hint.passCards' : 'hint.bestScore',
      params: { points: 0 },
      alternatives: [],
      close: false,
      right: [action],
    };
  }
  if (kind === 'bid' || kind === 'look') {
    const cands = bidCandidates(view, legal);
    const values = evaluateBids(
      view,
      cands.map((c) => c.bid),
      budget.samples,
      seed,
    );
    const order = ranked(
      values.map((x) => x.value),
      cands.map((c, i) => ({ c, made: values[i].made })),
    );
    const top = order[0].item;
    const close = order.length > 1 && order[0].value - order[1].value < CLOSE_POINTS;
    const alternatives = order.map((o) => ({ action: o.item.c.action, value: o.value }));
    const right = rightOf(alternatives, CLEAR_COST);
    const b = top.c.bid;
    const why = bidReason(view, b, top.made);
    if (b === 'look')
      return { action: top.c.action, reason: why, reasonKey: 'hint.lookFirst', params: {}, alternatives, close, right };
    if (b === 'nil')
      return {
        right,
        action: top.c.action,
        reason: why,
        reasonKey: 'hint.nilMakes',
        params: { pct: pct(top.made) },
        alternatives,
        close,
      };
    if (b === 'blind-nil')
      return {
        right,
        action: top.c.action,
        reason: why,
        reasonKey: 'hint.blindNilMakes',
        params: { pct: pct(top.made) },
        alternatives,
        close,
      };
    return {
      right,
      action: top.c.action,
      reason: why,
      reasonKey: 'hint.bidMakes',
      params: { bid: b, pct: pct(top.made) },
      alternatives,
      close,
    };
  }
  const plays = legal.flatMap((a) => (a.type === 'play' ? [a] : []));
  // The last 5 tricks solved exactly, as Expert plays them (determinized.ts teacherStats).
  const st = teacherStats(
    view,
    plays.map((p) => p.card),
    budget.samples,
    seed,
  );
  const cards = plays.map((p) => p.card);
  const top = st.values.reduce((b, x, k) => (x > st.values[b] ? k : b), 0);
  const ranks = ranked(
    st.values,
    plays.map((q) => q as Action),
  ).map((o) => ({ action: o.item, value: o.value }));
  const right = rightOf(ranks, CLEAR_COST, (a) => gap(st.paired, top, legalIndex(plays, a)).se);
  // The paired choice (core/search/paired.ts): of cards that are the same play for this trick and equal within
  // the sampling noise, the cheapest comes first (the levels choose the same way) — when it is right.
  const pick = plays[settle(st.paired, cardOrder(view, cards))];
  const alternatives = rightFirst(ranks, right, pick);
  const close = alternatives.length > 1 && alternatives[0].value - alternatives[1].value < CLOSE_POINTS;
  const best = alternatives[0].action as (typeof plays)[number];
  const i = legalIndex(plays, best);
  const me = view.seat;
  const myNil = (view.bids[me] === 'nil' || view.bids[me] === 'blind-nil') && view.tricksWon[me] === 0;
  const p = view.partner;
  const partnerNil = p !== null && (view.bids[p] === 'nil' || view.bids[p] === 'blind-nil') && view.tricksWon[p] === 0;
  let reasonKey = 'hint.bestScore';
  let params: Record<string, number> = {
    points: alternatives.length > 1 ? Math.max(0, Math.round(alternatives[0].value - alternatives[1].value)) : 0,
  };
  if (myNil) [reasonKey, params] = ['hint.keepsNil', { pct: pct(st.noTrick[i]) }];
  else if (partnerNil) [reasonKey, params] = ['hint.coversNil', { pct: pct(st.partnerNoTrick[i]) }];
  else if (st.winsTrick[i] >= 0.5) [reasonKey, params] = ['hint.winsTrick', { pct: pct(st.winsTrick[i]) }];
  // A trick lost is a bag avoided only once the contract is made (SPD-8.5); before that it is just a trick let go.
  else if (st.winsTrick[i] <= 0.2)
    [reasonKey, params] = [
      sideNeed(view, view.mySide) <= 0 ? 'hint.losesTrick' : 'hint.ducksTrick',
      { pct: pct(1 - st.winsTrick[i]) },
    ];
  const figures = plays.map((q, k) => ({ card: q.card, value: st.values[k], wins: st.winsTrick[k] }));
  return {
    action: best,
    reason: cardReason(situationOf(view), figures, best.card),
    reasonKey,
    params,
    alternatives,
    close,
    right,
  };
}
