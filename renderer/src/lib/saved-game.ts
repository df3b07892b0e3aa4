// What the app keeps of a game in progress: the game record itself (records.md), so that the file is
// a valid record for `npm run replay` and the Electron store, plus three extra top-level keys (records
// ignore unknown top-level keys): the seed that continues the shuffles, the deal in progress, and a title.
import type { GameId } from '../../../machines/core/contract.ts';
import { checkRecordShape, type GameRecord } from '../../../machines/core/record.ts';

/** How a table starts: a new game from the setup screen, or a saved one resumed. */
export interface TableStart {
  readonly game: GameId;
  /** Raw options with records.md keys; the game's rules parse them. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly players: readonly string[];
  readonly firstDealer?: number;
  readonly resume?: GameRecord;
}

export type SavedGame = GameRecord & { readonly seed: number; readonly deal: number; readonly title?: string };

export function parseSavedGame(raw: unknown): SavedGame | null {
  try {
    const record = checkRecordShape(raw);
    const r = raw as Record<string, unknown>;
    if (typeof r.seed !== 'number' || !Number.isInteger(r.seed)) return null;
    const deal = typeof r.deal === 'number' && Number.isInteger(r.deal) ? r.deal : record.deals.length;
    return { ...record, seed: r.seed, deal };
  } catch {
    return null;
  }
}

export function savedGame(record: GameRecord, seed: number, title: string): SavedGame {
  return { ...record, seed, deal: Math.max(1, record.deals.length), title };
}

export function startFromSaved(s: SavedGame): TableStart {
  const { seed, deal: _deal, title: _title, ...record } = s;
  return {
    game: s.game,
    options: record.options ?? {},
    seed,
    players: record.players ?? [],
    firstDealer: record.firstDealer,
    resume: record,
  };
}
