// Helpers of the storage core (store-core.ts): an error's code, a queue per entry, and the check of one
// entry's text. Plain TypeScript: no node or DOM import.
import { isPlainObject } from './values.ts';

export const STORE_SCHEMA = 1;

export type Read = { state: 'missing' } | { state: 'text'; text: string } | { state: 'unreadable'; reason: string };

export function errorCode(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.name === 'string' && e.name !== 'Error' && e.name !== '') return e.name; // DOMException
  return String(e?.message ?? err);
}

/** Runs tasks for the same key one after another, in call order; different keys run freely. */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.#tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Resolves when every task queued so far has finished. */
  async idle(): Promise<void> {
    while (this.#tails.size > 0) await Promise.all(this.#tails.values());
  }
}

export interface Kind {
  key: string;
  label: string;
  maxBytes: number;
  problem(data: unknown): string | null;
}

export type Inspection =
  | { state: 'missing' }
  | { state: 'good'; text: string; savedAt: string; data: unknown }
  | { state: 'bad'; reason: string };

const utf8 = new TextEncoder();

/** Check one entry's text without changing anything. The first browser builds wrote `value` for `data`. */
export function inspectText(read: Read, maxBytes: number, problem: (data: unknown) => string | null): Inspection {
  if (read.state === 'missing') return read;
  if (read.state === 'unreadable') return { state: 'bad', reason: read.reason };
  // A byte order mark (an editor's) is read past, never kept in the text.
  const text = read.text.charCodeAt(0) === 0xfeff ? read.text.slice(1) : read.text;
  if (text.length > maxBytes + 4096 || utf8.encode(text).length > maxBytes + 4096)
    return { state: 'bad', reason: 'it is too large' };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { state: 'bad', reason: 'it is not valid JSON' };
  }
  if (!isPlainObject(doc) || typeof doc.savedAt !== 'string')
    return { state: 'bad', reason: 'it is not a Stikk storage file' };
  const data = 'data' in doc ? doc.data : 'value' in doc ? doc.value : undefined;
  if (data === undefined) return { state: 'bad', reason: 'it is not a Stikk storage file' };
  if (typeof doc.schema === 'number' && doc.schema > STORE_SCHEMA)
    return { state: 'bad', reason: 'a newer version of Stikk wrote it' };
  if (doc.schema !== STORE_SCHEMA)
    return { state: 'bad', reason: `its schema is ${JSON.stringify(doc.schema)}, not ${STORE_SCHEMA}` };
  const p = problem(data);
  if (p) return { state: 'bad', reason: p };
  return { state: 'good', text, savedAt: doc.savedAt, data };
}
