// One storage interface for the renderer (issue 2 item 7, house-style §2): `window.api` (the Electron
// preload) when present, `localStorage` in a plain browser. Both run the same semantics and validation
// (electron/store-core.ts, which imports nothing platform-specific): a damaged entry is copied aside
// (never deleted), the last good backup is used when there is one, and the caller is told so in
// `recovered` — never a crash.

import type { SavedGameMeta, StikkApi, StoreResult } from '../../../electron/api-types';
import { createStore } from '../../../electron/store-core';
import { localStorageBackend, memoryStorage, type KeyValueStorage } from '../../../electron/store-local';

export { memoryStorage };

export type { SavedGameMeta, StikkApi, StoreResult };

export type Persistence = StikkApi & { readonly kind: 'electron' | 'browser' };

/** The browser store: localStorage with the desktop store's semantics (store-core.ts), as `window.api`'s shape. */
export function browserPersistence(storage: KeyValueStorage, now?: () => Date): Persistence {
  const s = createStore(localStorageBackend(storage), now);
  const concern = (c: 'settings' | 'stats' | 'lessons') => ({ load: () => s.load(c), save: (v: unknown) => s.save(c, v) });
  return {
    kind: 'browser',
    settings: concern('settings'),
    stats: concern('stats'),
    lessons: concern('lessons'),
    games: { list: () => s.listGames(), load: (id) => s.loadGame(id), save: (id, v) => s.saveGame(id, v), delete: (id) => s.deleteGame(id) },
  };
}

/** `window.api` when the Electron preload provides it, else localStorage. */
export function createPersistence(win: { api?: unknown; localStorage?: KeyValueStorage } = globalThis as never): Persistence {
  // A sandboxed preload can only hand over plain objects, so the methods are read off as given.
  if (win.api && typeof win.api === 'object') return { kind: 'electron', ...(win.api as StikkApi) };
  if (win.localStorage) return browserPersistence(win.localStorage);
  return browserPersistence(memoryStorage());
}
