// The reason for a card: the decisive idea behind the chosen card, named the way a card player would name it,
// from the trick on the table (the seat's View only) and the search's figures for every legal card. The games
// describe their position as a `CardSituation` (machines/<game>/search/situation.ts): the goal of the seat's
// side (tricks to take or to avoid, and the category that names it) and the game's own reason, asked first.
import { type Card, type Suit, rankValue, suitOf } from '../cards.ts';
import { type Play, type TrickPolicy, trickWinner } from '../trick.ts';
import type { ReasonCategory } from './categories.ts';
import { claimHolds, meetsClaims } from './claims.ts';
import type { CardFigure, CardSituation, ClaimBook, Goal } from './situation.ts';
import { type Reason, type ReasonDetail, reason } from './reason.ts';

export type { CardFigure, CardSituation, Goal } from './situation.ts';

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
    readonly seats?: number;
    readonly unseen?: readonly Card[];
    readonly book?: ClaimBook;
  },
  policy: TrickPolicy,
): CardSituation {
  return {
    ...(at.seats === undefined ? {} : { seats: at.seats }),
    ...(at.unseen ? { unseen: at.unseen } : {}),
    ...(at.book ? { book: at.book } : {}),
    ...(policy.identical ? { identical: policy.identical } : {}),
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

const pct = (x: number): number => Math.round(100 * x);

/**
 * The second sentence, with the search's figure — or 100 % where the trick decides it already: a card certain
 * to win wins every time, a card under the trick's winner loses every time.
 */
function detailOf(s: CardSituation, f: CardFigure, legal: readonly Card[]): ReasonDetail {
  if (claimHolds(s, 'winsTrick', {}, f.card, legal)) return { key: 'reason.detail.wins', params: { pct: 100 } };
  if (claimHolds(s, 'staysUnder', {}, f.card, legal)) return { key: 'reason.detail.loses', params: { pct: 100 } };
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
 * Taking the trick while the side is avoiding tricks: not "a winner", but the goal's reason for taking this one —
 * the card would take a trick sooner or later, and the card that would stay under (the likeliest loser among the
 * legal ones) is kept to get out with; or no card is likely to stay under.
 */
function avoidWinReasons(s: CardSituation, figures: readonly CardFigure[], f: CardFigure): Reason[] {
  const exit = figures
    .filter((x) => x.card !== f.card && x.wins < 0.5)
    .sort((a, b) => a.wins - b.wins || s.rank(a.card) - s.rank(b.card))[0];
  const params = { ...s.goal.params, card: f.card };
  return [
    ...(exit ? [reason(s.goal.category, { ...params, cards: exit.card }, 'take')] : []),
    reason(s.goal.category, params, 'forced'),
  ];
}

/** The ideas of a card that takes the trick, best first. */
function winReasons(s: CardSituation, figures: readonly CardFigure[], f: CardFigure): Reason[] {
  const card = f.card;
  if (s.goal.kind === 'avoid') return avoidWinReasons(s, figures, f);
  const out: Reason[] = [];
  if (s.trick.length === 0) {
    if (s.trump !== null) out.push(reason('draw-trumps', { card, suit: s.trump }));
  } else {
    out.push(
      reason('trump-in', { card }, 'over'),
      reason('trump-in', { card }),
      reason('trump-in', { card }, 'chance'),
    );
    const dearer = dearerWinner(s, figures, card);
    if (dearer)
      out.push(
        reason('win-cheaply', { card, cards: dearer }),
        reason('win-cheaply', { card, cards: dearer }, 'chance'),
      );
  }
  if (s.trick.length > 0 && s.goal.category !== 'cash-winner')
    out.push(reason(s.goal.category, { ...s.goal.params, card }));
  return out;
}

/** The ideas of a card that stays under (or leads low), best first. */
function lowReasons(s: CardSituation, figures: readonly CardFigure[], f: CardFigure): Reason[] {
  const card = f.card;
  const kept = keptAbove(s, card);
  const low = (category: ReasonCategory) =>
    kept.length ? reason(category, { card, cards: kept.join(' ') }) : reason(category, { card }, 'short');
  // A lead the search expects to win is not called low, whatever its rank.
  if (s.trick.length === 0 && f.wins >= 0.5) return [];
  if (s.trick.length === 0) {
    const lower = s.hand.filter((c) => c !== card && s.suitOf(c) === s.suitOf(card) && s.rank(c) < s.rank(card));
    const middle = reason('lead-low', { card, cards: lower.sort((a, b) => s.rank(a) - s.rank(b)).join(' ') }, 'middle');
    return [
      s.goal.kind === 'avoid' ? reason(s.goal.category, { ...s.goal.params, card }, 'lead') : low('lead-low'),
      middle,
    ];
  }
  const out: Reason[] = [];
  const top = s.winning === null ? null : s.trick[s.winning];
  if (top && s.partner !== null && top.seat === s.partner) {
    const params = { card: top.card, player: s.partner };
    out.push(
      kept.length
        ? reason('partner-winning', { ...params, cards: kept.join(' ') })
        : reason('partner-winning', { ...params, cards: '' }, 'short'),
    );
  }
  if (s.goal.kind === 'avoid') out.push(reason(s.goal.category, { ...s.goal.params, card }));
  // Not following: a trump that will likely be beaten, a discard when no card could win this trick, or when a
  // trump could and is kept — the words say which.
  out.push(
    reason('discard-loser', { card }, 'trump'),
    reason('discard-loser', { card }),
    reason('discard-loser', { card }, 'keep-trumps'),
  );
  if (s.trick.length === 1 && kept.length && top && s.rank(kept[0]) > s.rank(top.card))
    out.push(reason('second-hand-low', { card, cards: kept[0] }));
  out.push(reason('lets-go', { card }));
  return out;
}

/** The last resort, always true of a card: certain to win, beaten by a trump only, ahead so far, a lead, or under. */
const plainReasons = (card: Card): Reason[] => [
  reason('cash-winner', { card }),
  reason('cash-winner', { card }, 'top'),
  reason('cash-winner', { card }, 'chance'),
  reason('cash-winner', { card }, 'lead'),
  reason('lets-go', { card }, 'under'),
];

/**
 * Why `chosen` (one of `figures`' cards) is the card to play: of the ideas the search's figures point to (a card
 * that usually wins first the winning ideas, else the low ones), the first whose every claim the card meets
 * (claims.ts) — so no reason says more than the rules show of the card from the seat's View.
 */
export function cardReason(s: CardSituation, figures: readonly CardFigure[], chosen: Card): Reason {
  const f = figures.find((x) => x.card === chosen) ?? { card: chosen, value: 0, wins: 0 };
  const legal = figures.length ? figures.map((x) => x.card) : [chosen];
  if (legal.length <= 1) return reason('only-choice', { card: chosen });
  // Taking a trick the side would rather avoid is the search's idea only for a card it expects to win.
  const ideas =
    f.wins >= 0.5
      ? [...winReasons(s, figures, f), ...lowReasons(s, figures, f)]
      : [...lowReasons(s, figures, f), ...(s.goal.kind === 'avoid' ? [] : winReasons(s, figures, f))];
  const candidates = [...(s.own?.(s, f) ?? []), ...ideas, ...plainReasons(chosen)];
  const r = candidates.find((x) => meetsClaims(s, x, chosen, legal)) ?? reason('lets-go', { card: chosen }, 'under');
  return { ...r, detail: detailOf(s, f, legal) };
}
