// What a reason claims about its card, as data, and the check of each claim against the rules from the seat's
// position (the trick so far under the rules core's trick policy, the seat's hand and the cards it has not seen).
// A claim is a name, or a name with the reason parameter it speaks of: 'keepsHigher={cards}'. The reason engine
// gives a card only a reason whose every claim holds (card.ts); the games add their own reason keys and the facts
// only they can check (machines/<game>/search/claims.ts).
import type { Card } from '../cards.ts';
import { type Play, trickWinner } from '../trick.ts';
import type { CardSituation } from './situation.ts';

export type { ClaimBook } from './situation.ts';
import type { Reason, ReasonParams } from './reason.ts';

/**
 * The claims about the trick, checked here for any game:
 * - onlyChoice: the rules allow this card alone.
 * - isLead: the card opens the trick. follows: it follows the suit led. cannotFollow: the seat holds none of it.
 * - secondToPlay: one card is on the table.
 * - highestSoFar: it beats every card played to the trick so far (the trick is not empty).
 * - winsTrick: certain: it beats every card so far and no card the seat has not seen beats it after.
 * - notWinner: not certain to win: a card played or unseen can beat it.
 * - staysUnder: certain: a card already played beats it. mayWin: not so (a lead, or ahead so far).
 * - cheapestOver: it beats the cards so far, and no lower card of its suit in the hand does.
 * - lowestOfSuit / highestOfSuit: no card of its suit in the hand is lower / higher (equals aside: lowerThan).
 * - topOfSuit: no unseen card of its suit is higher (nor, where the later of identical cards wins, as high).
 * - lowCard / highCard: more of the unseen cards of its suit are above it than below / below than above.
 * - keepsHigher={cards} / keepsLower={cards}: the named cards are in the hand, of the card's suit, higher / lower.
 * - holds={cards}: the named cards are in the hand besides this one.
 * - isTrump / notTrump; trumpsOut: a trump the seat has not seen is still out.
 * - overtrumps: a trump is already on a trick of another suit.
 * - canTrump: the seat cannot follow and holds a trump that would beat the cards so far.
 * - noCardWins: no legal card beats the cards so far.
 * - partnerWinning={card}: the partner's card, this one, is winning the trick now.
 */
export const TRICK_CLAIMS = [
  'onlyChoice',
  'isLead',
  'follows',
  'cannotFollow',
  'secondToPlay',
  'highestSoFar',
  'winsTrick',
  'notWinner',
  'staysUnder',
  'mayWin',
  'cheapestOver',
  'lowestOfSuit',
  'highestOfSuit',
  'topOfSuit',
  'lowCard',
  'highCard',
  'keepsHigher',
  'keepsLower',
  'holds',
  'isTrump',
  'notTrump',
  'trumpsOut',
  'overtrumps',
  'canTrump',
  'noCardWins',
  'partnerWinning',
] as const;

/** The claims of the reason keys every game may give (`reason.<category>[.<variant>]`). */
export const CORE_CLAIMS: Readonly<Record<string, readonly string[]>> = {
  'reason.only-choice': ['onlyChoice'],
  'reason.partner-winning': ['partnerWinning={card}', 'staysUnder', 'keepsHigher={cards}'],
  'reason.partner-winning.short': ['partnerWinning={card}', 'staysUnder'],
  'reason.win-cheaply': ['winsTrick', 'cheapestOver', 'keepsHigher={cards}'],
  'reason.win-cheaply.chance': ['highestSoFar', 'notWinner', 'cheapestOver', 'keepsHigher={cards}'],
  'reason.cash-winner': ['winsTrick'],
  'reason.cash-winner.top': ['mayWin', 'topOfSuit', 'notTrump', 'notWinner'],
  'reason.cash-winner.chance': ['highestSoFar', 'notWinner'],
  'reason.cash-winner.lead': ['isLead', 'notWinner'],
  'reason.second-hand-low': ['secondToPlay', 'follows', 'notWinner', 'keepsHigher={cards}'],
  'reason.draw-trumps': ['isLead', 'isTrump', 'trumpsOut'],
  'reason.trump-in': ['cannotFollow', 'isTrump', 'winsTrick'],
  'reason.trump-in.over': ['cannotFollow', 'isTrump', 'overtrumps', 'winsTrick'],
  'reason.trump-in.chance': ['cannotFollow', 'isTrump', 'highestSoFar', 'notWinner'],
  'reason.discard-loser': ['cannotFollow', 'notTrump', 'staysUnder', 'noCardWins'],
  'reason.discard-loser.keep-trumps': ['cannotFollow', 'notTrump', 'staysUnder', 'canTrump'],
  'reason.discard-loser.trump': ['cannotFollow', 'isTrump', 'notWinner', 'lowestOfSuit'],
  'reason.lead-low': ['isLead', 'notWinner', 'lowestOfSuit', 'lowCard', 'keepsHigher={cards}'],
  'reason.lead-low.short': ['isLead', 'notWinner', 'lowestOfSuit', 'lowCard'],
  'reason.lead-low.middle': ['isLead', 'notWinner', 'lowCard', 'keepsLower={cards}'],
  'reason.lets-go': ['follows', 'staysUnder', 'lowestOfSuit'],
  'reason.lets-go.under': ['staysUnder'],
  // The hint of a table the search does not play, in words that claim nothing of the card.
  'hint.ruleOfThumb': [],
};

