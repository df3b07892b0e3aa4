// The one set of storage semantics shared by the desktop store (files, storage.ts) and the browser store
// (localStorage, renderer/src/lib/persistence.ts): what is valid, the `{ schema, savedAt, data }` wrapper,
// the last good version kept as a backup, damaged entries copied aside before anything replaces them, and
// an answer for every call instead of an exception. A backend only reads, writes, copies and removes text.
// Plain TypeScript: no node or DOM import.
import type { SavedGameMeta, StoreResult } from './api-types.ts';
import {
  MAX_BYTES, concernValueProblem, gameIdProblem, gameRecordProblem, isConcern, isPlainObject, type Concern,
} from './values.ts';

export const STORE_SCHEMA = 1;

/** One stored entry: `key` is a concern or `games/<id>`; `backup` names its `.bak` twin. */
export interface Slot {
  readonly key: string;
  readonly backup: boolean;
}

export type Read = { state: 'missing' } | { state: 'text'; text: string } | { state: 'unreadable'; reason: string };

export interface Backend {
  /** The entry's text; a backend may answer 'unreadable' without reading when it is far over `maxBytes`. */
  read(slot: Slot, maxBytes: number): Promise<Read>;
  /** Replace the entry so that a reader sees the old or the new text, never a mix. */
  write(slot: Slot, text: string): Promise<void>;
  /** Copy the entry as it is to a name nothing else uses; answers that name as the player is shown it. */
  copyAside(slot: Slot, at: Date): Promise<string>;
  /** Remove the entry; a missing entry is fine. */
  remove(slot: Slot): Promise<void>;
  /** The ids that may be saved games (the core checks each). */
  gameIds(): Promise<string[]>;
}

export interface Store {
  load(concern: Concern): Promise<StoreResult<unknown>>;
  save(concern: Concern, value: unknown): Promise<StoreResult<true>>;
  listGames(): Promise<StoreResult<SavedGameMeta[]>>;
  loadGame(id: string): Promise<StoreResult<unknown>>;
  saveGame(id: string, value: unknown): Promise<StoreResult<true>>;
  deleteGame(id: string): Promise<StoreResult<true>>;
  /** Resolves when every read and write started so far has finished (call before quitting). */
  idle(): Promise<void>;
}

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

interface Kind {
  key: string;
  label: string;
  maxBytes: number;
  problem(data: unknown): string | null;
}

type Inspection =
  | { state: 'missing' }
  | { state: 'good'; text: string; savedAt: string; data: unknown }
  | { state: 'bad'; reason: string };

const utf8 = new TextEncoder();

/** Check one entry's text without changing anything. The first browser builds wrote `value` for `data`. */
export function inspectText(read: Read, maxBytes: number, problem: (data: unknown) => string | null): Inspection {
  if (read.state === 'missing') return read;
  if (read.state === 'unreadable') return { state: 'bad', reason: read.reason };
  const { text } = read;
  if (text.length > maxBytes + 4096 || utf8.encode(text).length > maxBytes + 4096) return { state: 'bad', reason: 'it is too large' };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { state: 'bad', reason: 'it is not valid JSON' };
  }
  if (!isPlainObject(doc) || typeof doc.savedAt !== 'string') return { state: 'bad', reason: 'it is not a Stikk storage file' };
  const data = 'data' in doc ? doc.data : 'value' in doc ? doc.value : undefined;
  if (data === undefined) return { state: 'bad', reason: 'it is not a Stikk storage file' };
  if (typeof doc.schema === 'number' && doc.schema > STORE_SCHEMA) return { state: 'bad', reason: 'a newer version of Stikk wrote it' };
  if (doc.schema !== STORE_SCHEMA) return { state: 'bad', reason: `its schema is ${JSON.stringify(doc.schema)}, not ${STORE_SCHEMA}` };
  const p = problem(data);
  if (p) return { state: 'bad', reason: p };
  return { state: 'good', text, savedAt: doc.savedAt, data };
}

