// The contract between the preload bridge (`window.api`) and the renderer. Types only: no electron or
// node imports, so the renderer can `import type` it.
import type { MenuCommand, MenuState } from './menu.ts';

export type { MenuCommand, MenuState };

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

/** A record file chosen in the desktop app's Open dialog (issue 13 item 5). */
export interface RecordFile {
  name: string;
  text: string;
}

/** Native file dialogs for game records; `value: null` when the player cancels the dialog. */
export interface RecordFilesApi {
  /** Choose a record file to open: its name and its text (checked by the renderer through the rules). */
  open(): Promise<StoreResult<RecordFile>>;
  /** Choose where to save `text` (suggested file name `name`); answers the file name written. */
  save(name: string, text: string): Promise<StoreResult<string>>;
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
  /** The desktop window only (absent in a browser). */
  desktop?: DesktopApi;
  /** Only in the desktop app; a browser downloads and uploads instead. */
  records?: RecordFilesApi;
}

/** The native menu and the window's close, between the renderer and main (issue 12 items 2 and 3). */
export interface DesktopApi {
  /** What the menu shows: the app's language and what can be done now. */
  setMenuState(state: MenuState): Promise<StoreResult<true>>;
  /** Commands from the menu, and `close` when the window is about to close (save, then readyToClose). */
  onCommand(listener: (command: MenuCommand) => void): void;
  /** Everything is saved: the window may close. */
  readyToClose(): Promise<StoreResult<true>>;
}
