// One storage interface for the renderer: `window.api` (the Electron
// preload) when present, `localStorage` in a plain browser. Both run the same semantics and validation
// (common/store-core.ts, which imports nothing platform-specific): a damaged entry is copied aside
// (never deleted), the last good backup is used when there is one, and the caller is told so in
// `recovered` — never a crash.

import type { PadMeta, SavedGameMeta, StikkApi, StoreResult } from '../../../../common/api-types';
import { createStore, type Collection, type Concern } from '../../../../common/store-core';
import { localStorageBackend, memoryStorage, type KeyValueStorage } from '../../../../common/store-local';

export { memoryStorage };

export type { PadMeta, SavedGameMeta, StikkApi, StoreResult };

export type Persistence = StikkApi & { readonly kind: 'electron' | 'browser' };

/** The browser store: localStorage with the desktop store's semantics (store-core.ts), as `window.api`'s shape. */
export function browserPersistence(storage: KeyValueStorage, now?: () => Date): Persistence {
  const s = createStore(localStorageBackend(storage), now);
  const concern = (c: Concern) => ({
    load: () => s.load(c),
    save: (v: unknown) => s.save(c, v),
    setAside: () => s.setAside(c),
  });
  const collection = <C extends Collection>(c: C) => ({
    list: () => s.list(c),
    load: (id: string) => s.loadItem(c, id),
    save: (id: string, v: unknown) => s.saveItem(c, id, v),
    delete: (id: string) => s.deleteItem(c, id),
    setAside: (id: string) => s.setAsideItem(c, id),
  });
  return {
    kind: 'browser',
    settings: concern('settings'),
    stats: concern('stats'),
    lessons: concern('lessons'),
    coach: concern('coach'),
    games: collection('games'),
    pads: collection('pads'),
  };
}

/**
 * What the renderer reads off the global object: the preload's `api` in the desktop app (absent in a browser) and
 * the browser's localStorage (absent under Node). The app reads the global object; tests pass a plain one.
 */
export interface Host {
  readonly api?: unknown;
  readonly localStorage?: KeyValueStorage;
}

// The global object as a `Host`: its `api` is checked before use, and a browser's localStorage is a Storage.
const globalObject: object = globalThis;
export const globalHost: Host = globalObject;

/** The preload's API when Stikk runs in the desktop app, else null. */
export function desktopApi(win: Host = globalHost): StikkApi | null {
  // The preload hands over one plain object typed by common/api-types.ts; a browser has none.
  return win.api && typeof win.api === 'object' ? (win.api as StikkApi) : null;
}

/** `window.api` when the Electron preload provides it, else localStorage. */
export function createPersistence(win: Host = globalHost): Persistence {
  // A sandboxed preload can only hand over plain objects, so the methods are read off as given.
  const api = desktopApi(win);
  if (api) return { kind: 'electron', ...api };
  if (win.localStorage) return browserPersistence(win.localStorage);
  return browserPersistence(memoryStorage());
}
