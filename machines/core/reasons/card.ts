// The reason for a card: the decisive idea behind the chosen card, named the way a card player would name it,
// from the trick on the table (the seat's View only) and the search's figures for every legal card. The games
// describe their position as a `CardSituation` (machines/<game>/search/situation.ts): the goal of the seat's
// side (tricks to take or to avoid, and the category that names it) and the game's own reason, asked first.
import { type Card, type Suit, rankValue, suitOf } from '../cards.ts';
import { type Play, type TrickPolicy, trickWinner } from '../trick.ts';
import type { ReasonCategory } from './categories.ts';
import { type Reason, type ReasonDetail, type ReasonParams, reason } from './reason.ts';

/** What the seat's side is after in this deal now, and the category (with params) that says so. */
export interface Goal {
  readonly kind: 'take' | 'avoid';
  readonly category: ReasonCategory;
  readonly params?: ReasonParams;
}

export interface CardSituation {
  readonly seat: number;
  readonly partner: number | null;
  /** The trick so far, in playing order. */
  readonly trick: readonly Play[];
  /** Index in `trick` of the card winning it now (the rules core's trick winner), or null when leading. */
  readonly winning: number | null;
  readonly trump: Suit | null;
  readonly suitOf: (card: Card) => Suit | null;
  /** Strength within a suit (the game's ranking: ace low in some nullo deals). */
  readonly rank: (card: Card) => number;
  readonly hand: readonly Card[];
  readonly goal: Goal;
  /** The game's own idea for this card (a live nil in Spades), asked before the common ones; null when none. */
  readonly own?: (s: CardSituation, f: CardFigure) => Reason | null;
}

/**
 * A seat's situation at the trick, read under the trick policy the rules core judges the trick with: who is
 * winning it now, the trump, each card's suit and strength (the policy's, else the natural suit and the
 * COM-1.2 rank). No partner unless one is given; a game adds what else it knows (live nils) itself.
 */
export function trickSituation(
  at: {
    readonly seat: number;
    readonly partner?: number | null;
    readonly trick: readonly Play[];
    readonly hand: readonly Card[];
    readonly goal: Goal;
  },
  policy: TrickPolicy,
): CardSituation {
  return {
    seat: at.seat,
    partner: at.partner ?? null,
    trick: at.trick,
    winning: at.trick.length ? trickWinner(at.trick, policy) : null,
    trump: policy.trump,
    suitOf: policy.suitOf ?? ((c: Card) => suitOf(c) as Suit | null),
    rank: policy.rank ?? rankValue,
    hand: at.hand,
    goal: at.goal,
  };
}

/** The search's figures for one legal card: its value and how often the seat won the trick with it. */
export interface CardFigure {
  readonly card: Card;
  readonly value: number;
  readonly wins: number;
}

const pct = (x: number): number => Math.round(100 * x);

export function detailOf(f: CardFigure): ReasonDetail {
  return f.wins >= 0.5
    ? { key: 'reason.detail.wins', params: { pct: pct(f.wins) } }
    : { key: 'reason.detail.loses', params: { pct: pct(1 - f.wins) } };
}

/** The seat's cards of `suit` above `card` (highest first): what a low card keeps back. */
function keptAbove(s: CardSituation, card: Card): Card[] {
  const suit = s.suitOf(card);
  return s.hand
    .filter((c) => c !== card && s.suitOf(c) === suit && s.rank(c) > s.rank(card))
    .sort((a, b) => s.rank(b) - s.rank(a));
}

/** A legal card of the same suit, higher than `card`, that also wins the trick usually. */
function dearerWinner(s: CardSituation, figures: readonly CardFigure[], card: Card): Card | null {
  const higher = figures.filter(
    (f) => f.card !== card && s.suitOf(f.card) === s.suitOf(card) && s.rank(f.card) > s.rank(card) && f.wins >= 0.5,
  );
  return higher.length ? higher.sort((a, b) => s.rank(b.card) - s.rank(a.card))[0].card : null;
}

/**
 * A card that usually takes the trick while the side is avoiding tricks: not "a winner", but the goal's reason
 * for taking this one — the card would take a trick sooner or later, and the card that would stay under (the
 * likeliest loser among the legal ones) is kept to get out with; or no card is likely to stay under.
 */
