// The browser's storage backend for store-core.ts, over anything shaped like `localStorage` (the real
// one in a browser, a Map in tests). Here, not in the renderer, so that the one store test suite runs it
// beside the file backend; it needs no DOM types.
import type { Backend, Slot } from './store-core.ts';

/** The part of the Web Storage interface the store uses. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'stikk:';

/**
 * `stikk:<key>` (a game is `stikk:games:<id>`, a score pad `stikk:pads:<id>`), its backup `….bak`, damaged entries copied to
 * `stikk:damaged:<key>:<n>`. localStorage stores one item at a time, so every write is atomic.
 */
export function localStorageBackend(storage: KeyValueStorage): Backend {
  const itemOf = (slot: Slot) => PREFIX + slot.key.replace('/', ':') + (slot.backup ? '.bak' : '');
  return {
    read: async (slot) => {
      const text = storage.getItem(itemOf(slot));
      return text === null ? { state: 'missing' } : { state: 'text', text };
    },
    write: async (slot, text) => storage.setItem(itemOf(slot), text),
    copyAside: async (slot) => {
      const base = `${PREFIX}damaged:${slot.key.replace('/', ':')}${slot.backup ? '.bak' : ''}`;
      let name = `${base}:1`;
      for (let n = 2; storage.getItem(name) !== null; n++) name = `${base}:${n}`;
      storage.setItem(name, storage.getItem(itemOf(slot)) ?? '');
      return name;
    },
    remove: async (slot) => storage.removeItem(itemOf(slot)),
    ids: async (collection) => {
      const ids = new Set<string>();
      const start = `${PREFIX}${collection}:`;
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        // A backup alone still holds the item.
        if (k?.startsWith(start)) ids.add(k.slice(start.length).replace(/\.bak$/, ''));
      }
      return [...ids].sort();
    },
  };
}

/** A storage that forgets everything on reload (a browser with storage switched off, and tests). */
export function memoryStorage(): KeyValueStorage & { clear(): void } {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => (m.has(k) ? (m.get(k) as string) : null),
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}
