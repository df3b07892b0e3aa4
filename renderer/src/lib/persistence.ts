// One storage interface for the renderer (issue 2 item 7, house-style §2): `window.api` (the Electron
// preload) when present, `localStorage` in a plain browser. Both keep the same promise: a damaged entry
// is moved aside (never deleted), the last good backup is used when there is one, and the caller is told
// so in `recovered` — never a crash.

import type { SavedGameMeta, StikkApi, StoreResult } from '../../../electron/api-types';

export type { SavedGameMeta, StikkApi, StoreResult };

export type Persistence = StikkApi & { readonly kind: 'electron' | 'browser' };

const PREFIX = 'stikk:';
const SCHEMA = 1;

interface Envelope {
  schema: number;
  savedAt: string;
  value: unknown;
}

function parseEnvelope(text: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === null) return { ok: true, value: null };
  try {
    const e = JSON.parse(text) as Partial<Envelope>;
    if (typeof e !== 'object' || e === null || e.schema !== SCHEMA || !('value' in e)) return { ok: false };
    return { ok: true, value: e.value };
  } catch {
    return { ok: false };
  }
}

/** A localStorage store with the Electron store's semantics (backup of the last good version, damaged entries moved aside). */
export class BrowserStore {
  constructor(private readonly storage: Storage) {}

  load(key: string): StoreResult<unknown> {
    try {
      const k = PREFIX + key;
      const raw = this.storage.getItem(k);
      const parsed = parseEnvelope(raw);
      if (parsed.ok) return { ok: true, value: parsed.value };
      const movedAside = this.freeKey(`${PREFIX}damaged:${key}`);
      this.storage.setItem(movedAside, raw ?? '');
      this.storage.removeItem(k);
      const backupRaw = this.storage.getItem(k + '.bak');
      const backup = parseEnvelope(backupRaw);
      if (backupRaw !== null && backup.ok) {
        this.storage.setItem(k, backupRaw);
        return { ok: true, value: backup.value, recovered: { from: 'backup', movedAside } };
      }
      return { ok: true, value: null, recovered: { from: 'none', movedAside } };
    } catch (e) {
      return { ok: false, error: String((e as Error).message ?? e) };
    }
  }

  save(key: string, value: unknown): StoreResult<true> {
    try {
      const k = PREFIX + key;
      const text = JSON.stringify({ schema: SCHEMA, savedAt: new Date().toISOString(), value } satisfies Envelope);
      const previous = this.storage.getItem(k);
      if (previous !== null && parseEnvelope(previous).ok) this.storage.setItem(k + '.bak', previous);
      this.storage.setItem(k, text);
      return { ok: true, value: true };
    } catch (e) {
      return { ok: false, error: String((e as Error).message ?? e) };
    }
  }

  remove(key: string): StoreResult<true> {
    try {
      this.storage.removeItem(PREFIX + key);
      this.storage.removeItem(PREFIX + key + '.bak');
      return { ok: true, value: true };
    } catch (e) {
      return { ok: false, error: String((e as Error).message ?? e) };
    }
  }

  savedAt(key: string): string {
    try {
      const e = JSON.parse(this.storage.getItem(PREFIX + key) ?? '{}') as Partial<Envelope>;
      return typeof e.savedAt === 'string' ? e.savedAt : '';
    } catch {
      return '';
    }
  }

  /** Keys under a prefix (without the store prefix), backups and damaged copies left out. */
  keys(prefix: string): string[] {
    const out: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const k = this.storage.key(i);
      if (k && k.startsWith(PREFIX + prefix) && !k.endsWith('.bak')) out.push(k.slice(PREFIX.length + prefix.length));
    }
    return out.sort();
  }

  private freeKey(base: string): string {
    for (let n = 1; ; n++) if (this.storage.getItem(`${base}:${n}`) === null) return `${base}:${n}`;
  }
}

const GAME_ID = /^[a-z0-9-]{1,64}$/;

export function browserPersistence(storage: Storage): Persistence {
  const s = new BrowserStore(storage);
  const concern = (key: string) => ({
    load: async () => s.load(key),
    save: async (v: unknown) => s.save(key, v),
  });
  const checkId = (id: string): { ok: false; error: string } | null =>
    GAME_ID.test(id) ? null : { ok: false, error: `"${id.slice(0, 80)}" is not a valid saved game id (1 to 64 of a-z, 0-9 and -).` };
  const meta = (id: string): SavedGameMeta | null => {
    const r = s.load('games:' + id);
    if (!r.ok || r.value === null || typeof r.value !== 'object') return null;
    const v = r.value as { game?: unknown; title?: unknown; savedAt?: unknown };
    return { id, game: String(v.game ?? ''), updatedAt: s.savedAt('games:' + id), ...(typeof v.title === 'string' ? { title: v.title } : {}) };
  };
  return {
    kind: 'browser',
    settings: concern('settings'),
    stats: concern('stats'),
    lessons: concern('lessons'),
    games: {
      list: async () => ({ ok: true, value: s.keys('games:').flatMap((id) => meta(id) ?? []) }),
      load: async (id) => checkId(id) ?? s.load('games:' + id),
      save: async (id, v) => checkId(id) ?? s.save('games:' + id, v),
      delete: async (id) => checkId(id) ?? s.remove('games:' + id),
    },
  };
}

/** `window.api` when the Electron preload provides it, else localStorage. */
export function createPersistence(win: { api?: unknown; localStorage?: Storage } = globalThis as never): Persistence {
  // A sandboxed preload can only hand over plain objects, so the methods are read off as given.
  if (win.api && typeof win.api === 'object') return { kind: 'electron', ...(win.api as StikkApi) };
  if (win.localStorage) return browserPersistence(win.localStorage);
  return browserPersistence(memoryStorage());
}

/** A Storage that forgets everything on reload (a browser with storage switched off, and tests). */
export function memoryStorage(): Storage {
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
