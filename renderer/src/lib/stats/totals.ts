// Adding game lines up: per game and per form, over all games and the last 20. The
// stored statistics are the lines themselves, so every figure can be recomputed from the records.
import { type GameId, isGameId } from '../../../../machines/games.ts';
import type { Counts, GameLine } from './figures.ts';

export interface Totals {
  readonly games: number;
  readonly won: number;
  readonly deals: number;
  readonly points: number;
  readonly counts: Counts;
}

export const NO_TOTALS: Totals = { games: 0, won: 0, deals: 0, points: 0, counts: {} };

export function plus(a: Totals, b: Totals): Totals {
  const counts: Record<string, number> = { ...a.counts };
  for (const [k, v] of Object.entries(b.counts)) counts[k] = (counts[k] ?? 0) + v;
  return {
    games: a.games + b.games,
    won: a.won + b.won,
    deals: a.deals + b.deals,
    points: a.points + b.points,
    counts,
  };
}

export const lineTotals = (l: GameLine): Totals => ({
  games: 1,
  won: l.won ? 1 : 0,
  deals: l.deals,
  points: l.points,
  counts: l.counts,
});

export const sum = (lines: readonly GameLine[]): Totals => lines.reduce((t, l) => plus(t, lineTotals(l)), NO_TOTALS);

/** The kept statistics: the newest lines, and what older lines added up to, by `game/form`. */
export interface StatsData {
  readonly version: 1;
  readonly lines: readonly GameLine[];
  readonly older: Readonly<Record<string, Totals>>;
}

export const NO_STATS: StatsData = { version: 1, lines: [], older: {} };

/** Lines kept one by one; older ones are folded into `older` (the store keeps a bounded value). */
export const KEEP_LINES = 1000;

export const keyOf = (game: GameId, form: string): string => `${game}/${form}`;

export function withLine(data: StatsData, line: GameLine): StatsData {
  const lines = [...data.lines, line];
  const older: Record<string, Totals> = { ...data.older };
  while (lines.length > KEEP_LINES) {
    const gone = lines.shift() as GameLine;
    const k = keyOf(gone.game, gone.form);
    older[k] = plus(older[k] ?? NO_TOTALS, lineTotals(gone));
  }
  return { version: 1, lines, older };
}

export interface Figures {
  readonly all: Totals;
  readonly last20: Totals;
  /** Your points per deal in each of the last games, oldest first (the chart). */
  readonly perDeal: readonly number[];
}

/** The figures of one game, or one of its forms when `form` is given. */
export function figures(data: StatsData, game: GameId, form?: string): Figures {
  const lines = data.lines.filter((l) => l.game === game && (form === undefined || l.form === form));
  const older = Object.entries(data.older)
    .filter(([k]) => (form === undefined ? k.startsWith(`${game}/`) : k === keyOf(game, form)))
    .reduce((t, [, v]) => plus(t, v), NO_TOTALS);
  return {
    all: plus(older, sum(lines)),
    last20: sum(lines.slice(-20)),
    perDeal: lines.slice(-20).map((l) => (l.deals ? l.points / l.deals : 0)),
  };
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isTotals(v: unknown): v is Totals {
  const t = v as Totals;
  return (
    !!t &&
    isNum(t.games) &&
    isNum(t.won) &&
    isNum(t.deals) &&
    isNum(t.points) &&
    !!t.counts &&
    Object.values(t.counts).every(isNum)
  );
}

function isLine(v: unknown): v is GameLine {
  const l = v as GameLine;
  return (
    !!l &&
    typeof l.id === 'string' &&
    isGameId(l.game) &&
    typeof l.form === 'string' &&
    typeof l.at === 'string' &&
    typeof l.won === 'boolean' &&
    isNum(l.deals) &&
    isNum(l.points) &&
    typeof l.practice === 'boolean' &&
    !!l.counts &&
    Object.values(l.counts).every(isNum)
  );
}

/** Stored statistics as written by this version; anything else reads as none (the caller sets it aside). */
export function parseStats(raw: unknown): StatsData | null {
  const d = raw as StatsData;
  if (!d || d.version !== 1 || !Array.isArray(d.lines) || !d.lines.every(isLine)) return null;
  if (!d.older || typeof d.older !== 'object' || !Object.values(d.older).every(isTotals)) return null;
  return { version: 1, lines: d.lines, older: d.older };
}
