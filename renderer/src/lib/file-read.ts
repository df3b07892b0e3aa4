// A file chosen in the window, read as text strictly (bounded-json.ts): refused from its size before it is read,
// and refused when its bytes are not UTF-8, instead of reading them as U+FFFD. No DOM here: Node runs it too.
import { IMPORT_LIMITS, LimitError, checkSize, decodeStrict } from '../../../machines/core/bounded-json.ts';
import type { RecordFile } from '../../../common/api-types';

/** The largest record file read (bounded-json.ts; a pad's is PAD_BYTES). */
export const MAX_RECORD_BYTES = IMPORT_LIMITS.bytes;

/** Why a chosen file is not even read as text: over the size limit, or not UTF-8 (`limit.<key>` words). */
export interface Unreadable {
  readonly error: string;
  readonly limit: { readonly key: string; readonly params: Readonly<Record<string, number>> };
}

/** A file's bytes as text, strictly: a file over the size limit is refused from its size, before it is read. */
export async function readStrict(file: Blob, limit: number = MAX_RECORD_BYTES): Promise<{ text: string } | Unreadable> {
  try {
    checkSize(file.size, limit);
    return { text: decodeStrict(new Uint8Array(await file.arrayBuffer()), limit) };
  } catch (e) {
    if (e instanceof LimitError) return { error: e.message, limit: { key: e.key, params: e.params } };
    throw e;
  }
}

/** A file chosen in an <input type=file>, as text; refused when too large or not UTF-8. */
export async function readChosenFile(file: File): Promise<RecordFile | Unreadable> {
  const r = await readStrict(file);
  return 'text' in r ? { name: file.name, text: r.text } : r;
}
