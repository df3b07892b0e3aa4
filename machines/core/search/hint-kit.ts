// Shared pieces of the games' hint functions: the hint's shape, ranking candidates by value, the
// close-call test, and the English wording of the reason keys that more than one game uses.
import type { Card } from '../cards.ts';
import { type CardSituation, cardReason as reasonForCard } from '../reasons/card.ts';
import { type Reason, reason } from '../reasons/reason.ts';
import { type CardOrder, NOISE_Z, type PairedSamples, gap, settle } from './paired.ts';

export interface Hint<A> {
  readonly action: A;
  /** Why, in a card player's words. */
  readonly reason: Reason;
  /** The older single-template reason: stays until the renderer reads `reason` everywhere. */
  readonly reasonKey: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly alternatives: readonly { readonly action: A; readonly value: number }[];
  readonly close: boolean;
  /** Every choice within noise of the best (core/search/judge.ts): all right. The suggested action is always one. */
  readonly right: readonly A[];
}

export interface HintBudget {
  /** Sampled deals per candidate (an iteration budget: the same view and seed always give the same hint). */
  readonly samples: number;
}

/** Candidates sorted by value, best first (a stable sort: equal values keep their order). */
export function ranked<A>(actions: readonly A[], values: readonly number[]): { action: A; value: number }[] {
  return actions.map((action, i) => ({ action, value: values[i] })).sort((a, b) => b.value - a.value);
}

/**
 * The choices within noise of the best: a value at least the best less the larger of `clearCost` (the game's
 * smallest loss worth naming) and RIGHT_Z standard errors of the paired difference (`se[i]`, 0 where unknown).
 */
export function rightOf<A>(
  alts: readonly { readonly action: A; readonly value: number }[],
  clearCost: number,
  se: (action: A) => number = () => 0,
): A[] {
  const best = Math.max(...alts.map((a) => a.value));
  return alts.filter((a) => a.value >= best - Math.max(clearCost, RIGHT_Z * se(a.action))).map((a) => a.action);
}

/**
 * An exchange (a talon, a trump) costing at least this many points per deal against the best is outside the right
 * set: the plain games' play check margin before its threshold study. The study looked at card plays only,
 * so hand decisions keep it.
 */
export const EXCHANGE_CLEAR_COST = 0.4;

/** Standard errors of the paired difference within which a choice counts as right. */
export const RIGHT_Z = NOISE_Z;

/** `alts` with `pick` first when it is right, else the best-valued right choice first: the hint is always right. */
export function rightFirst<A>(
  alts: { action: A; value: number }[],
  right: readonly A[],
  pick: A | undefined,
): { action: A; value: number }[] {
  const first =
    pick !== undefined && right.includes(pick) ? pick : alts.reduce((b, a) => (a.value > b.value ? a : b)).action;
  const i = alts.findIndex((a) => a.action === first);
  return [alts[i], ...alts.slice(0, i), ...alts.slice(i + 1)];
}

/** Top two within `margin` of each other. */
export const isClose = (alts: readonly { value: number }[], margin: number): boolean =>
  alts.length > 1 && alts[0].value - alts[1].value < margin;

export const pct = (x: number): number => Math.round(100 * x);
export const round1 = (x: number): number => Math.round(10 * x) / 10;

/**
 * Why a card, for the plain-trick games: it stays under when tricks are to be avoided; it wins the trick
 * when it usually does; otherwise what it scores over the next choice — and when that is nothing worth
 * saying (the top two equal to a tenth of a point), that it stays under, which is then what it does.
 */
export function cardReason(
  avoiding: boolean,
  wins: number,
  margin: number,
): readonly [string, Readonly<Record<string, number>>] {
  if (avoiding && wins <= 0.5) return ['hint.ducksTrick', { pct: pct(1 - wins) }];
  if (wins >= 0.5) return ['hint.winsTrick', { pct: pct(wins) }];
  if (round1(margin) > 0) return ['hint.bestScore', { points: round1(margin) }];
  // A trick it cannot win (to the percent): no chance to speak of, only that it costs least.
  if (pct(wins) === 0) return ['hint.letsGo', {}];
  return ['hint.ducksTrick', { pct: pct(1 - wins) }];
}

type Exchange = { readonly type: string; readonly discards?: readonly string[] };

/** The hint where only one choice is legal: that choice, and nothing to weigh. */
export const onlyChoiceHint = <A>(only: A): Hint<A> => ({
  action: only,
  reason: reason('only-choice'),
  reasonKey: 'hint.onlyChoice',
  params: {},
  alternatives: [],
  close: false,
  right: [only],
});

