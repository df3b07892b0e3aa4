// An imported record is checked exactly as `npm run replay` checks it: the same shape
// checks and the same replay against the rules, so a refusal carries the same position, rule and message.
// Nothing is stored or changed here.
import type { GameReport } from '../../../machines/core/contract.ts';
import { type GameRecord, RecordError, RecordLimitError, parseRecordText } from '../../../machines/core/record.ts';
import { replayRecord } from '../../../machines/core/replay.ts';
import { GAME_IDS, type GameId, engines } from '../../../machines/games.ts';

export interface RecordProblem {
  readonly deal: number | null;
  readonly action: number | null;
  readonly rule: string;
  readonly message: string;
  /** The record's game once the file says it (beside the replay's error): said in its words (Spar: hånd). */
  readonly game?: string;
  /** A refusal for a limit (bounded-json.ts): the words' key `limit.<key>` and its numbers. */
  readonly limit?: { readonly key: string; readonly params: Readonly<Record<string, number>> };
}

export type RecordCheck =
  | { readonly ok: true; readonly record: GameRecord<GameId>; readonly report: GameReport }
  | { readonly ok: false; readonly error: RecordProblem; readonly game?: string };

const oneLine = (v: unknown) => String(v).replace(/\s+/g, ' ').trim();

export function checkRecordText(text: string): RecordCheck {
  let game: string | undefined;
  try {
    const record = parseRecordText(text, GAME_IDS);
    game = record.game;
    const rules = engines[record.game];
    if (!rules) throw new RecordError(`records of the game "${record.game}" are not supported yet`);
    return { ok: true, record, report: replayRecord(rules, record) };
  } catch (e) {
    const err =
      e instanceof RecordError
        ? e
        : new RecordError(`the record could not be read: ${oneLine((e as Error)?.message ?? e)}`);
    const limit = err instanceof RecordLimitError ? { limit: { key: err.key, params: err.params } } : {};
    // A hostile file's message can quote a long value (a game's option name): the window shows its start.
    const error = err.toJSON().error;
    const message = error.message.length > 300 ? `${error.message.slice(0, 299)}…` : error.message;
    return { ok: false, error: { ...error, message, ...limit }, ...(game ? { game } : {}) };
  }
}
