// The contract between the preload bridge (`window.api`) and the renderer. Types only: no electron or
// node imports, so the renderer can `import type` it.
import type { MenuCommand, MenuState } from './menu.ts';

export type { MenuCommand, MenuState };

/**
 * What every storage call answers. `value: null` means nothing is stored yet. `recovered` says that the
 * stored entry could not be used as it was, so the renderer can tell the player.
 */
export type StoreResult<T> = { ok: true; value: T | null; recovered?: Recovered } | { ok: false; error: string };

export interface Recovered {
  /** The last good copy (the backup) was used, or nothing could be (`value` is null). */
  from: 'backup' | 'none';
  /**
   * Where the entry that could not be used was set aside (a path relative to the user-data folder, or a
   * localStorage key); null when nothing was set aside: the main entry was missing, or setting it aside
   * failed (then `cannotWrite` says why, and the entry stays where it was, never overwritten).
   */
  movedAside: string | null;
  /** Nothing could be written (a read-only folder): the error code. Saves will fail until it is fixed. */
  cannotWrite?: string;
}

export interface SavedGameMeta {
  id: string;
  game: string;
  updatedAt: string;
  title?: string;
}

/** A score pad in the list: its id, when it was saved, and its `title` when it has one. */
export interface PadMeta {
  id: string;
  updatedAt: string;
  title?: string;
}

/**
 * A single stored value. `setAside()` is the one path for data the app cannot use: the entry as it
 * is now is set aside where damaged data is kept (never deleted, never overwritten), and the answer is what
 * a load would give without it: the last good copy if there is a different one (`recovered.from: 'backup'`),
 * else null. Call it when a loaded value does not parse; parse the answer again.
 */
export interface ConcernApi {
  load(): Promise<StoreResult<unknown>>;
  save(value: unknown): Promise<StoreResult<true>>;
  setAside(): Promise<StoreResult<unknown>>;
}

/** A collection of values by id (saved games, score pads); `setAside(id)` as ConcernApi's. */
export interface CollectionApi<Meta> {
  list(): Promise<StoreResult<Meta[]>>;
  load(id: string): Promise<StoreResult<unknown>>;
  save(id: string, value: unknown): Promise<StoreResult<true>>;
  delete(id: string): Promise<StoreResult<true>>;
  setAside(id: string): Promise<StoreResult<unknown>>;
}

/** A record file chosen in the desktop app's Open dialog. */
export interface RecordFile {
  name: string;
  /** The file's text; empty when it was refused unread. */
  text: string;
  /** A file over the size limit or not UTF-8 is refused unread: the words' key `limit.<key>`, its numbers. */
  refused?: { key: string; params: Record<string, number>; message: string };
}

/** Native file dialogs for game records; `value: null` when the player cancels the dialog. */
export interface RecordFilesApi {
  /** Choose a record file to open: its name and its text (checked by the renderer through the rules). */
  open(): Promise<StoreResult<RecordFile>>;
  /** Choose where to save `text` (suggested file name `name`); answers the file name written. */
  save(name: string, text: string): Promise<StoreResult<string>>;
}

export interface StikkApi {
  settings: ConcernApi;
  games: CollectionApi<SavedGameMeta>;
  stats: ConcernApi;
  lessons: ConcernApi;
  /** The learner model: a plain object, its shape checked by common/coach-shape.ts. */
  coach: ConcernApi;
  /** Score pads, `pads/<id>`: each a plain object, checked by common/pad-shape.ts. */
  pads: CollectionApi<PadMeta>;
  /** The desktop window only (absent in a browser). */
  desktop?: DesktopApi;
  /** Only in the desktop app; a browser downloads and uploads instead. */
  records?: RecordFilesApi;
}

/** The native menu and the window's close, between the renderer and main. */
export interface DesktopApi {
  /** What the menu shows: the app's language and what can be done now. */
  setMenuState(state: MenuState): Promise<StoreResult<true>>;
  /** Commands from the menu, and `close` when the window is about to close (save, then readyToClose). */
  onCommand(listener: (command: MenuCommand) => void): void;
  /** Everything is saved: the window may close. */
  readyToClose(): Promise<StoreResult<true>>;
}
