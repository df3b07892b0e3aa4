// The one set of storage semantics shared by the desktop store (files, storage.ts) and the browser store
// (localStorage, renderer/src/lib/storage/persistence.ts): what is valid, the `{ schema, savedAt, data }` wrapper,
// the last good version kept as a backup, damaged entries copied aside before anything replaces them, and
// an answer for every call instead of an exception. A backend only reads, writes, copies and removes text.
// Data the app cannot use — damaged, of a newer version, or of a shape the app refuses (`setAside`) — takes
// one path: set aside where damaged data is kept, the last good copy used, never overwritten.
// Plain TypeScript: no node or DOM import.
import type { PadMeta, Recovered, SavedGameMeta, StoreResult } from './api-types.ts';
import { KeyedQueue, STORE_SCHEMA, errorCode, inspectText, type Kind, type Read } from './store-inspect.ts';
import {
  ITEM_NAME,
  MAX_BYTES,
  concernName,
  concernValueProblem,
  isCollection,
  isConcern,
  itemIdProblem,
  itemValueProblem,
  type Collection,
  type Concern,
} from './values.ts';

export { KeyedQueue, STORE_SCHEMA, errorCode, inspectText, type Read };
export type { Collection, Concern };

/** One stored entry: `key` is a concern or `<collection>/<id>`; `backup` names its `.bak` twin. */
export interface Slot {
  readonly key: string;
  readonly backup: boolean;
}

export interface Backend {
  /** The entry's text; a backend may answer 'unreadable' without reading when it is far over `maxBytes`. */
  read(slot: Slot, maxBytes: number): Promise<Read>;
  /** Replace the entry so that a reader sees the old or the new text, never a mix. */
  write(slot: Slot, text: string): Promise<void>;
  /** Copy the entry as it is to a name nothing else uses; answers that name as the player is shown it. */
  copyAside(slot: Slot, at: Date): Promise<string>;
  /** Remove the entry; a missing entry is fine. */
  remove(slot: Slot): Promise<void>;
  /** The ids in a collection that may hold an item, from a main entry or a backup (the core checks each). */
  ids(collection: Collection): Promise<string[]>;
}

export type ItemMeta<C extends Collection> = C extends 'games' ? SavedGameMeta : PadMeta;

export interface Store {
  load(concern: Concern): Promise<StoreResult<unknown>>;
  save(concern: Concern, value: unknown): Promise<StoreResult<true>>;
  /** The app cannot use what `load` gave: set the entry aside and answer the last good copy, if another. */
  setAside(concern: Concern): Promise<StoreResult<unknown>>;
  list<C extends Collection>(collection: C): Promise<StoreResult<ItemMeta<C>[]>>;
  loadItem(collection: Collection, id: string): Promise<StoreResult<unknown>>;
  saveItem(collection: Collection, id: string, value: unknown): Promise<StoreResult<true>>;
  deleteItem(collection: Collection, id: string): Promise<StoreResult<true>>;
  setAsideItem(collection: Collection, id: string): Promise<StoreResult<unknown>>;
  listGames(): Promise<StoreResult<SavedGameMeta[]>>;
  loadGame(id: string): Promise<StoreResult<unknown>>;
  saveGame(id: string, value: unknown): Promise<StoreResult<true>>;
  deleteGame(id: string): Promise<StoreResult<true>>;
  /** Resolves when every read and write started so far has finished (call before quitting). */
  idle(): Promise<void>;
}