export function createStore(backend: Backend, now: () => Date = () => new Date()): Store {
  const queue = new KeyedQueue();
  const main = (kind: Kind): Slot => ({ key: kind.key, backup: false });
  const bak = (kind: Kind): Slot => ({ key: kind.key, backup: true });
  const inspect = async (slot: Slot, kind: Kind) => inspectText(await backend.read(slot, kind.maxBytes), kind.maxBytes, kind.problem);

  const concernKind = (c: Concern): Kind => ({
    key: c, label: c === 'window' ? 'window state' : c, maxBytes: MAX_BYTES[c], problem: (d) => concernValueProblem(c, d),
  });
  const gameKind = (id: string): Kind => ({ key: `games/${id}`, label: `saved game "${id}"`, maxBytes: MAX_BYTES.game, problem: gameRecordProblem });

  /**
   * Every step leaves a loadable copy: a damaged main entry is copied aside before the backup replaces it
   * (atomically), and a missing main entry with a good backup is restored from it.
   */
  async function load(kind: Kind): Promise<StoreResult<unknown>> {
    const found = await inspect(main(kind), kind);
    if (found.state === 'good') return { ok: true, value: found.data };
    const movedAside = found.state === 'bad' ? await backend.copyAside(main(kind), now()) : null;
    const backup = await inspect(bak(kind), kind);
    if (backup.state === 'good') {
      await backend.write(main(kind), backup.text);
      return movedAside ? { ok: true, value: backup.data, recovered: { from: 'backup', movedAside } } : { ok: true, value: backup.data };
    }
    const bakAside = backup.state === 'bad' ? await backend.copyAside(bak(kind), now()) : null;
    if (bakAside) await backend.remove(bak(kind));
    if (movedAside) await backend.remove(main(kind));
    const aside = movedAside ?? bakAside;
    return aside ? { ok: true, value: null, recovered: { from: 'none', movedAside: aside } } : { ok: true, value: null };
  }

  /** `dataText` is the value's JSON, made when the call was checked (a caller may change its object later). */
  async function save(kind: Kind, dataText: string): Promise<StoreResult<true>> {
    const current = await inspect(main(kind), kind);
    let movedAside: string | null = null;
    if (current.state === 'good') await backend.write(bak(kind), current.text);
    if (current.state === 'bad') movedAside = await backend.copyAside(main(kind), now());
    await backend.write(main(kind), `{"schema":${STORE_SCHEMA},"savedAt":${JSON.stringify(now().toISOString())},"data":${dataText}}`);
    return movedAside ? { ok: true, value: true, recovered: { from: 'none', movedAside } } : { ok: true, value: true };
  }

  /** The backup first: a crash in between leaves the game as it was, never its older copy alone. */
  async function remove(kind: Kind): Promise<StoreResult<true>> {
    await backend.remove(bak(kind));
    await backend.remove(main(kind));
    return { ok: true, value: true };
  }

  /** Queue the work on the entry, and turn any failure into a sentence. */
  function guarded<T>(kind: Kind, verb: string, task: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> {
    return queue.run(kind.key, task).catch((err) => ({ ok: false as const, error: `Could not ${verb} the ${kind.label}: ${errorCode(err)}.` }));
  }

  async function listGames(): Promise<StoreResult<SavedGameMeta[]>> {
    let ids: string[];
    try {
      ids = await backend.gameIds();
    } catch (err) {
      return { ok: false, error: `Could not list the saved games: ${errorCode(err)}.` };
    }
    const metas: SavedGameMeta[] = [];
    for (const id of ids) {
      if (gameIdProblem(id)) continue;
      const kind = gameKind(id);
      const found = await queue.run(kind.key, async () => {
        const m = await inspect(main(kind), kind);
        return m.state === 'good' ? m : inspect(bak(kind), kind);
      }).catch(() => null);
      if (found?.state !== 'good') continue;
      const rec = found.data as { game: string; title?: string };
      metas.push({ id, game: rec.game, updatedAt: found.savedAt, ...(rec.title !== undefined ? { title: rec.title } : {}) });
    }
    metas.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id.localeCompare(b.id)));
    return { ok: true, value: metas };
  }

  const refuse = (error: string): Promise<StoreResult<never>> => Promise.resolve({ ok: false, error });
  const checked = <T>(problem: () => string | null, run: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> => {
    let p: string | null;
    try {
      p = problem();
    } catch (err) {
      p = `The value could not be checked: ${errorCode(err)}.`;
    }
    return p ? refuse(p) : run();
  };
  const noConcern = (c: unknown) => (isConcern(c) ? null : `There is no stored "${String(c).slice(0, 80)}".`);

  return {
    load: (c) => checked(() => noConcern(c), () => guarded(concernKind(c), 'load', () => load(concernKind(c)))),
    save: (c, v) => checked(() => noConcern(c) ?? concernValueProblem(c, v), () => guarded(concernKind(c), 'save', () => save(concernKind(c), JSON.stringify(v)))),
    listGames,
    loadGame: (id) => checked(() => gameIdProblem(id), () => guarded(gameKind(id), 'load', () => load(gameKind(id)))),
    saveGame: (id, v) => checked(() => gameIdProblem(id) ?? gameRecordProblem(v), () => guarded(gameKind(id), 'save', () => save(gameKind(id), JSON.stringify(v)))),
    deleteGame: (id) => checked(() => gameIdProblem(id), () => guarded(gameKind(id), 'delete', () => remove(gameKind(id)))),
    idle: () => queue.idle(),
  };
}
