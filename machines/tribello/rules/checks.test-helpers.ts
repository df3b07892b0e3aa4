// Random options, probe actions, hidden cards and the invariants of a Tribello state: shared by the property
// tests (properties.test.ts) and the soak (npm run soak). Tests only: never imported by the app.
import fc from 'fast-check';
import type { Card } from '../../core/cards.ts';
import { standardDeck } from '../../core/deck.ts';
import type { Action, Options, State } from './index.ts';

const FULL = standardDeck().sort().join();

export const optionsArb: fc.Arbitrary<Options> = fc.record({
  direction: fc.constantFrom('clockwise' as const, 'counterclockwise' as const),
  tie: fc.constantFrom('shared' as const, 'tiebreak' as const),
});

/** Every action worth trying now, legal or not. */
export function candidates(s: State): Action[] {
  const out: Action[] = [];
  const seats = [0, 1, 2];
  for (const seat of seats) {
    out.push({ type: 'exchange', seat, discards: [] }, { type: 'trump', seat, suit: 'H' });
    for (const card of s.hands.flat()) out.push({ type: 'play', seat, card });
  }
  if (s.phase === 'trump')
    for (const suit of ['C', 'D', 'S', null] as const) out.push({ type: 'trump', seat: s.dealer, suit });
  if (s.phase === 'exchange') {
    const seat = s.turn as number;
    const hand = s.hands[seat];
    const limit = Math.min(13, s.pickup.length);
    for (const k of new Set([1, 2, limit, limit + 1, 13]))
      if (k >= 1 && k <= 13) out.push({ type: 'exchange', seat, discards: hand.slice(0, k) });
    out.push({ type: 'exchange', seat, discards: hand.slice(-1) });
    out.push({ type: 'exchange', seat, discards: [hand[0], hand[0]] });
    out.push({ type: 'exchange', seat, discards: [s.hands[(seat + 1) % 3][0]] });
    out.push({ type: 'exchange', seat: (seat + 1) % 3, discards: s.hands[(seat + 1) % 3].slice(0, 1) });
  }
  return out;
}

/** Cards `seat` must not see: other hands, the pickup, others' discards — except the public revealed card. */
export function hiddenFrom(s: State, seat: number): Card[] {
  const hidden = [...s.pickup];
  for (let o = 0; o < 3; o++) if (o !== seat) hidden.push(...s.hands[o], ...s.discards[o]);
  return hidden.filter((c) => c !== s.revealed);
}

/** Card conservation, trick and exchange counts, zero-sum scores (TRB-10.3), round facts. */
export function invariant(s: State): void {
  if (s.deal === 0) return;
  const all = [
    ...s.hands.flat(),
    ...s.pickup,
    ...s.discards.flat(),
    ...s.played.flatMap((t) => t.plays.map((p) => p.card)),
    ...s.trick.map((p) => p.card),
  ];
  if (all.sort().join() !== FULL) throw new Error('cards are not conserved');
  if (s.tricks.reduce((a, b) => a + b, 0) !== s.played.length)
    throw new Error('trick counts do not match the tricks played');
  const exchanged = s.exchanged.reduce<number>((a, b) => a + (b ?? 0), 0);
  if (exchanged !== 13 - s.pickup.length) throw new Error('exchange counts do not match the pickup');
  if (s.discards.some((d, seat) => d.length !== (s.exchanged[seat] ?? 0)))
    throw new Error('discards do not match the counts');
  let running = [0, 0, 0];
  for (const r of s.results) {
    if (r.points.reduce((a, b) => a + b, 0) !== 0) throw new Error('deal points do not sum to 0');
    running = running.map((t, i) => t + r.points[i]);
    if (running.join() !== r.totals.join()) throw new Error('totals are not the running sums');
  }
  if (s.totals.reduce((a, b) => a + b, 0) !== 0) throw new Error('totals do not sum to 0');
  if (s.round === 1 && (s.revealed === null || s.trump !== s.revealed[1]))
    throw new Error('round 1 trump is not the revealed suit');
  if (s.round >= 3 && s.trump !== null) throw new Error('no trump in rounds 3 and later');
}
