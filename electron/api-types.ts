// The contract between the preload bridge (`window.api`) and the renderer. Types only: no electron or
// node imports, so the renderer can `import type` it.

/**
 * What every storage call answers. `value: null` means nothing is stored yet. `recovered` says that the
 * stored file was damaged and moved aside (`movedAside`: its new path, relative to the user-data
 * folder), and whether the last good backup was used (`from: 'backup'`) or nothing could be saved
 * (`from: 'none'`), so the renderer can tell the player.
 */
export type StoreResult<T> =
  | { ok: true; value: T | null; recovered?: { from: 'backup' | 'none'; movedAside: string } }
  | { ok: false; error: string };

export interface SavedGameMeta {
  id: string;
  game: string;
  updatedAt: string;
  title?: string;
}

export interface StikkApi {
  settings: { load(): Promise<StoreResult<unknown>>; save(value: unknown): Promise<StoreResult<true>> };
  games: {
    list(): Promise<StoreResult<SavedGameMeta[]>>;
    load(id: string): Promise<StoreResult<unknown>>;
    save(id: string, value: unknown): Promise<StoreResult<true>>;
    delete(id: string): Promise<StoreResult<true>>;
  };
  stats: { load(): Promise<StoreResult<unknown>>; save(value: unknown): Promise<StoreResult<true>> };
  lessons: { load(): Promise<StoreResult<unknown>>; save(value: unknown): Promise<StoreResult<true>> };
}
