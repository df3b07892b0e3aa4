// Stikk's storage: one JSON file per concern under a root folder (main passes the user-data folder),
// plus `games/<id>.json`. Each file is `{ schema, savedAt, data }`. Writes are atomic and keep a `.bak`
// of the last good version; a damaged file is moved aside (never deleted) and the backup is used. Every
// method answers a StoreResult and never throws. Plain Node: no electron import.
import { open, mkdir, readdir, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { SavedGameMeta, StoreResult } from './api-types.ts';
import { KeyedQueue, TEMP_MARK, errorCode, moveAside, writeFileAtomic, type WriteHooks } from './atomic-file.ts';
import {
  MAX_BYTES, concernValueProblem, gameIdProblem, gameRecordProblem, isConcern, isPlainObject, type Concern,
} from './values.ts';

export const STORE_SCHEMA = 1;
const GAMES_DIR = 'games';
const GAME_FILE = /^([a-z0-9-]{1,64})\.json$/;
const TEMP_FILE = new RegExp(`\\.json(\\.bak)?${TEMP_MARK.replace('.', '\\.')}\\d+-\\d+$`);

export interface StorageOptions {
  now?: () => Date;
  hooks?: WriteHooks;
}

export interface Storage {
  load(concern: Concern): Promise<StoreResult<unknown>>;
  save(concern: Concern, value: unknown): Promise<StoreResult<true>>;
  listGames(): Promise<StoreResult<SavedGameMeta[]>>;
  loadGame(id: string): Promise<StoreResult<unknown>>;
  saveGame(id: string, value: unknown): Promise<StoreResult<true>>;
  deleteGame(id: string): Promise<StoreResult<true>>;
  /** Deletes temp files left by a write that never finished (call once at start-up). */
  removeStaleTemp(): Promise<number>;
  /** Resolves when every read and write started so far has finished (call before quitting). */
  idle(): Promise<void>;
}

interface Kind {
  file: string;
  label: string;
  maxBytes: number;
  problem(data: unknown): string | null;
}

type Inspection =
  | { state: 'missing' }
  | { state: 'good'; text: string; savedAt: string; data: unknown }
  | { state: 'bad'; reason: string };

/** Read and check one stored file without changing anything. */
async function inspect(file: string, kind: Kind): Promise<Inspection> {
  let text: string;
  try {
    const fh = await open(file, 'r');
    try {
      const { size } = await fh.stat();
      if (size > kind.maxBytes + 4096) return { state: 'bad', reason: `it is too large (${size} bytes)` };
      text = await fh.readFile('utf8');
    } finally {
      await fh.close();
    }
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return { state: 'missing' };
    return { state: 'bad', reason: `it cannot be read (${errorCode(err)})` };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { state: 'bad', reason: 'it is not valid JSON' };
  }
  if (!isPlainObject(doc) || !('data' in doc) || typeof doc.savedAt !== 'string') {
    return { state: 'bad', reason: 'it is not a Stikk storage file' };
  }
  if (doc.schema !== STORE_SCHEMA) return { state: 'bad', reason: `its schema is ${JSON.stringify(doc.schema)}, not ${STORE_SCHEMA}` };
  const problem = kind.problem(doc.data);
  if (problem) return { state: 'bad', reason: problem };
  return { state: 'good', text, savedAt: doc.savedAt, data: doc.data };
}

export function createStorage(root: string, options: StorageOptions = {}): Storage {
  const now = options.now ?? (() => new Date());
  const hooks = options.hooks ?? {};
  const queue = new KeyedQueue();
  const shown = (path: string) => relative(root, path).split(sep).join('/');
  const gamesDir = join(root, GAMES_DIR);

  const concernKind = (c: Concern): Kind => ({
    file: join(root, `${c}.json`), label: c === 'window' ? 'window state' : c,
    maxBytes: MAX_BYTES[c], problem: (d) => concernValueProblem(c, d),
  });
  const gameKind = (id: string): Kind => ({
    file: join(gamesDir, `${id}.json`), label: `saved game "${id}"`, maxBytes: MAX_BYTES.game, problem: gameRecordProblem,
  });

  async function load(kind: Kind): Promise<StoreResult<unknown>> {
    const { file } = kind;
    const found = await inspect(file, kind);
    if (found.state === 'missing') return { ok: true, value: null };
    if (found.state === 'good') return { ok: true, value: found.data };
    const movedAside = shown(await moveAside(file, now()));
    const backup = await inspect(`${file}.bak`, kind);
    if (backup.state === 'good') {
      await writeFileAtomic(file, backup.text, hooks);
      return { ok: true, value: backup.data, recovered: { from: 'backup', movedAside } };
    }
    if (backup.state === 'bad') await moveAside(`${file}.bak`, now());
    return { ok: true, value: null, recovered: { from: 'none', movedAside } };
  }

  async function save(kind: Kind, data: unknown): Promise<StoreResult<true>> {
    const { file } = kind;
    await mkdir(dirname(file), { recursive: true });
    const current = await inspect(file, kind);
    let movedAside: string | null = null;
    if (current.state === 'good') await writeFileAtomic(`${file}.bak`, current.text, hooks);
    if (current.state === 'bad') movedAside = shown(await moveAside(file, now()));
    const text = JSON.stringify({ schema: STORE_SCHEMA, savedAt: now().toISOString(), data });
    await writeFileAtomic(file, text, hooks);
    return movedAside ? { ok: true, value: true, recovered: { from: 'none', movedAside } } : { ok: true, value: true };
  }

  /** Queue the work on the file, and turn any failure into a sentence. */
  function guarded<T>(kind: Kind, verb: string, task: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> {
    return queue.run(kind.file, task).catch((err) => ({ ok: false as const, error: `Could not ${verb} the ${kind.label}: ${errorCode(err)}.` }));
  }

  async function listGames(): Promise<StoreResult<SavedGameMeta[]>> {
    let names: string[];
    try {
      names = await readdir(gamesDir);
    } catch (err) {
      if (errorCode(err) === 'ENOENT') return { ok: true, value: [] };
      return { ok: false, error: `Could not list the saved games: ${errorCode(err)}.` };
    }
    const metas: SavedGameMeta[] = [];
    for (const name of names) {
      const id = GAME_FILE.exec(name)?.[1];
      if (!id) continue;
      const kind = gameKind(id);
      const found = await queue.run(kind.file, async () => {
        const main = await inspect(kind.file, kind);
        return main.state === 'good' ? main : inspect(`${kind.file}.bak`, kind);
      }).catch(() => null);
      if (found?.state !== 'good') continue;
      const rec = found.data as { game: string; title?: string };
      metas.push({ id, game: rec.game, updatedAt: found.savedAt, ...(rec.title !== undefined ? { title: rec.title } : {}) });
    }
    metas.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id.localeCompare(b.id)));
    return { ok: true, value: metas };
  }

  const refuse = (error: string): Promise<StoreResult<never>> => Promise.resolve({ ok: false, error });

  return {
    load(concern) {
      if (!isConcern(concern)) return refuse(`There is no stored "${String(concern)}".`);
      const kind = concernKind(concern);
      return guarded(kind, 'load', () => load(kind));
    },
    save(concern, value) {
      if (!isConcern(concern)) return refuse(`There is no stored "${String(concern)}".`);
      const problem = concernValueProblem(concern, value);
      if (problem) return refuse(problem);
      const kind = concernKind(concern);
      return guarded(kind, 'save', () => save(kind, value));
    },
    listGames,
    loadGame(id) {
      const problem = gameIdProblem(id);
      if (problem) return refuse(problem);
      const kind = gameKind(id);
      return guarded(kind, 'load', () => load(kind));
    },
    saveGame(id, value) {
      const problem = gameIdProblem(id) ?? gameRecordProblem(value);
      if (problem) return refuse(problem);
      const kind = gameKind(id);
      return guarded(kind, 'save', () => save(kind, value));
    },
    deleteGame(id) {
      const problem = gameIdProblem(id);
      if (problem) return refuse(problem);
      const kind = gameKind(id);
      return guarded(kind, 'delete', async () => {
        for (const f of [kind.file, `${kind.file}.bak`]) {
          await unlink(f).catch((err) => {
            if (errorCode(err) !== 'ENOENT') throw err;
          });
        }
        return { ok: true, value: true };
      });
    },
    async removeStaleTemp() {
      let removed = 0;
      for (const dir of [root, gamesDir]) {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => TEMP_FILE.test(n))) {
          await unlink(join(dir, name)).then(() => removed++, () => {});
        }
      }
      return removed;
    },
    idle: () => queue.idle(),
  };
}
