// What the Spades reasons claim beyond the trick (core/reasons/claims.ts), checked from the seat's View by the
// rules: the side's contract still needing tricks or made (SPD-8.1, nil bidders' tricks apart, SPD-8.4), the
// tricks that set the opponents (SPD-8.2), and the live nils (SPD-5.5): the seat's own, the partner's, an
// opponent's still to play to this trick or winning it (SPD-7).
import { type Suit, rankValue } from '../../core/cards.ts';
import { type ClaimBook, goalClaims } from '../../core/reasons/claims.ts';
import { type Play, trickWinner } from '../../core/trick.ts';
import type { LiveNils } from './nil-reason.ts';
import { fullDeck, spadesSuit } from '../rules/index.ts';
import { type View, isNilBid } from './rules-bridge.ts';

const NIL_CLAIMS: Readonly<Record<string, readonly string[]>> = {
  'reason.keep-nil': ['nilMine', 'staysUnder'],
  'reason.keep-nil.lead': ['nilMine', 'isLead', 'notWinner'],
  'reason.keep-nil.chance': ['nilMine', 'highestSoFar', 'notWinner'],
  'reason.cover-nil': ['partnerNil', 'winsTrick'],
  'reason.cover-nil.over': ['partnerNil', 'highestSoFar'],
  'reason.cover-nil.lead': ['partnerNil', 'isLead', 'highestOfSuit', 'highCard'],
  'reason.attack-nil': ['nilBidderToPlay={player}', 'staysUnder'],
  'reason.attack-nil.lead': ['nilBidderToPlay={player}', 'isLead', 'notWinner', 'lowestOfSuit', 'lowCard'],
  'reason.attack-nil.under': ['nilBidderWinning={player}', 'staysUnder'],
};

/** The Spades reason keys with their claims. */
export const SPADES_CLAIMS: Readonly<Record<string, readonly string[]>> = {
  ...NIL_CLAIMS,
  ...goalClaims('tricks-needed', 'take', ['tricksNeeded={count}']),
  ...goalClaims('set-contract', 'take', ['setCount={count}']),
  ...goalClaims('avoid-bags', 'avoid', ['contractMade']),
};

const liveNil = (v: View, seat: number): boolean => isNilBid(v.bids[seat]) && v.tricksWon[seat] === 0;

/** Tricks the side still needs for its contract: its nil bidders' tricks do not count (SPD-8.4). */
function need(v: View, side: number): number {
  const won = v.sides[side].reduce((t, s) => t + (isNilBid(v.bids[s]) ? 0 : v.tricksWon[s]), 0);
  return v.contracts[side] - won;
}

const suitOf = (c: string) => spadesSuit(c) as 'C' | 'D' | 'H' | 'S';

function fact(v: View, name: string, value: string | number | undefined): boolean | undefined {
  const opponent = (p: number) => p !== v.seat && p !== v.partner && liveNil(v, p);
  const left = v.handSize - v.tricks.length;
  switch (name) {
    case 'nilMine':
      return liveNil(v, v.seat);
    case 'partnerNil':
      return v.partner !== null && liveNil(v, v.partner);
    case 'nilBidderToPlay':
      return opponent(Number(value)) && !v.trick.some((p) => p.seat === Number(value));
    case 'nilBidderWinning': {
      if (!opponent(Number(value)) || v.trick.length === 0) return false;
      const policy = { trump: 'S' as const, suitOf, rank: rankValue, identical: v.options.identicalCards };
      return v.trick[trickWinner(v.trick, policy)].seat === Number(value);
    }
    case 'tricksNeeded':
      return need(v, v.mySide) > 0 && need(v, v.mySide) === value;
    case 'contractMade':
      return need(v, v.mySide) <= 0;
    case 'setCount':
      return v.sides.some((_, side) => side !== v.mySide && need(v, side) > 0 && left - need(v, side) + 1 === value);
    default:
      return undefined;
  }
}

/**
 * A claim book for a made-up position (tests): its live nils as given, the trick's winner by the trick, and every
 * goal's count as the position says.
 */
export function nilBook(nil: LiveNils | null | undefined, trick: readonly Play[], trump: Suit | null = 'S'): ClaimBook {
  const winner = trick.length ? trick[trickWinner(trick, { trump })].seat : null;
  const facts: Readonly<Record<string, (p: number) => boolean>> = {
    nilMine: () => !!nil?.mine,
    partnerNil: () => !!nil?.partner,
    nilBidderToPlay: (p) => !!nil?.opponents.includes(p) && !trick.some((x) => x.seat === p),
    nilBidderWinning: (p) => !!nil?.opponents.includes(p) && winner === p,
  };
  return { claims: SPADES_CLAIMS, fact: (name, value) => (facts[name] ? facts[name](Number(value)) : true) };
}

/** The seat's claim book: the keys' claims and the facts from its View. */
export const claimBook = (v: View): ClaimBook => ({
  claims: SPADES_CLAIMS,
  fact: (name, value) => fact(v, name, value),
});

/** The cards the seat has not seen: the deck less its hand and every card played this hand. */
export function unseenCards(v: View): string[] {
  const seen = new Set([
    ...(v.hand ?? []),
    ...v.trick.map((p) => p.card),
    ...v.tricks.flatMap((t) => t.plays.map((p) => p.card)),
  ]);
  return fullDeck(v.options).filter((c) => !seen.has(c));
}
