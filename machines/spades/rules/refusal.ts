// Refusals carry a rule id, a message key for the renderer, its params and a plain English sentence.
import type { Refusal } from '../../core/contract.ts';
import type { State } from './state.ts';

type Params = Readonly<Record<string, string | number | boolean>>;

export function refusal(rule: string, key: string, message: string, params: Params = {}): Refusal {
  return { rule, key, params, message };
}

/** Refusals shared by every action: a seat that does not exist, no deal in progress, game over. */
export function commonRefusal(s: State, seat: number): Refusal | null {
  const n = s.hands.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= n)
    return refusal('COM-2.1', 'noSuchSeat', `there is no seat ${seat}; seats are 0 to ${n - 1}`, { seat, seats: n });
  if (s.phase === 'gameOver') return refusal('SPD-9.2', 'gameOver', 'the game is over', {});
  if (s.phase === 'awaitingDeal') return refusal('SPD-4.1', 'noDeal', 'the cards have not been dealt yet', {});
  return null;
}

export const SUIT_NAMES: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
