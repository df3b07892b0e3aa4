// TRB-7 the exchange with the pickup, D → L → R, each once, discard first then draw (COM-6.1).
import type { Card } from '../../core/cards.ts';
import type { Rng } from '../../core/rng.ts';
import { type ExchangeAction, type Role, type State, HAND, next, roleOf } from './state.ts';
import { patch, withPile } from './update.ts';

/** TRB-7.2: up to 13 cards, never more than are left in the pickup. */
export function exchangeLimit(s: State): number {
  return Math.min(HAND, s.pickup.length);
}

/** TRB-7.1: who exchanges now — the dealer, then left, then right — or null outside the exchange. */
export function exchangerRole(s: State): Role | null {
  return s.phase === 'exchange' && s.turn !== null ? roleOf(s.turn, s.dealer, s.options) : null;
}

/** Every subset of the hand of at most `exchangeLimit` cards, smallest first, cards in hand order. */
export function legalExchanges(s: State): ExchangeAction[] {
  const seat = s.turn as number;
  const hand = s.hands[seat];
  const limit = exchangeLimit(s);
  const out: ExchangeAction[] = [];
  const pick = (from: number, chosen: Card[], size: number): void => {
    if (chosen.length === size) {
      out.push({ type: 'exchange', seat, discards: chosen.slice() });
      return;
    }
    for (let i = from; i <= hand.length - (size - chosen.length); i++) {
      chosen.push(hand[i]);
      pick(i + 1, chosen, size);
      chosen.pop();
    }
  };
  for (let size = 0; size <= Math.min(limit, hand.length); size++) pick(0, [], size);
  return out;
}

/** A uniformly random legal exchange: size weighted by C(n, k), then a uniform k-subset in hand order. */
export function sampleExchange(s: State, rng: Rng): ExchangeAction {
  const seat = s.turn as number;
  const hand = s.hands[seat];
  const n = hand.length;
  const limit = Math.min(exchangeLimit(s), n);
  let total = 0;
  for (let k = 0, c = 1; k <= limit; k++, c = (c * (n - k + 1)) / k) total += c;
  let r = rng.int(total);
  let size = 0;
  for (let c = 1; r >= c; size++, c = (c * (n - size + 1)) / size) r -= c;
  // Selection sampling (Knuth's algorithm S): each card is kept with probability needed / remaining.
  const discards: Card[] = [];
  for (let i = 0; i < n && discards.length < size; i++)
    if (rng.int(n - i) < size - discards.length) discards.push(hand[i]);
  return { type: 'exchange', seat, discards };
}

/** Discard face down, draw the same number from the top of the pickup; after R, the dealer leads. */
export function applyExchange(s: State, a: ExchangeAction): State {
  const k = a.discards.length;
  const kept = k === 0 ? s.hands[a.seat] : s.hands[a.seat].filter((c) => !a.discards.includes(c));
  const hands = k === 0 ? s.hands : withPile(s.hands, a.seat, kept.concat(s.pickup.slice(0, k)));
  const exchanged = withPile(s.exchanged, a.seat, k);
  const done = exchanged.every((e) => e !== null);
  return patch(s, {
    phase: done ? 'play' : 'exchange',
    hands,
    pickup: k === 0 ? s.pickup : s.pickup.slice(k),
    discards: k === 0 ? s.discards : withPile(s.discards, a.seat, a.discards.slice()),
    exchanged,
    // TRB-7.1 order D, L, R; TRB-8.1 the dealer leads the first trick.
    turn: done ? s.dealer : next(s, a.seat),
  });
}