export function createStore(backend: Backend, now: () => Date = () => new Date()): Store {
  const queue = new KeyedQueue();
  /** Entries the app refused whose setting aside failed: never overwritten until they are set aside. */
  const distrusted = new Set<string>();
  const main = (kind: Kind): Slot => ({ key: kind.key, backup: false });
  const bak = (kind: Kind): Slot => ({ key: kind.key, backup: true });
  const inspect = async (slot: Slot, kind: Kind) =>
    inspectText(await backend.read(slot, kind.maxBytes), kind.maxBytes, kind.problem);

  const concernKind = (c: Concern): Kind => ({
    key: c,
    label: concernName(c),
    maxBytes: MAX_BYTES[c],
    problem: (d) => concernValueProblem(c, d),
  });
  const itemKind = (c: Collection, id: string): Kind => ({
    key: `${c}/${id}`,
    label: `${ITEM_NAME[c]} "${id}"`,
    maxBytes: c === 'games' ? MAX_BYTES.game : MAX_BYTES.pad,
    problem: (d) => itemValueProblem(c, d),
  });

  /** Try a change; a failure (a read-only folder) is remembered, never thrown: nothing else is changed then. */
  const attempt = async <T>(run: () => Promise<T>, failed: { code?: string }): Promise<T | null> => {
    if (failed.code) return null;
    try {
      return await run();
    } catch (err) {
      failed.code = errorCode(err);
      return null;
    }
  };

  /**
   * The main entry cannot be used (`mainText`: its text, when the app refused what it read; `mainBad`: it is
   * there but damaged). Every step leaves a loadable copy: the main entry is copied aside before the backup
   * replaces it (atomically), a missing main entry with a good backup is restored from it, and nothing is
   * removed or replaced unless its copy aside succeeded.
   */
  async function recover(kind: Kind, mainBad: boolean, mainText: string | null): Promise<StoreResult<unknown>> {
    const failed: { code?: string } = {};
    const movedAside = mainBad ? await attempt(() => backend.copyAside(main(kind), now()), failed) : null;
    const done = (from: 'backup' | 'none', value: unknown, aside: string | null): StoreResult<unknown> => {
      const recovered: Recovered = { from, movedAside: aside, ...(failed.code ? { cannotWrite: failed.code } : {}) };
      return { ok: true, value, recovered };
    };
    const backup = await inspect(bak(kind), kind);
    if (backup.state === 'good' && backup.text !== mainText) {
      if (!mainBad || movedAside) await attempt(() => backend.write(main(kind), backup.text), failed);
      return done('backup', backup.data, movedAside);
    }
    // The backup is what was refused (restored from it before): its copy aside is the one just made.
    const sameAsMain = backup.state === 'good';
    const bakAside = backup.state === 'bad' ? await attempt(() => backend.copyAside(bak(kind), now()), failed) : null;
    if (bakAside || (sameAsMain && movedAside)) await attempt(() => backend.remove(bak(kind)), failed);
    if (movedAside) await attempt(() => backend.remove(main(kind)), failed);
    if (!mainBad && backup.state === 'missing') return { ok: true, value: null };
    return done('none', null, movedAside ?? bakAside);
  }

  async function load(kind: Kind): Promise<StoreResult<unknown>> {
    const found = await inspect(main(kind), kind);
    if (found.state === 'good') return { ok: true, value: found.data };
    return recover(kind, found.state === 'bad', null);
  }

  async function setAside(kind: Kind): Promise<StoreResult<unknown>> {
    const found = await backend.read(main(kind), kind.maxBytes);
    if (found.state === 'missing') return { ok: true, value: null };
    distrusted.add(kind.key);
    const r = await recover(kind, true, found.state === 'text' ? found.text : null);
    if (r.ok && r.recovered?.movedAside) distrusted.delete(kind.key);
    return r;
  }

  /** `dataText` is the value's JSON, made when the call was checked (a caller may change its object later). */
  async function save(kind: Kind, dataText: string): Promise<StoreResult<true>> {
    const current = await inspect(main(kind), kind);
    const refused = current.state === 'bad' || (current.state === 'good' && distrusted.has(kind.key));
    let movedAside: string | null = null;
    if (refused) movedAside = await backend.copyAside(main(kind), now());
    else if (current.state === 'good') {
      // A damaged backup is copied aside before the good version replaces it: nothing unreadable is lost.
      if ((await inspect(bak(kind), kind)).state === 'bad') await backend.copyAside(bak(kind), now());
      await backend.write(bak(kind), current.text);
    }
    distrusted.delete(kind.key);
    await backend.write(
      main(kind),
      `{"schema":${STORE_SCHEMA},"savedAt":${JSON.stringify(now().toISOString())},"data":${dataText}}`,
    );
    return movedAside ? { ok: true, value: true, recovered: { from: 'none', movedAside } } : { ok: true, value: true };
  }

  /** The backup first: a crash in between leaves the item as it was, never its older copy alone. */
  async function remove(kind: Kind): Promise<StoreResult<true>> {
    await backend.remove(bak(kind));
    await backend.remove(main(kind));
    return { ok: true, value: true };
  }

  /** Queue the work on the entry, and turn any failure into a sentence. */
  function guarded<T>(kind: Kind, verb: string, task: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> {
    return queue
      .run(kind.key, task)
      .catch((err) => ({ ok: false as const, error: `Could not ${verb} the ${kind.label}: ${errorCode(err)}.` }));
  }

  async function list<C extends Collection>(collection: C): Promise<StoreResult<ItemMeta<C>[]>> {
    let ids: string[];
    try {
      ids = [...new Set(await backend.ids(collection))];
    } catch (err) {
      return { ok: false, error: `Could not list the ${ITEM_NAME[collection]}s: ${errorCode(err)}.` };
    }
    const metas: (SavedGameMeta | PadMeta)[] = [];
    for (const id of ids) {
      if (itemIdProblem(collection, id)) continue;
      const kind = itemKind(collection, id);
      const found = await queue
        .run(kind.key, async () => {
          const m = await inspect(main(kind), kind);
          return m.state === 'good' ? m : inspect(bak(kind), kind);
        })
        .catch(() => null);
      if (found?.state !== 'good') continue;
      const rec = found.data as { game?: string; title?: string };
      const title = rec.title !== undefined ? { title: rec.title } : {};
      metas.push(
        collection === 'games'
          ? { id, game: rec.game as string, updatedAt: found.savedAt, ...title }
          : { id, updatedAt: found.savedAt, ...title },
      );
    }
    metas.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id.localeCompare(b.id)));
    return { ok: true, value: metas as ItemMeta<C>[] };
  }

  const checked = <T>(problem: () => string | null, run: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> => {
    let p: string | null;
    try {
      p = problem();
    } catch (err) {
      p = `The value could not be checked: ${errorCode(err)}.`;
    }
    return p ? Promise.resolve({ ok: false, error: p }) : run();
  };
  const noConcern = (c: unknown) => (isConcern(c) ? null : `There is no stored "${String(c).slice(0, 80)}".`);
  const noItem = (c: unknown, id: unknown) =>
    isCollection(c) ? itemIdProblem(c, id) : `There is no stored "${String(c).slice(0, 80)}".`;
  const onConcern = (c: Concern, verb: string, run: (k: Kind) => Promise<StoreResult<unknown>>) =>
    checked(
      () => noConcern(c),
      () => guarded(concernKind(c), verb, () => run(concernKind(c))),
    );
  const onItem = <T>(
    c: Collection,
    id: string,
    verb: string,
    run: (k: Kind) => Promise<StoreResult<T>>,
    valueProblem: () => string | null = () => null,
  ) =>
    checked(
      () => noItem(c, id) ?? valueProblem(),
      () => guarded(itemKind(c, id), verb, () => run(itemKind(c, id))),
    );

  const store: Store = {
    load: (c) => onConcern(c, 'load', load),
    save: (c, v) =>
      checked(
        () => noConcern(c) ?? concernValueProblem(c, v),
        () => guarded(concernKind(c), 'save', () => save(concernKind(c), JSON.stringify(v))),
      ),
    setAside: (c) => onConcern(c, 'set aside', setAside),
    list: (c) =>
      isCollection(c)
        ? list(c)
        : Promise.resolve({ ok: false, error: `There is no stored "${String(c).slice(0, 80)}".` }),
    loadItem: (c, id) => onItem(c, id, 'load', load),
    saveItem: (c, id, v) =>
      onItem(
        c,
        id,
        'save',
        (k) => save(k, JSON.stringify(v)),
        () => itemValueProblem(c, v),
      ),
    deleteItem: (c, id) => onItem(c, id, 'delete', remove),
    setAsideItem: (c, id) => onItem(c, id, 'set aside', setAside),
    listGames: () => list('games'),
    loadGame: (id) => store.loadItem('games', id),
    saveGame: (id, v) => store.saveItem('games', id, v),
    deleteGame: (id) => store.deleteItem('games', id),
    idle: () => queue.idle(),
  };
  return store;
}
