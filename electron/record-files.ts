// Game records in and out of the desktop app: the native Open and Save dialogs, and the
// file read or written behind them. Only the player's choice in a dialog names a path; the renderer
// sends a suggested file name and the text, and gets back the file's name and text. The dialog is
// injected, so tests run under Node without Electron.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { RecordFile, StoreResult } from './api-types.ts';
import { writeFileAtomic } from './atomic-file.ts';
import { safeFileStem } from './values.ts';

const errorCode = (err: unknown): string => {
  const e = err as { code?: unknown; message?: unknown };
  return typeof e?.code === 'string' ? e.code : String(e?.message ?? err);
};

/** The largest record file read or written, in bytes (a long Spades game is well under 200 KB). */
export const MAX_RECORD_FILE = 2 * 1024 * 1024;

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
      try {
        const size = (await stat(path)).size;
        if (size > MAX_RECORD_FILE)
          return { ok: false, error: `The file is too large for a record: ${size} bytes, at most ${MAX_RECORD_FILE}.` };
        return { ok: true, value: { name: basename(path), text: await readFile(path, 'utf8') } };
      } catch (err) {
        return { ok: false, error: `Could not read ${basename(path)}: ${errorCode(err)}.` };
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
