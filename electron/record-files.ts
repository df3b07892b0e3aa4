// Game records in and out of the desktop app: the native Open and Save dialogs, and the
// file read or written behind them. Only the player's choice in a dialog names a path; the renderer
// sends a suggested file name and the text, and gets back the file's name and text. The dialog is
// injected, so tests run under Node without Electron.
import { readFile, stat } from 'node:fs/promises';
import { IMPORT_LIMITS, LimitError, checkSize, decodeStrict } from '../machines/core/bounded-json.ts';
import { basename } from 'node:path';
import type { RecordFile, StoreResult } from '../common/api-types.ts';
import { writeFileAtomic } from './atomic-file.ts';
import { safeFileStem } from '../common/values.ts';

const errorCode = (err: unknown): string => {
  const e = err as { code?: unknown; message?: unknown };
  return typeof e?.code === 'string' ? e.code : String(e?.message ?? err);
};

/** The largest record file read or written, in bytes (the import limit of bounded-json.ts). */
export const MAX_RECORD_FILE = IMPORT_LIMITS.bytes;

/** What main.ts gives: Electron's dialog, bound to the window (`filePaths` / `filePath` as Electron answers). */
export interface RecordDialogs {
  showOpen(): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSave(defaultName: string): Promise<{ canceled: boolean; filePath?: string }>;
}

export interface RecordFiles {
  open(): Promise<StoreResult<RecordFile>>;
  save(name: string, text: string): Promise<StoreResult<string>>;
}

/** A suggested file name: no folders, no control characters, `.json` at the end. */
export function recordFileNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name === '' || name.length > 120)
    return 'A record file name must be a string of 1 to 120 characters.';
  // eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
  if (/[/\\:\u0000-\u001f]/.test(name) || name.startsWith('.'))
    return `"${name.slice(0, 80)}" is not a plain file name.`;
  if (!name.endsWith('.json')) return 'A record file name must end in ".json".';
  return null;
}

export function recordTextProblem(text: unknown): string | null {
  if (typeof text !== 'string') return 'A record must be sent as text.';
  const bytes = Buffer.byteLength(text, 'utf8');
  return bytes > MAX_RECORD_FILE
    ? `The record is too large: ${bytes} bytes, at most ${MAX_RECORD_FILE} are allowed.`
    : null;
}

/** The Save dialog's suggested name: the app's own safe name, whatever the record called itself. */
export const safeRecordFileName = (name: string): string => `${safeFileStem(name.replace(/\.json$/i, ''))}.json`;

export function createRecordFiles(dialogs: RecordDialogs): RecordFiles {
  return {
    async open() {
      const chosen = await dialogs.showOpen();
      const path = chosen.filePaths[0];
      if (chosen.canceled || !path) return { ok: true, value: null };
      const name = basename(path);
      try {
        // Refused unread when too large; decoded strictly, so bytes that are not UTF-8 never become U+FFFD.
        checkSize((await stat(path)).size);
        return { ok: true, value: { name, text: decodeStrict(await readFile(path)) } };
      } catch (err) {
        if (err instanceof LimitError)
          return {
            ok: true,
            value: { name, text: '', refused: { key: err.key, params: { ...err.params }, message: err.message } },
          };
        return { ok: false, error: `Could not read ${name}: ${errorCode(err)}.` };
      }
    },
    async save(name, text) {
      const chosen = await dialogs.showSave(safeRecordFileName(name));
      if (chosen.canceled || !chosen.filePath) return { ok: true, value: null };
      try {
        await writeFileAtomic(chosen.filePath, text);
        return { ok: true, value: basename(chosen.filePath) };
      } catch (err) {
        return { ok: false, error: `Could not write ${basename(chosen.filePath)}: ${errorCode(err)}.` };
      }
    },
  };
}
