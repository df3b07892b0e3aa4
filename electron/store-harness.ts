// Tests and the corruption sweep only: the two stores' harnesses for the contract suites (store-contract*.test.ts):
// raw access to an entry, the damaged copies kept, a backend that fails at its n-th change (as a killed process
// stops), and one whose folder cannot be written.
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createStore, type Backend, type Slot, type Store } from '../common/store-core.ts';
import { fileBackend } from './storage.ts';
import { localStorageBackend, memoryStorage } from '../common/store-local.ts';

export interface Harness {
  backend(): Backend;
  /** Write raw text into an entry, as a damaged or foreign file would be. */
  put(slot: Slot, text: string): Promise<void>;
  get(slot: Slot): Promise<string | null>;
  /** The damaged copies kept so far: name → text. */
  aside(): Promise<Map<string, string>>;
}

export const desktop = async (): Promise<Harness & { root?: string; dispose(): Promise<void> }> => {
  const root = await mkdtemp(join(tmpdir(), 'stikk-contract-'));
  const path = (s: Slot) => join(root, ...`${s.key}.json${s.backup ? '.bak' : ''}`.split('/'));
  const allFiles = async (dir = root, prefix = ''): Promise<string[]> => {
    const out: string[] = [];
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) out.push(...(await allFiles(join(dir, e.name), `${prefix}${e.name}/`)));
      else out.push(prefix + e.name);
    }
    return out;
  };
  return {
    root,
    backend: () => fileBackend(root),
    put: async (s, text) => {
      await mkdir(dirname(path(s)), { recursive: true });
      await writeFile(path(s), text);
    },
    get: (s) => readFile(path(s), 'utf8').catch(() => null),
    aside: async () => {
      const names = (await allFiles()).filter((f) => f.includes('.corrupt-'));
      return new Map(
        await Promise.all(names.map(async (n) => [n, await readFile(join(root, n), 'utf8')] as [string, string])),
      );
    },
    dispose: () => rm(root, { recursive: true, force: true }),
  };
};

export const browser = async (): Promise<Harness & { root?: string; dispose(): Promise<void> }> => {
  const storage = memoryStorage();
  const item = (s: Slot) => `stikk:${s.key.replace('/', ':')}${s.backup ? '.bak' : ''}`;
  return {
    backend: () => localStorageBackend(storage),
    put: async (s, text) => storage.setItem(item(s), text),
    get: async (s) => storage.getItem(item(s)),
    aside: async () => {
      const out = new Map<string, string>();
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i) as string;
        if (k.startsWith('stikk:damaged:')) out.set(k, storage.getItem(k) as string);
      }
      return out;
    },
    dispose: async () => {},
  };
};

/** A backend that throws (as a killed process stops) at its n-th change: write, copy aside or remove. */
export function crashingAt(inner: Backend, n: number): Backend & { changes: number } {
  const b = {
    changes: 0,
    read: inner.read.bind(inner),
    ids: inner.ids.bind(inner),
    write: (s: Slot, t: string) => b.step(() => inner.write(s, t)),
    copyAside: (s: Slot, at: Date) => b.step(() => inner.copyAside(s, at)),
    remove: (s: Slot) => b.step(() => inner.remove(s)),
    async step<T>(run: () => Promise<T>): Promise<T> {
      if (++b.changes === n) throw Object.assign(new Error('killed'), { code: 'KILLED' });
      return run();
    },
  };
  return b;
}

/** A backend whose folder cannot be written: every change fails as EACCES does, reads work. */
export function readOnly(inner: Backend): Backend & { tried: number } {
  const refuse = async (): Promise<never> => {
    b.tried++;
    throw Object.assign(new Error('read-only'), { code: 'EACCES' });
  };
  const b = {
    tried: 0,
    read: inner.read.bind(inner),
    ids: inner.ids.bind(inner),
    write: refuse,
    copyAside: refuse,
    remove: refuse,
  };
  return b;
}

/** An entry as the store writes it: the schema, when, and the data. */
export const doc = (data: unknown, schema = 1): string =>
  JSON.stringify({ schema, savedAt: '2025-01-01T00:00:00.000Z', data });

/** A game record with nothing played, and any fields to change. */
export const record = (extra: Record<string, unknown> = {}) => ({
  format: 'stikk-record/1',
  game: 'spades',
  firstDealer: 0,
  deals: [],
  ...extra,
});

type Live = Harness & { root?: string; dispose(): Promise<void> };

/** Both stores, for `describe.each`: the contract suites run every case against each. */
export const BACKENDS: readonly (readonly [string, () => Promise<Live>])[] = [
  ['desktop files', desktop],
  ['browser localStorage', browser],
];

/**
 * One contract suite's store: `fresh()` makes an empty one (and restarts the clock, a second a call), `open()`
 * a store on it (or on another backend, such as a crashing one), `h` its raw entries. Call `h.dispose()` after
 * each test (afterEach), as the suites do.
 */
export function storeUnderTest(make: () => Promise<Live>): {
  h: Live;
  open(backend?: Backend): Store;
  fresh(): Promise<void>;
} {
  let current: Live | null = null;
  let clock = 0;
  const now = () => new Date(Date.UTC(2025, 0, 1) + 1000 * clock++);
  const live = (): Live => {
    if (!current) throw new Error('storeUnderTest: call fresh() first');
    return current;
  };
  const h: Live = {
    backend: () => live().backend(),
    put: (slot, text) => live().put(slot, text),
    get: (slot) => live().get(slot),
    aside: () => live().aside(),
    dispose: async () => {
      await current?.dispose();
      current = null;
    },
  };
  return {
    h,
    open: (backend = h.backend()) => createStore(backend, now),
    fresh: async () => {
      current = await make();
      clock = 0;
    },
  };
}
