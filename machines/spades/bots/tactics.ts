// What a player can read off the table from its own view: the card winning the trick so far, which of its
// cards would beat it, which cards are masters (every higher card of the suit gone), the sides' needs.
import { type Card, rankValue } from '../../core/cards.ts';
import type { Play } from '../../core/trick.ts';
import { isNilBid, isSpade, spadesSuit } from '../rules/index.ts';
import type { View } from '../rules/index.ts';

/** Does `card` beat `best` in a trick led with `led` (SPD-7; an identical card does not)? */
export function beats(card: Card, best: Card, led: string): boolean {
  if (isSpade(card) !== isSpade(best)) return isSpade(card);
  if (spadesSuit(card) !== spadesSuit(best)) return false;
  return spadesSuit(card) === led || isSpade(card) ? rankValue(card) > rankValue(best) : false;
}

/** The play currently winning the trick in progress, or null before the lead. */
export function winningPlay(trick: readonly Play[]): Play | null {
  if (trick.length === 0) return null;
  const led = spadesSuit(trick[0].card);
  let best = trick[0];
  for (const p of trick.slice(1)) if (beats(p.card, best.card, led)) best = p;
  return best;
}

/** Codes out of the game or in this hand (both copies of a code in the six-player game). */
function gone(v: View, hand: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  const add = (c: Card) => m.set(c, (m.get(c) ?? 0) + 1);
  for (const t of v.tricks) for (const p of t.plays) add(p.card);
  for (const p of v.trick) add(p.card);
  for (const c of hand) add(c);
  return m;
}

const RANKS = '23456789TJQKA';

/** No card of the same suit above `card` is still with another player (jokers top the spades). */
export function isMaster(v: View, hand: readonly Card[], card: Card): boolean {
  const copies = v.options.players === 'partners6' ? 2 : 1;
  const seen = gone(v, hand);
  const out = (c: Card) => (seen.get(c) ?? 0) >= copies;
  const jokersIn = v.options.jokers !== 'off';
  const higher: Card[] = [];
  if (card === 'BJ') return true;
  if (isSpade(card) && jokersIn) higher.push('BJ');
  if (card === 'LJ') return higher.every(out);
  if (isSpade(card) && jokersIn) higher.push('LJ');
  const suit = card[1];
  for (let r = RANKS.indexOf(card[0]) + 1; r < RANKS.length; r++) higher.push(RANKS[r] + suit);
  return higher.every(out);
}

/** Tricks the seat's side still needs for its contract (≤ 0 when made), counting only numeric bidders. */
export function sideNeed(v: View, side: number): number {
  const seats = v.sides[side];
  const won = seats.reduce((t, s) => t + (isNilBid(v.bids[s]) ? 0 : v.tricksWon[s]), 0);
  return v.contracts[side] - won;
}

/**
 * The most of the tricks left a side whose contract is made will try to take to set an opponent (SPD-8.2): the
 * search's playouts play for the set, and the hints name it, when the opponent's contract fails with this many tricks
 * or fewer; beyond it the side avoids bags (SPD-8.5). A set costs the opponents ten points a trick bid; a bag costs one
 * point (the reach's figures: lab/RESULTS.md).
 */
export const SET_REACH = 4;

/** The tricks of the `left` a side must take to set an opponent who still needs `need` of them. */
export const tricksToSet = (need: number, left: number): number => left - need + 1;

/** Can a side set an opponent who still needs `need` of the `left` tricks by taking SET_REACH or fewer of them? */
export const setInReach = (need: number, left: number): boolean => need > 0 && tricksToSet(need, left) <= SET_REACH;

/** Nil bidders of the given seats who have not taken a trick yet. */
export function liveNils(v: View, seats: readonly number[]): number[] {
  return seats.filter((s) => isNilBid(v.bids[s]) && v.tricksWon[s] === 0);
}

/** Card strength for choosing among own cards: spades above every side card, then rank. */
const strength = (c: Card): number => rankValue(c) + (isSpade(c) ? 20 : 0);
export const lowest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (strength(b) < strength(a) ? b : a));
export const highest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (strength(b) > strength(a) ? b : a));
