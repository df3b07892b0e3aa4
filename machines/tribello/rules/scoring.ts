// TRB-10 scoring against the seat quotas, TRB-11 the winners. Pure and tiny (house-style §3).
import type { Seat } from '../../core/seats.ts';
import type { Options } from './options.ts';
import { DEALS, type DealResult, type RoundKind, type ScoreLine, roleOf, roundKind } from './state.ts';

/** TRB-10.1: rounds 1–3 (and tie-break deals) score one point per trick above the quota, minus one below. */
export function pointsAboveQuota(tricks: number, quota: number): number {
  return tricks - quota;
}

/** TRB-10.2: round 4 reverses the sign: a trick under the quota gains, a trick over it costs. */
export function pointsUnderQuota(tricks: number, quota: number): number {
  return quota - tricks;
}

export function seatPoints(kind: RoundKind, tricks: number, quota: number): number {
  return kind === 'avoid' ? pointsUnderQuota(tricks, quota) : pointsAboveQuota(tricks, quota);
}

/** TRB-10.3: the scores of a deal and the running totals sum to zero; anything else is an engine bug. */
export function assertZeroSum(values: readonly number[], what: string): void {
  if (values.reduce((a, b) => a + b, 0) !== 0)
    throw new Error(`TRB-10.3 violated: ${what} ${values.join('/')} do not sum to 0`);
}

export interface DealFacts {
  readonly deal: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly trump: DealResult['trump'];
  readonly quotas: readonly number[];
  readonly tricks: readonly number[];
}

/** A deal's result with one explained line per seat, and the totals after it. */
export function scoreDeal(f: DealFacts, before: readonly number[], options: Options): DealResult {
  const kind = roundKind(f.round);
  const rule = kind === 'avoid' ? 'TRB-10.2' : 'TRB-10.1';
  const lines: ScoreLine[] = f.tricks.map((tricks, seat) => {
    const quota = f.quotas[seat];
    return {
      seat,
      role: roleOf(seat, f.dealer, options),
      quota,
      tricks,
      points: seatPoints(kind, tricks, quota),
      rule,
    };
  });
  const points = lines.map((l) => l.points);
  const totals = before.map((t, i) => t + points[i]);
  assertZeroSum(points, `deal ${f.deal} points`);
  assertZeroSum(totals, `totals after deal ${f.deal}`);
  return {
    deal: f.deal,
    round: f.round,
    dealer: f.dealer,
    trump: f.trump,
    quotas: f.quotas,
    tricks: f.tricks,
    points,
    totals,
    lines,
  };
}

/** TRB-11.1, TRB-11.3 (TRB-D4): after deal 12 the game ends, unless TRB-S2 plays tie-break deals while the top is shared. */
export function gameOverAfter(deal: number, totals: readonly number[], options: Options): boolean {
  return deal >= DEALS && (options.tie === 'shared' || leaders(totals).length === 1);
}

/** TRB-11.2: the seats with the highest total (more than one = a tie). */
export function leaders(totals: readonly number[]): Seat[] {
  const top = Math.max(...totals);
  return totals.flatMap((t, seat) => (t === top ? [seat] : []));
}
