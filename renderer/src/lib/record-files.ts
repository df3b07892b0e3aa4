// Records in and out: in the desktop app a native file dialog through the preload's
// `records` channel; in a browser a download, and an <input type=file> read here.
import type { GameRecord } from '../../../machines/core/record.ts';
import type { RecordFile, RecordFilesApi } from '../../../common/api-types';
import { type Host, desktopApi, globalHost } from './storage/persistence.ts';

export type { RecordFile };
export { MAX_RECORD_BYTES, readChosenFile, readStrict, type Unreadable } from './file-read.ts';

/** The desktop app's native dialogs, when Stikk runs there. */
export function nativeFiles(win: Host = globalHost): RecordFilesApi | null {
  return desktopApi(win)?.records ?? null;
}

export const recordText = (record: GameRecord): string => JSON.stringify(record, null, 1) + '\n';

/** A file name from a title: letters, digits and dashes, `.json` added. */
export function recordFileName(base: string): string {
  const clean = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${clean || 'stikk-record'}.json`;
}

/** Save a record as a file: the save dialog in the desktop app, a download in a browser. */
export async function exportRecord(
  record: GameRecord,
  base: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const name = recordFileName(base);
  const text = recordText(record);
  const native = nativeFiles();
  if (native) {
    const r = await native.save(name, text);
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  }
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true };
}
