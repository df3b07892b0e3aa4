// What the app keeps of a game in progress: the game record itself (records.md), so that the file is
// a valid record for `npm run replay` and the Electron store, plus extra top-level keys (records ignore
// unknown top-level keys): the seed that continues the shuffles, the computers' own `botSeed` (drawn apart
// from it, machines/actors/bot-seed.ts; a game saved without one derives it from the seed), the deal in
// progress, and a title; the table's settings; the practice marks (undo allowed, moves taken back, deals played
// again); and the pause the game was left in, its last deal's summary or Tribello's cut card (a reload comes
// back to it).
import { GAME_IDS, type GameId } from '../../../machines/games.ts';
import { checkRecordShape, type GameRecord } from '../../../machines/core/record.ts';
import type { Reopen } from '../../../machines/actors/pauses.ts';

/** How a table starts: a new game from the setup screen, or a saved one resumed. */
export interface TableStart {
  readonly game: GameId;
  /** Raw options with records.md keys; the game's rules parse them. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  /** The computers' own seed (machines/actors/bot-seed.ts); absent for a game saved before it existed. */
  readonly botSeed?: number;
  readonly players: readonly string[];
  /** Who deals first; absent, the session draws it from the seed (COM-3). */
  readonly firstDealer?: number;
  /** You chose to deal first (TRB-S3): a new game with the same table deals you first again. */
  readonly dealFirst?: boolean;
  readonly resume?: GameRecord;
  /** Policy id per seat (COM-S3); null for the human seat. */
  readonly policies?: readonly (string | null)[];
  /** COM-S2: which played tricks can be looked at again. */
  readonly review?: Review;
  /** TRB-S1: quotas and over/under shown live (display only). */
  readonly reminders?: boolean;
  /** You may take back your moves; how many you took back; how many deals you played again. */
  readonly undo?: boolean;
  readonly undos?: number;
  readonly again?: number;
  /** The game was left in this pause (its last deal's summary, a reveal): the table opens on it. */
  readonly reopen?: Reopen;
  /** A finished game reopened on its game-over screen after a reload: its id in the archive (never archived again). */
  readonly finished?: string;
}

export type Review = 'last' | 'all' | 'none';

export type SavedGame = GameRecord<GameId> & {
  readonly seed: number;
  /** Absent in a game saved before it existed: the session then derives one from `seed` (legacyBotSeed). */
  readonly botSeed?: number;
  readonly deal: number;
  readonly title?: string;
  readonly policies?: readonly (string | null)[];
  readonly review?: Review;
  readonly reminders?: boolean;
  readonly undo?: boolean;
  readonly undos?: number;
  readonly again?: number;
  readonly summary?: true;
  readonly reveal?: true;
};

/** A botSeed as saved: a whole number from 0 to 2³² − 1; anything else is dropped (the seed's one is used). */
const uint32 = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 2 ** 32 ? v : undefined;

const count = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined;

export function parseSavedGame(raw: unknown): SavedGame | null {
  try {
    // The pause marks are read below, only as `true`: whatever else a damaged save holds there is dropped.
    const {
      summary: _summary,
      reveal: _reveal,
      botSeed: _botSeed,
      ...record
    } = checkRecordShape(raw, GAME_IDS) as GameRecord<GameId> & {
      readonly summary?: unknown;
      readonly reveal?: unknown;
      readonly botSeed?: unknown;
    };
    const r = raw as Record<string, unknown>;
    if (typeof r.seed !== 'number' || !Number.isInteger(r.seed)) return null;
    const deal = typeof r.deal === 'number' && Number.isInteger(r.deal) ? r.deal : record.deals.length;
    const policies =
      Array.isArray(r.policies) && r.policies.every((p) => p === null || typeof p === 'string')
        ? (r.policies as (string | null)[])
        : undefined;
    const review = r.review === 'all' || r.review === 'none' || r.review === 'last' ? r.review : undefined;
    const reminders = typeof r.reminders === 'boolean' ? r.reminders : undefined;
    // Only the keys that are there: a store refuses a value with an undefined in it (values.ts).
    const marks = JSON.parse(
      JSON.stringify({
        botSeed: uint32(r.botSeed),
        undo: r.undo === true ? true : undefined,
        undos: count(r.undos),
        again: count(r.again),
        ...pauseMark(r.summary === true ? 'summary' : r.reveal === true ? 'reveal' : undefined),
      }),
    );
    return { ...record, seed: r.seed, deal, policies, review, reminders, ...marks };
  } catch {
    return null;
  }
}

/** One pause mark at most, `summary: true` or `reveal: true` (the summary when a damaged save has both). */
const pauseMark = (reopen: Reopen | undefined): { summary?: true; reveal?: true } => (reopen ? { [reopen]: true } : {});

/** The game to save; `reopen` names the pause it is in (its last deal's summary still open, a reveal shown). */
export function savedGame(record: GameRecord, start: TableStart, title: string, reopen?: Reopen): SavedGame {
  const extras = {
    botSeed: start.botSeed,
    policies: start.policies,
    review: start.review,
    reminders: start.reminders,
    undo: start.undo,
    undos: start.undos,
    again: start.again,
    ...pauseMark(reopen),
  };
  return JSON.parse(
    JSON.stringify({ ...record, seed: start.seed, deal: Math.max(1, record.deals.length), title, ...extras }),
  ) as SavedGame;
}

export function startFromSaved(s: SavedGame): TableStart {
  const {
    seed,
    botSeed,
    deal: _deal,
    title: _title,
    policies,
    review,
    reminders,
    undo,
    undos,
    again,
    summary,
    reveal,
    ...record
  } = s;
  return {
    game: s.game,
    options: record.options ?? {},
    seed,
    botSeed,
    players: record.players ?? [],
    firstDealer: record.firstDealer,
    resume: record,
    policies,
    review,
    reminders,
    undo,
    undos,
    again,
    reopen: summary ? 'summary' : reveal ? 'reveal' : undefined,
  };
}

/**
 * A finished game's table, remembered for a reload on its game-over screen: the game's record
 * is kept in the archive under `id` (archive.ts); the table's settings that the record does not hold are here.
 */
export interface FinishedTable {
  readonly id: string;
  readonly seed: number;
  readonly botSeed?: number;
  readonly policies?: readonly (string | null)[];
  readonly review?: Review;
  readonly reminders?: boolean;
  readonly undo?: boolean;
}

export const finishedTable = (start: TableStart, id: string): FinishedTable =>
  JSON.parse(
    JSON.stringify({
      id,
      seed: start.seed,
      botSeed: start.botSeed,
      policies: start.policies,
      review: start.review,
      reminders: start.reminders,
      undo: start.undo,
    }),
  );

/** A remembered finished table as far as it can be trusted; its settings are checked with the kept record. */
export function parseFinishedTable(raw: unknown): FinishedTable | null {
  const r = raw as Record<string, unknown> | null;
  if (
    typeof r?.id !== 'string' ||
    !/^done-[0-9a-z-]{1,40}$/.test(r.id) ||
    typeof r.seed !== 'number' ||
    !Number.isInteger(r.seed)
  )
    return null;
  return r as unknown as FinishedTable;
}

/** The table of a finished game from its kept record (its archive extras dropped), opened on its game-over screen. */
export function startFromFinished(
  kept: GameRecord & { readonly title?: unknown; readonly finishedAt?: unknown },
  table: FinishedTable,
): TableStart | null {
  const { title: _title, finishedAt: _at, ...record } = kept;
  const { id, ...settings } = table;
  const saved = parseSavedGame({ ...record, ...settings });
  return saved && { ...startFromSaved(saved), finished: id };
}
