// SPR-6 the exchange: limits with pass-on (SPR-6.2, SPR-D6, SPR-S3), discard then draw (COM-6.1), and
// the talon offer of the talon form (SPR-6.5, SPR-D8).
import type { Card } from '../../core/cards.ts';
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/seats.ts';
import { stockSize } from './deal.ts';
import { copyState, forehandOf, middleOf, type Action, type State } from './state.ts';

export type Role = 'forehand' | 'middle' | 'dealer';

/** A seat's exchange limit with its parts, for the exchange panel and the refusal message. */
export interface ExchangeLimit {
  readonly seat: Seat;
  readonly role: Role;
  /** The most cards the seat may exchange now. */
  readonly limit: number;
  /** The seat's own allowance (SPR-6.2); with "open" limits, what is left in the stock. */
  readonly own: number;
  /** Allowance left unused by the players before (pass-on). */
  readonly carried: number;
  readonly stockLeft: number;
  /** A player cannot exchange more cards than they hold (SPR-6.2). */
  readonly handSize: number;
  /** SPR-S3 "open": each player may take anything that is left. */
  readonly open: boolean;
}

/** Base allowances of forhånd and the middle player, or null for "open" (SPR-6.2, SPR-D6, SPR-S3). */
function allowances(s: State): readonly [number, number] | null {
  if (s.options.form === 'variation') return [8, 5];
  switch (s.options.standardLimits) {
    case '6-4':
      return [6, 4];
    case '5-4':
      return [5, 4];
    case '4-4':
      return [4, 4];
    default:
      return null;
  }
}

export function roleOf(s: State, seat: Seat): Role {
  if (seat === s.dealer) return 'dealer';
  return seat === forehandOf(s.dealer, s.options) ? 'forehand' : 'middle';
}

/** SPR-6.1, SPR-6.5: who exchanges or is offered the talon now (F → M → D), or null outside those phases. */
export function exchangerRole(s: State): Role | null {
  return (s.phase === 'exchange' || s.phase === 'talon') && s.turn !== null ? roleOf(s, s.turn) : null;
}

/** SPR-6.2: F has its base, M its base + F's unused part, D everything that is left; capped by the hand. */
export function exchangeLimit(s: State, seat: Seat): ExchangeLimit {
  const role = roleOf(s, seat);
  const stockLeft = s.stock.length;
  const handSize = s.hands[seat].length;
  const base = allowances(s);
  let own: number;
  let carried = 0;
  if (base === null) own = stockLeft;
  else if (role === 'forehand') own = base[0];
  else if (role === 'middle') {
    own = base[1];
    carried = Math.max(0, base[0] - (s.exchanged[forehandOf(s.dealer, s.options)] ?? 0));
  } else {
    // The dealer's own part is what the stock holds beyond the other two allowances (2, 3, 4 or 3).
    own = Math.min(stockLeft, stockSize(s.options) - base[0] - base[1]);
    carried = stockLeft - own;
  }
  const limit = Math.min(handSize, own + carried, stockLeft);
  return { seat, role, limit, own, carried, stockLeft, handSize, open: base === null };
}

/** All discard sets of the player to exchange, in hand order, by size (0 = keep the hand first). */
export function legalExchanges(s: State): Action[] {
  const seat = s.turn as Seat;
  const hand = s.hands[seat];
  const { limit } = exchangeLimit(s, seat);
  const out: Action[] = [];
  const pick: number[] = [];
  const walk = (from: number, left: number): void => {
    if (left === 0) {
      out.push({ type: 'exchange', seat, discards: pick.map((i) => hand[i]) });
      return;
    }
    for (let i = from; i <= hand.length - left; i++) {
      pick.push(i);
      walk(i + 1, left - 1);
      pick.pop();
    }
  };
  for (let k = 0; k <= limit; k++) walk(0, k);
  return out;
}

/** C(n, k) for n ≤ 13, exact in floating point. */
function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** A uniformly chosen legal discard set: the size weighted by the number of sets, then a random set. */
export function sampleExchange(s: State, rng: Rng): Action {
  const seat = s.turn as Seat;
  const hand = s.hands[seat];
  const n = hand.length;
  const { limit } = exchangeLimit(s, seat);
  let total = 0;
  for (let k = 0; k <= limit; k++) total += binomial(n, k);
  let x = rng.next() * total;
  let k = 0;
  while (k < limit && x >= binomial(n, k)) x -= binomial(n, k++);
  // Selection sampling (Knuth's algorithm S) keeps hand order without sorting.
  const discards: Card[] = [];
  for (let i = 0; i < n && discards.length < k; i++) if (rng.int(n - i) < k - discards.length) discards.push(hand[i]);
  return { type: 'exchange', seat, discards };
}

/** After the dealer's turn the play starts with forhånd (SPR-7.1); otherwise the next seat decides. */
function copyAfterTurn(s: State, seat: Seat): ReturnType<typeof copyState> {
  const next = copyState(s);
  const forehand = forehandOf(s.dealer, s.options);
  if (seat === s.dealer) {
    next.phase = 'play';
    next.turn = forehand;
  } else {
    next.turn = seat === forehand ? middleOf(s.dealer, s.options) : s.dealer;
  }
  return next;
}

function replace<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/** COM-6.1: discard first, then draw the top k stock cards in order. The action is already checked legal. */
export function applyExchange(s: State, seat: Seat, discards: readonly Card[]): State {
  const k = discards.length;
  const hand: Card[] = [];
  for (const c of s.hands[seat]) if (!discards.includes(c)) hand.push(c);
  for (let i = 0; i < k; i++) hand.push(s.stock[i]);
  const next = copyAfterTurn(s, seat);
  next.hands = replace(s.hands, seat, hand);
  next.stock = s.stock.slice(k);
  next.discards = replace(s.discards, seat, discards.slice());
  next.exchanged = replace(s.exchanged, seat, k);
  return next;
}

/** SPR-6.5: take the whole talon (the old hand is laid aside unseen) or decline; a take ends the offer. */
export function applyTalon(s: State, seat: Seat, take: boolean): State {
  const next = copyAfterTurn(s, seat);
  next.talonAnswers = replace(s.talonAnswers, seat, take);
  next.exchanged = replace(s.exchanged, seat, take ? s.stock.length : 0);
  if (!take) return next;
  next.phase = 'play';
  next.turn = forehandOf(s.dealer, s.options);
  next.talonTaker = seat;
  next.hands = replace(s.hands, seat, s.stock.slice());
  next.stock = [];
  next.discards = replace(s.discards, seat, s.hands[seat].slice());
  return next;
}

export function legalTalon(s: State): Action[] {
  const seat = s.turn as Seat;
  return [
    { type: 'talon', seat, take: false },
    { type: 'talon', seat, take: true },
  ];
}