function avoidWinReason(s: CardSituation, figures: readonly CardFigure[], f: CardFigure): Reason {
  const exit = figures
    .filter((x) => x.card !== f.card && x.wins < 0.5)
    .sort((a, b) => a.wins - b.wins || s.rank(a.card) - s.rank(b.card))[0];
  const params = { ...s.goal.params, card: f.card };
  return exit
    ? reason(s.goal.category, { ...params, cards: exit.card }, 'take', detailOf(f))
    : reason(s.goal.category, params, 'forced', detailOf(f));
}

function leadReason(s: CardSituation, figures: readonly CardFigure[], f: CardFigure): Reason {
  const card = f.card;
  if (f.wins >= 0.5 && s.goal.kind === 'avoid') return avoidWinReason(s, figures, f);
  if (f.wins >= 0.5) {
    if (s.trump !== null && s.suitOf(card) === s.trump && s.goal.kind === 'take')
      return reason('draw-trumps', { card, suit: s.trump }, undefined, detailOf(f));
    return reason('cash-winner', { card }, undefined, detailOf(f));
  }
  if (s.goal.kind === 'avoid') return reason(s.goal.category, { ...s.goal.params, card }, 'lead', detailOf(f));
  const kept = keptAbove(s, card);
  return kept.length
    ? reason('lead-low', { card, cards: kept.join(' ') }, undefined, detailOf(f))
    : reason('lead-low', { card }, 'short', detailOf(f));
}

/** May the seat, void in the led suit, play a trump (one of the legal `figures`) that wins the trick as it stands? */
function couldTrump(s: CardSituation, figures: readonly CardFigure[], led: Suit | null, top: Play | null): boolean {
  if (s.trump === null || led === s.trump) return false;
  const over = top !== null && s.suitOf(top.card) === s.trump ? s.rank(top.card) : -Infinity;
  return figures.some((x) => s.suitOf(x.card) === s.trump && s.rank(x.card) > over);
}

function followReason(s: CardSituation, figures: readonly CardFigure[], f: CardFigure): Reason {
  const card = f.card;
  const led = s.suitOf(s.trick[0].card);
  const top = s.winning === null ? null : s.trick[s.winning];
  if (f.wins >= 0.5 && s.goal.kind === 'avoid') return avoidWinReason(s, figures, f);
  if (f.wins >= 0.5) {
    if (s.trump !== null && led !== s.trump && s.suitOf(card) === s.trump)
      return reason('trump-in', { card }, top && s.suitOf(top.card) === s.trump ? 'over' : undefined, detailOf(f));
    const dearer = dearerWinner(s, figures, card);
    if (dearer) return reason('win-cheaply', { card, cards: dearer }, undefined, detailOf(f));
    if (s.goal.kind === 'take' && s.goal.category !== 'cash-winner')
      return reason(s.goal.category, { ...s.goal.params, card }, undefined, detailOf(f));
    return reason('cash-winner', { card }, undefined, detailOf(f));
  }
  if (top && s.partner !== null && top.seat === s.partner) {
    const kept = keptAbove(s, card);
    return reason(
      'partner-winning',
      { card: top.card, player: s.partner, cards: kept.join(' ') },
      kept.length ? undefined : 'short',
      detailOf(f),
    );
  }
  if (s.goal.kind === 'avoid') return reason(s.goal.category, { ...s.goal.params, card }, undefined, detailOf(f));
  // Not following while the side wants tricks (an 'avoid' goal returned above), with a card that usually loses: a
  // trump that will likely be beaten (the search's cheapest card here), or a discard when no card could win this
  // trick, or when a trump could and the search keeps it — the words say which (session 14: they said "need not
  // win", untrue of a side that needs tricks).
  if (s.suitOf(card) !== led) {
    const variant = s.suitOf(card) === s.trump ? 'trump' : couldTrump(s, figures, led, top) ? 'keep-trumps' : undefined;
    return reason('discard-loser', { card }, variant, detailOf(f));
  }
  const kept = keptAbove(s, card);
  if (s.trick.length === 1 && kept.length && top && s.rank(kept[0]) > s.rank(top.card))
    return reason('second-hand-low', { card, cards: kept[0] }, undefined, detailOf(f));
  return reason('lets-go', { card }, undefined, detailOf(f));
}

/** Why `chosen` (one of `figures`' cards) is the card to play. */
export function cardReason(s: CardSituation, figures: readonly CardFigure[], chosen: Card): Reason {
  const f = figures.find((x) => x.card === chosen) ?? { card: chosen, value: 0, wins: 0 };
  if (figures.length <= 1) return reason('only-choice', { card: chosen });
  return s.own?.(s, f) ?? (s.trick.length === 0 ? leadReason(s, figures, f) : followReason(s, figures, f));
}