/**
 * The claims of a goal's reason keys (`reason.<category>[.<variant>]`, card.ts): the game's facts about the goal
 * (its count), with what the card does: the base takes the trick (a 'take' goal) or stays under ('avoid'); an
 * avoid goal's lead leads low; its take variant plays a card that may take this trick and keeps the cards named; forced takes it.
 */
export function goalClaims(
  category: string,
  kind: 'take' | 'avoid',
  facts: readonly string[],
): Record<string, readonly string[]> {
  const key = `reason.${category}`;
  if (kind === 'take') return { [key]: [...facts, 'winsTrick'] };
  return {
    [key]: [...facts, 'staysUnder'],
    [`${key}.lead`]: [...facts, 'isLead', 'notWinner', 'lowestOfSuit', 'lowCard'],
    [`${key}.take`]: [...facts, 'mayWin', 'holds={cards}'],
    [`${key}.forced`]: [...facts, 'winsTrick'],
  };
}

/**
 * The claims a reason key declares: the core's, else the situation's game's, else (a goal's key in a situation
 * without a game's book) what the goal's variant says of the card; undefined when none declares it.
 */
export function claimsOf(s: CardSituation, key: string): readonly string[] | undefined {
  return (
    CORE_CLAIMS[key] ?? s.book?.claims[key] ?? (s.book ? undefined : goalClaims(s.goal.category, s.goal.kind, [])[key])
  );
}

const cardsOf = (v: string | number | undefined): string[] =>
  typeof v === 'string' ? v.split(' ').filter(Boolean) : [];

/** The trick so far with `card` added by the seat. */
const withCard = (s: CardSituation, card: Card): Play[] => [...s.trick, { seat: s.seat, card }];

function beatsSoFar(s: CardSituation, card: Card): boolean {
  if (s.trick.length === 0) return false;
  const plays = withCard(s, card);
  return trickWinner(plays, policyOf(s)) === plays.length - 1;
}

const policyOf = (s: CardSituation) => ({ trump: s.trump, suitOf: s.suitOf, rank: s.rank, identical: s.identical });

/** Certain to win: it beats the cards so far and no unseen card, played by any seat still to play, beats it. */
function surelyWins(s: CardSituation, card: Card): boolean {
  if (s.trick.length > 0 && !beatsSoFar(s, card)) return false;
  const after = (s.seats ?? 4) - s.trick.length - 1;
  if (after <= 0) return true;
  const plays = withCard(s, card);
  const other = -1;
  return unseenBy(s).every((u) => trickWinner([...plays, { seat: other, card: u }], policyOf(s)) !== plays.length);
}

/** The cards the seat has not seen: given by the game, else every card of a 52-card deck outside its hand and this trick. */
export function unseenBy(s: CardSituation): readonly Card[] {
  if (s.unseen) return s.unseen;
  const seen = new Set([...s.hand, ...s.trick.map((p) => p.card)]);
  return 'SHDC'.split('').flatMap((suit) =>
    '23456789TJQKA'
      .split('')
      .map((r) => r + suit)
      .filter((c) => !seen.has(c)),
  );
}

/**
 * `low` is a lower card than `high` of the same suit in play: an unseen card lies between them. Cards with none
 * between (♦3 and ♦4, or ♦7 and ♦J once ♦8–♦10 are played) are equals: either is the lowest.
 */
function lowerThan(s: CardSituation, low: Card, high: Card): boolean {
  const suit = s.suitOf(high);
  return (
    s.rank(low) < s.rank(high) &&
    unseenBy(s).some((c) => s.suitOf(c) === suit && s.rank(c) > s.rank(low) && s.rank(c) < s.rank(high))
  );
}

