// Statistics per hand: each finished deal's figures read from the rules core's
// own deal result (its score lines; figures.ts reads them the same way for a whole game), with the hints and
// undos used in the game so far. Kept in the coach's storage concern (`hands`); the stats file is unchanged.
// A hand played with help (an undo, a hint) counts in the totals but is left out of the "best" figures.
import type { HandStat } from '../../../../machines/core/coach/data.ts';
import { type GameId, gameOf } from '../../../../machines/games.ts';

/** Deal `deal` (from 0) of your view's results as a hand line; null while that deal has no result. */
export function handStat(
  game: GameId,
  view: unknown,
  deal: number,
  help: { hints: number; undos: number },
  at: number,
  key: string,
): HandStat | null {
  const figures: Record<string, number> = {};
  const points = gameOf(game).statistics.hand(view, deal, figures);
  if (points === null) return null;
  return { at, points, figures, hints: help.hints, undos: help.undos, key };
}

export const isAssisted = (h: HandStat): boolean => h.hints > 0 || h.undos > 0;

export interface HandTotals {
  readonly hands: number;
  /** Hands played with an undo or a hint in the game. */
  readonly assisted: number;
  readonly hints: number;
  readonly points: number;
  readonly figures: Readonly<Record<string, number>>;
  /** Your best hand played without help, or null when there is none. */
  readonly best: number | null;
  /** Your points in the last hands, oldest first (the chart). */
  readonly recent: readonly number[];
}

export const RECENT_HANDS = 30;

export function handTotals(hands: readonly HandStat[]): HandTotals {
  const figures: Record<string, number> = {};
  let best: number | null = null;
  for (const h of hands) {
    for (const [k, v] of Object.entries(h.figures)) figures[k] = (figures[k] ?? 0) + v;
    if (!isAssisted(h)) best = best === null ? h.points : Math.max(best, h.points);
  }
  return {
    hands: hands.length,
    assisted: hands.filter(isAssisted).length,
    hints: hands.reduce((n, h) => n + h.hints, 0),
    points: hands.reduce((n, h) => n + h.points, 0),
    figures,
    best,
    recent: hands.slice(-RECENT_HANDS).map((h) => h.points),
  };
}