/** The exchange hint: each candidate discard set (as a legal action) with its value over sampled deals. */
export function exchangeHint<A extends Exchange>(
  legal: readonly A[],
  candidates: readonly (readonly string[])[],
  values: readonly number[],
  close: number,
  clearCost = close,
): Hint<A> {
  const same = (a: A, d: readonly string[]) =>
    a.type === 'exchange' &&
    a.discards !== undefined &&
    a.discards.length === d.length &&
    a.discards.every((c) => d.includes(c));
  const found = candidates.flatMap((d, i) => {
    const a = legal.find((x) => same(x, d));
    return a ? [{ a, v: values[i] }] : [];
  });
  const alts = ranked(
    found.map((f) => f.a),
    found.map((f) => f.v),
  );
  const count = alts[0].action.discards?.length ?? 0;
  const reasonKey = count === 0 ? 'hint.keepHand' : 'hint.exchangeCards';
  const why = reason(
    'exchange',
    count === 0 ? {} : { count, cards: (alts[0].action.discards ?? []).join(' ') },
    count === 0 ? 'keep' : undefined,
  );
  return {
    action: alts[0].action,
    reason: why,
    reasonKey,
    params: { count },
    alternatives: alts,
    close: isClose(alts, close),
    right: rightOf(alts, clearCost),
  };
}

/** The card hint from each legal card (`cards[i]` is `legal[i]`'s card) with its value and trick-win rate, and the reason from the seat's situation. */
export function cardHint<A>(
  legal: readonly A[],
  cards: readonly Card[],
  stats: {
    readonly values: readonly number[];
    readonly winsTrick: readonly number[];
    readonly paired?: PairedSamples;
    readonly order?: CardOrder;
  },
  situation: CardSituation,
  close: number,
  /** The game's smallest loss worth naming (its play check's CLEAR_COST): a card within it of the best is right. */
  clearCost: number,
  /** The card to suggest when the game's hint plays as its Expert level (an index into `legal`), else the paired choice. */
  chosen?: number,
): Hint<A> {
  const top = stats.values.reduce((b, x, i) => (x > stats.values[b] ? i : b), 0);
  const paired = stats.paired;
  const se = (a: A) => (paired ? gap(paired, top, legal.indexOf(a)).se : 0);
  const right = rightOf(ranked(legal, stats.values), clearCost, se);
  // The levels' paired choice (paired.ts): of cards that are the same play for this trick and equal within the
  // sampling noise, the cheapest comes first — when it is right; the rest stay ranked by value.
  const first = chosen ?? (paired && stats.order ? settle(paired, stats.order) : undefined);
  const alts = rightFirst(ranked(legal, stats.values), right, first === undefined ? undefined : legal[first]);
  const w = stats.winsTrick[legal.indexOf(alts[0].action)];
  const [reasonKey, params] = cardReason(
    situation.goal.kind === 'avoid',
    w,
    alts.length > 1 ? alts[0].value - alts[1].value : 0,
  );
  const figures = cards.map((card, i) => ({ card, value: stats.values[i], wins: stats.winsTrick[i] }));
  const why = reasonForCard(situation, figures, cards[legal.indexOf(alts[0].action)]);
  return {
    action: alts[0].action,
    reason: why,
    reasonKey,
    params,
    alternatives: alts,
    close: isClose(alts, close),
    right,
  };
}

export const PLAIN_HINT_WORDS: Readonly<Record<string, string>> = {
  'hint.onlyChoice': 'The rules allow nothing else.',
  'hint.winsTrick': 'Wins this trick {pct}% of the time.',
  'hint.ducksTrick': 'Plays under and loses this trick {pct}% of the time.',
  'hint.letsGo': 'Lets this trick go; of your cards, this one costs you least here.',
  'hint.bestScore': 'Scores about {points} points more than the next best choice.',
  'hint.exchangeCards': 'Exchange {count} cards: that scores best on average.',
  'hint.keepHand': 'Keep your hand: no exchange scores better on average.',
  'hint.takeTalon': 'Take the talon: on average it scores better than your hand.',
  'hint.declineTalon': 'Keep your hand: on average it scores better than the talon.',
  'hint.nameTrump': 'Name {suit} as trump: that scores best on average.',
  'hint.close': 'The next best choice is almost as good.',
};
