// SPR-9 scoring and SPR-10 the end of the game. Pure and tiny; one helper per rule.
import type { Seat } from '../../core/seats.ts';
import type { Options } from './options.ts';
import type { Contract, ScoreLine } from './state.ts';

/** SPR-9.1: four tricks is the baseline. */
export const BASELINE = 4;

/** SPR-9.2: trump and grand score the tricks above four; never negative unless SPR-S8 is on. */
export function overFour(tricks: number, signed: boolean): number {
  return signed ? tricks - BASELINE : Math.max(0, tricks - BASELINE);
}

/** SPR-9.3: nullo scores the tricks below four; never negative unless SPR-S8 is on. */
export function underFour(tricks: number, signed: boolean): number {
  return signed ? BASELINE - tricks : Math.max(0, BASELINE - tricks);
}

/** One player's points for a deal. */
export function dealPoints(contract: Contract, tricks: number, signed: boolean): number {
  return contract === 'nullo' ? underFour(tricks, signed) : overFour(tricks, signed);
}

/** Every seat's score line (SPR-9.1 … SPR-9.4, SPR-S8). */
export function scoreLines(contract: Contract, tricks: readonly number[], signed: boolean): ScoreLine[] {
  return tricks.map((t, seat) => ({
    seat,
    tricks: t,
    points: dealPoints(contract, t, signed),
    rule: contract === 'nullo' ? 'SPR-9.3' : 'SPR-9.2',
    signed,
  }));
}

/**
 * SPR-10.2/10.3 (SPR-D9, SPR-D10, SPR-S9), checked after a scored deal: null while the game goes on,
 * else the winning seats. Somebody must have reached the target; the single highest total wins; a tie
 * for the highest total plays on, or with "shared" every tied leader wins.
 */
export function gameWinners(totals: readonly number[], options: Pick<Options, 'target' | 'tie'>): Seat[] | null {
  const best = Math.max(...totals);
  if (best < options.target) return null;
  const leaders = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  if (leaders.length === 1 || options.tie === 'shared') return leaders;
  return null;
}

/** SPR-10.4: the final ranking, 1 = first; equal totals share a place. */
export function ranking(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((u) => u > t).length);
}

/** SPR-10.3 (SPR-D10): the target is reached but the highest total is shared, so further deals are played. */
export function playsOnForTie(totals: readonly number[], options: Pick<Options, 'target' | 'tie'>): boolean {
  return Math.max(...totals) >= options.target && gameWinners(totals, options) === null;
}
