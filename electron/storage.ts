// Stikk's desktop storage: one JSON file per concern under a root folder (main passes the user-data
// folder), plus `games/<id>.json`, with the semantics of store-core.ts (shared with the browser store).
// This file is only the backend: atomic writes, a `.bak` twin, damaged files copied aside byte for byte.
// Plain Node: no electron import.
import { constants } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { TEMP_MARK, asideName, syncDir, writeFileAtomic, type WriteHooks } from './atomic-file.ts';
import { createStore, errorCode, type Backend, type Slot, type Store } from '../common/store-core.ts';
import { COLLECTIONS } from '../common/values.ts';

export { STORE_SCHEMA } from '../common/store-core.ts';

/** An item's file or its backup: `<id>.json`, `<id>.json.bak` (a backup alone still holds the item). */
const ITEM_FILE = /^(.{1,64})\.json(?:\.bak)?$/;
const TEMP_FILE = new RegExp(`\\.json(\\.bak)?${TEMP_MARK.replace('.', '\\.')}\\d+-\\d+$`);

export interface StorageOptions {
  now?: () => Date;
  hooks?: WriteHooks;
}

export interface Storage extends Store {
  /** Deletes temp files left by a write that never finished (call once at start-up). */
  removeStaleTemp(): Promise<number>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file backend: `<root>/<key>.json`, its backup `<key>.json.bak`; collections are folders. */
export function fileBackend(root: string, hooks: WriteHooks = {}): Backend {
  const pathOf = (slot: Slot) => join(root, ...`${slot.key}.json${slot.backup ? '.bak' : ''}`.split('/'));
  const shown = (path: string) => relative(root, path).split(sep).join('/');
  return {
    async read(slot, maxBytes) {
      try {
        const fh = await open(pathOf(slot), 'r');
        try {
          const { size } = await fh.stat();
          if (size > maxBytes + 4096) return { state: 'unreadable', reason: `it is too large (${size} bytes)` };
          const bytes = await fh.readFile();
          try {
            return { state: 'text', text: utf8.decode(bytes) };
          } catch {
            // Never read as U+FFFD and written back: set aside byte for byte instead.
            return { state: 'unreadable', reason: 'it is not valid UTF-8 text' };
          }
        } finally {
          await fh.close();
        }
      } catch (err) {
        if (errorCode(err) === 'ENOENT') return { state: 'missing' };
        return { state: 'unreadable', reason: `it cannot be read (${errorCode(err)})` };
      }
    },
    async write(slot, text) {
      const file = pathOf(slot);
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, text, hooks);
    },
    async copyAside(slot, at) {
      const file = pathOf(slot);
      const aside = await asideName(file, at);
      try {
        await copyFile(file, aside, constants.COPYFILE_EXCL);
      } catch (err) {
        // Not a file (a folder in its place): it cannot be copied, so it is moved aside instead.
        if (!['EISDIR', 'EPERM', 'ENOTSUP'].includes(errorCode(err))) throw err;
        await rename(file, aside);
      }
      await syncDir(dirname(file));
      return shown(aside);
    },
    async remove(slot) {
      await unlink(pathOf(slot)).catch((err) => {
        if (errorCode(err) !== 'ENOENT') throw err;
      });
    },
    async ids(collection) {
      const names = await readdir(join(root, collection)).catch((err) => {
        if (errorCode(err) === 'ENOENT') return [] as string[];
        throw err;
      });
      return [...new Set(names.flatMap((n) => ITEM_FILE.exec(n)?.[1] ?? []))];
    },
  };
}

export function createStorage(root: string, options: StorageOptions = {}): Storage {
  const store = createStore(fileBackend(root, options.hooks), options.now);
  return {
    ...store,
    async removeStaleTemp() {
      let removed = 0;
      for (const dir of [root, ...COLLECTIONS.map((c) => join(root, c))]) {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => TEMP_FILE.test(n))) {
          await unlink(join(dir, name)).then(
            () => removed++,
            () => {},
          );
        }
      }
      return removed;
    },
  };
}
