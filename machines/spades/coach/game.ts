// Spades for the coach: what each of a seat's decisions is about, from its View only — a nil at the
// table first (cover partner's, attack an opponent's, keep your own), then bags and setting a contract, then
// the plain trick situations (core/coach/trick-situation.ts). Bids and the blind-nil pass are their own skills.
import type { CoachGame } from '../../core/coach/decisions.ts';
import { trickSituation, wouldWin } from '../../core/coach/trick-situation.ts';
import { trickWinner } from '../../core/trick.ts';
import type { ReasonCategory } from '../../core/reasons/categories.ts';
import { type Action, type State, type View, isNilBid, rules, spadesSuit } from '../rules/index.ts';
import { skills } from './skills.ts';
import { setInReach } from '../bots/tactics.ts';

const policy = { trump: 'S' as const, suitOf: (c: string) => spadesSuit(c) as 'S' };

/** Tricks the seat's side has won towards its contract (a nil bidder's tricks never count, SPD-8.4). */
function sideTricks(v: View, side: readonly number[]): number {
  return side.reduce((n, s) => n + (isNilBid(v.bids[s]) ? 0 : v.tricksWon[s]), 0);
}

export function situation(v: View, legal: readonly Action[]): ReasonCategory | null {
  if (v.phase === 'bidding') return legal.some((a) => a.type === 'bid') ? 'bid-hand' : null;
  if (v.phase === 'passing') return 'blind-nil-pass';
  if (v.phase !== 'playing' || v.hand === null) return null;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const facts = { seat: v.seat, hand: v.hand, legal: cards, trick: v.trick, policy, partner: v.partner };
  const nilStanding = (s: number) => isNilBid(v.bids[s]) && v.tricksWon[s] === 0;
  if (isNilBid(v.bids[v.seat]) && v.tricksWon[v.seat] === 0) return 'keep-nil';
  // Partner's nil is at risk while partner is still to play to this trick or partner's card is winning it.
  if (
    v.partner !== null &&
    nilStanding(v.partner) &&
    (!v.trick.some((p) => p.seat === v.partner) || winningSeat(v) === v.partner)
  )
    return 'cover-nil';
  const opponents = v.sides.filter((_, i) => i !== v.mySide).flat();
  if (opponents.some(nilStanding)) return 'attack-nil';
  const mine = v.sides[v.mySide];
  const left = v.handSize - v.tricks.length;
  const made = v.contracts[v.mySide] > 0 && sideTricks(v, mine) >= v.contracts[v.mySide];
  const theirs = v.sides.findIndex((_, i) => i !== v.mySide);
  const need = theirs >= 0 && v.contracts[theirs] > 0 ? v.contracts[theirs] - sideTricks(v, v.sides[theirs]) : 0;
  // A side with its contract plays for a set within reach before it avoids bags, as the hints' goal reads it
  // (search/situation.ts goalOf, bots/tactics.ts setInReach): the coach counts the decision where the hint names it.
  if (made && setInReach(need, left)) return 'set-contract';
  if (made && cards.some((c) => wouldWin(facts, c))) return 'avoid-bags';
  if (need > 0 && need >= left) return 'set-contract';
  return trickSituation(facts);
}

const winningSeat = (v: View): number => v.trick[trickWinner(v.trick, policy)].seat;

/** A drill keeps the deal in progress: the earlier deals' results are the score sheet's, not the decision's. */
const drillView = (v: View): View => ({ ...v, results: [] });

export const game: CoachGame<State, Action, View> = { rules, skills, situation, drillView };