function trickClaim(
  s: CardSituation,
  name: string,
  value: string | number | undefined,
  card: Card,
  legal: readonly Card[],
): boolean | undefined {
  const suit = s.suitOf(card);
  const led = s.trick.length ? s.suitOf(s.trick[0].card) : null;
  const sameSuit = (c: Card) => c !== card && s.suitOf(c) === suit;
  const isTrump = s.trump !== null && suit === s.trump;
  switch (name) {
    case 'onlyChoice':
      return legal.length === 1 && legal[0] === card;
    case 'isLead':
      return s.trick.length === 0;
    case 'follows':
      return led !== null && suit === led;
    case 'cannotFollow':
      return led !== null && !s.hand.some((c) => s.suitOf(c) === led);
    case 'secondToPlay':
      return s.trick.length === 1;
    case 'highestSoFar':
      return beatsSoFar(s, card);
    case 'winsTrick':
      return surelyWins(s, card);
    case 'notWinner':
      return !surelyWins(s, card);
    case 'staysUnder':
      return s.trick.length > 0 && !beatsSoFar(s, card);
    case 'mayWin':
      return s.trick.length === 0 || beatsSoFar(s, card);
    case 'cheapestOver':
      return beatsSoFar(s, card) && !legal.some((c) => sameSuit(c) && lowerThan(s, c, card) && beatsSoFar(s, c));
    case 'lowestOfSuit':
      return !s.hand.some((c) => sameSuit(c) && lowerThan(s, c, card));
    case 'highestOfSuit':
      return !s.hand.some((c) => sameSuit(c) && lowerThan(s, card, c));
    case 'topOfSuit':
      // Where the later of two identical cards wins (SPD-7.3 with SPD-S15), an unseen twin is as high.
      return !unseenBy(s).some(
        (c) =>
          s.suitOf(c) === suit && (s.rank(c) > s.rank(card) || (s.identical === 'last' && s.rank(c) === s.rank(card))),
      );
    case 'lowCard':
    case 'highCard': {
      const out = unseenBy(s).filter((c) => s.suitOf(c) === suit);
      const above = out.filter((c) => s.rank(c) > s.rank(card)).length;
      const below = out.filter((c) => s.rank(c) < s.rank(card)).length;
      return name === 'lowCard' ? above > below : below > above;
    }
    case 'keepsHigher':
    case 'keepsLower': {
      const kept = cardsOf(value);
      const side = (c: Card) => (name === 'keepsHigher' ? s.rank(c) > s.rank(card) : s.rank(c) < s.rank(card));
      return kept.length > 0 && kept.every((c) => s.hand.includes(c) && sameSuit(c) && side(c));
    }
    case 'holds': {
      const kept = cardsOf(value);
      return kept.length > 0 && kept.every((c) => c !== card && s.hand.includes(c));
    }
    case 'isTrump':
      return isTrump;
    case 'notTrump':
      return !isTrump;
    case 'trumpsOut':
      return s.trump !== null && unseenBy(s).some((c) => s.suitOf(c) === s.trump);
    case 'overtrumps':
      return s.trump !== null && led !== s.trump && s.trick.some((p) => s.suitOf(p.card) === s.trump);
    case 'canTrump':
      return (
        led !== null &&
        !s.hand.some((c) => s.suitOf(c) === led) &&
        legal.some((c) => s.trump !== null && s.suitOf(c) === s.trump && beatsSoFar(s, c))
      );
    case 'noCardWins':
      return s.trick.length > 0 && !legal.some((c) => beatsSoFar(s, c));
    case 'partnerWinning': {
      if (s.partner === null || s.trick.length === 0) return false;
      const top = s.trick[trickWinner(s.trick, policyOf(s))];
      return top.seat === s.partner && (value === undefined || top.card === value);
    }
    default:
      return undefined;
  }
}

/** Whether one claim (`name` or `name={param}`) holds of `card` with the reason's params; unknown claims fail. */
export function claimHolds(
  s: CardSituation,
  claim: string,
  params: ReasonParams,
  card: Card,
  legal: readonly Card[],
): boolean {
  const m = /^([\w-]+)(?:=\{(\w+)\})?$/.exec(claim);
  if (!m) return false;
  const value = m[2] === undefined ? undefined : params[m[2]];
  if (m[2] !== undefined && value === undefined) return false;
  return trickClaim(s, m[1], value, card, legal) ?? s.book?.fact(m[1], value, card) ?? false;
}

/** The claims of `r` that `card` does not meet (every claim when the key declares none: a key must declare its claims). */
export function brokenClaims(s: CardSituation, r: Reason, card: Card, legal: readonly Card[]): string[] {
  const claims = claimsOf(s, r.key);
  if (!claims) return [`undeclared ${r.key}`];
  return claims.filter((c) => !claimHolds(s, c, r.params, card, legal));
}

export const meetsClaims = (s: CardSituation, r: Reason, card: Card, legal: readonly Card[]): boolean =>
  brokenClaims(s, r, card, legal).length === 0;

/**
 * What the detail line ("It wins this trick 80 % of the time") may not say: that a card certain to stay under
 * wins, that a card certain to win loses, or less than 100 % of either when the outcome is certain.
 */
export function detailBroken(s: CardSituation, r: Reason, card: Card, legal: readonly Card[]): string[] {
  const d = r.detail;
  if (!d || (d.key !== 'reason.detail.wins' && d.key !== 'reason.detail.loses')) return [];
  const wins = d.key === 'reason.detail.wins';
  const sure = claimHolds(s, wins ? 'winsTrick' : 'staysUnder', {}, card, legal);
  const against = claimHolds(s, wins ? 'staysUnder' : 'winsTrick', {}, card, legal);
  if (against) return [`${d.key} against the trick`];
  if (sure && d.params.pct !== 100) return [`${d.key} ${d.params.pct} % of a certain outcome`];
  return [];
}
