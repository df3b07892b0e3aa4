// Checks every game's pad line shares: one whole number of tricks per seat, adding up to the deal's tricks.
import type { Refusal } from '../../core/contract.ts';

export function refusal(
  rule: string,
  key: string,
  message: string,
  params: Readonly<Record<string, string | number | boolean>> = {},
): Refusal {
  return { rule, key, params, message };
}

/**
 * Tricks per seat: `seats` whole numbers from 0 to `total`, summing to `total` (every trick is played and won
 * by somebody: `rule` is the game's "all tricks are played" rule, e.g. SPR-7.5, SPD-6.6, TRB-8.3).
 */
export function tricksRefusal(
  tricks: readonly unknown[] | undefined,
  seats: number,
  total: number,
  rule: string,
): Refusal | null {
  if (!Array.isArray(tricks) || tricks.length !== seats)
    return refusal(rule, 'tricksMissing', `enter the tricks of all ${seats} players`, { seats });
  for (let seat = 0; seat < seats; seat++) {
    const t = tricks[seat];
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || t > total)
      return refusal(rule, 'tricksRange', `tricks are a whole number from 0 to ${total}`, { seat, max: total });
  }
  const sum = (tricks as number[]).reduce((a, b) => a + b, 0);
  if (sum !== total)
    return refusal(rule, 'tricksSum', `the tricks add up to ${sum}, but a deal has ${total}`, { sum, total });
  return null;
}

/** Adding a deal after the end of the game (SPR-10.3, SPD-9.2, TRB-11.1). */
export function gameOverRefusal(rule: string): Refusal {
  return refusal(rule, 'gameOver', 'the game is over: no more deals are played', {});
}
