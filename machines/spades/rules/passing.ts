// SPD-5.6(d), SPD-D17: the blind-nil exchange. The bidder passes two cards face down to the partner, who
// then returns any two (cards just received included). Six players: codes are counted (records.md).
import type { Card } from '../../core/cards.ts';
import type { Refusal } from '../../core/contract.ts';
import type { Rng } from '../../core/rng.ts';
import { type Seat, nextSeat } from '../../core/seats.ts';
import { refusal } from './refusal.ts';
import { type Action, type State, put } from './state.ts';

export const PASS_SIZE = 2;

/** Cards missing from `hand` when `cards` are taken out (by count), or null when all are there. */
export function missingCard(hand: readonly Card[], cards: readonly Card[]): Card | null {
  const left = hand.slice();
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return c;
    left.splice(i, 1);
  }
  return null;
}

export function withoutCards(hand: readonly Card[], cards: readonly Card[]): Card[] {
  const left = hand.slice();
  for (const c of cards) left.splice(left.indexOf(c), 1);
  return left;
}

export function passRefusal(s: State, seat: Seat, cards: readonly Card[]): Refusal | null {
  if (s.phase !== 'passing')
    return refusal(
      'SPD-5.6',
      'noPassNow',
      'cards are passed only in the blind-nil exchange, after bidding and before the first lead',
      {},
    );
  const step = s.passQueue[0];
  if (seat !== step.from)
    return refusal(
      'SPD-5.6',
      'notYourPass',
      `seat ${step.from} passes now (the blind-nil bidder first, then the partner)`,
      { seat, turn: step.from },
    );
  if (!Array.isArray(cards) || cards.length !== PASS_SIZE)
    return refusal(
      'SPD-5.6',
      'passTwoCards',
      `pass exactly ${PASS_SIZE} cards, not ${Array.isArray(cards) ? cards.length : 0}`,
      { count: Array.isArray(cards) ? cards.length : 0, size: PASS_SIZE },
    );
  const missing = missingCard(s.hands[seat], cards);
  if (missing !== null)
    return refusal('SPD-5.6', 'passNotInHand', `${missing} is not in seat ${seat}'s hand`, { card: missing });
  return null;
}

export function applyPass(s: State, seat: Seat, cards: readonly Card[]): State {
  const step = s.passQueue[0];
  const hands = s.hands.slice();
  hands[seat] = withoutCards(hands[seat], cards);
  hands[step.to] = [...hands[step.to], ...cards];
  const passes = [...s.passes, { from: seat, to: step.to, cards: cards.slice() }];
  const passQueue = s.passQueue.slice(1);
  if (passQueue.length > 0) return put(s, { hands, passes, passQueue });
  const n = hands.length;
  return put(s, { hands, passes, passQueue, phase: 'playing', turn: nextSeat(s.dealer, n, s.options.direction) });
}

/**
 * Every pair of the passer's cards in hand order (earlier card first). Six players: a pair of codes that
 * repeats (two copies in the hand) is listed once per order in which it occurs.
 */
export function legalPassActions(s: State): Action[] {
  const seat = s.passQueue[0].from;
  const hand = s.hands[seat];
  const seen = new Set<string>();
  const out: Action[] = [];
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++) {
      const key = hand[i] + hand[j];
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: 'pass', seat, cards: [hand[i], hand[j]] });
    }
  return out;
}

/** Uniform over distinct pairs: two distinct positions (a hand without repeated codes), else the list. */
export function samplePass(s: State, rng: Rng): Action {
  if (s.options.players === 'partners6') {
    const legal = legalPassActions(s);
    return legal[rng.int(legal.length)];
  }
  const seat = s.passQueue[0].from;
  const hand = s.hands[seat];
  const i = rng.int(hand.length);
  let j = rng.int(hand.length - 1);
  if (j >= i) j++;
  return { type: 'pass', seat, cards: i < j ? [hand[i], hand[j]] : [hand[j], hand[i]] };
}
