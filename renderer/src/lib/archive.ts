// Finished games: the last 50 records kept in the games store as `done-…`, and
// one statistics line per game in the stats store. Every write goes through the persistence layer, whose
// stores replace a value atomically; the record is kept before its line is counted.
import type { GameRecord } from '../../../machines/core/record.ts';
import { checkRecordShape } from '../../../machines/core/record.ts';
import { GAME_IDS } from '../../../machines/games.ts';
import { loadUsable } from './storage/data-notices.ts';
import type { Persistence, StoreResult } from './storage/persistence.ts';
import { type Archived, gameLine, isPracticeGame } from './stats/figures.ts';
import { NO_STATS, type StatsData, parseStats, withLine } from './stats/totals.ts';

export const KEEP_FINISHED = 50;
const PREFIX = 'done-';

export interface FinishedGame {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly updatedAt: string;
}

/** Ids sort by the time they were made: base 36, fixed width. */
export const finishedId = (now: number, n = 0): string =>
  `${PREFIX}${now.toString(36).padStart(9, '0')}${n ? `-${n}` : ''}`;

/** The finished games, newest first. */
export async function listFinished(store: Persistence): Promise<FinishedGame[]> {
  const r = await store.games.list();
  if (!r.ok || !r.value) return [];
  return r.value
    .filter((m) => m.id.startsWith(PREFIX))
    .sort((a, b) => (a.id < b.id ? 1 : -1))
    .map((m) => ({ id: m.id, game: m.game, title: m.title ?? m.game, updatedAt: m.updatedAt }));
}

export async function loadFinished(store: Persistence, id: string): Promise<Archived | null> {
  const r = await store.games.load(id);
  if (!r.ok || r.value === null) return null;
  try {
    return checkRecordShape(r.value, GAME_IDS) as Archived;
  } catch {
    return null;
  }
}

/** Which of `games` are practice games (moves taken back, deals played again), read from their kept records. */
export async function practiceIds(
  store: Persistence,
  games: readonly FinishedGame[],
  hinted: (r: GameRecord) => boolean = () => false,
): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const g of games) {
    const r = await store.games.load(g.id);
    if (
      r.ok &&
      r.value !== null &&
      typeof r.value === 'object' &&
      (isPracticeGame(r.value) || hinted(r.value as GameRecord))
    )
      ids.add(g.id);
  }
  return ids;
}

/**
 * The statistics; damaged ones, or of a shape this version does not know, are set aside and reported by the
 * one path, never silently replaced by empty ones.
 */
export async function loadStats(store: Persistence): Promise<StoreResult<StatsData>> {
  const r = await loadUsable('stats', store.stats, parseStats);
  if (!r.ok) return r;
  return { ok: true, value: r.value ?? NO_STATS };
}

/** What keeping a finished game did: the id it is kept under (null: not kept), and the first error. */
export interface Kept {
  readonly id: string | null;
  readonly error: string | null;
}

/** Keep a finished game and count it; the oldest beyond the last 50 are deleted. */
export async function archiveGame(
  store: Persistence,
  record: GameRecord,
  extras: { title: string; undos?: number; again?: number },
  now = new Date(),
): Promise<Kept> {
  const existing = await listFinished(store);
  let id = finishedId(now.getTime());
  for (let n = 1; existing.some((g) => g.id === id); n++) id = finishedId(now.getTime(), n);
  const archived: Archived = JSON.parse(JSON.stringify({ ...record, ...extras, finishedAt: now.toISOString() }));
  const kept = await store.games.save(id, archived);
  if (!kept.ok) return { id: null, error: kept.error };
  for (const old of existing.slice(KEEP_FINISHED - 1)) await store.games.delete(old.id);
  const stats = await loadStats(store);
  if (!stats.ok) return { id, error: stats.error };
  const saved = await store.stats.save(withLine(stats.value ?? NO_STATS, gameLine(id, archived)));
  return { id, error: saved.ok ? null : saved.error };
}

export async function resetStats(store: Persistence): Promise<string | null> {
  const r = await store.stats.save(NO_STATS);
  return r.ok ? null : r.error;
}

/** No finished game of this kind is known (counted, or kept in the list): your first game of it. */
export async function isFirstGame(store: Persistence, game: string): Promise<boolean> {
  const stats = await loadStats(store);
  if (stats.ok && stats.value?.lines.some((l) => l.game === game)) return false;
  return !(await listFinished(store)).some((g) => g.game === game);
}
