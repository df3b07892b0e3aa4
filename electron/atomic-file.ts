// Crash-safe file primitives for storage.ts: atomic replace (temp file in the same folder, write, fsync,
// rename, fsync the folder) and a free name for a damaged file's copy.
import { open, rename, unlink, access } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorCode } from '../common/store-core.ts';

/** Test seam: runs after the temp file is complete and synced, before it replaces the target. */
export interface WriteHooks {
  beforeRename?(tempPath: string, target: string): Promise<void> | void;
}

/** Temp files are `<target>.tmp-<pid>-<n>`: never a name that storage reads or lists. */
export const TEMP_MARK = '.tmp-';
let tempCounter = 0;

/** fsync a folder so a rename inside it survives a power cut; not supported everywhere (Windows). */
export async function syncDir(dir: string): Promise<void> {
  let fh;
  try {
    fh = await open(dir, 'r');
    await fh.sync();
  } catch {
    // EISDIR/EPERM/EINVAL on platforms that cannot open or sync a folder: the rename is still atomic.
  } finally {
    await fh?.close().catch(() => {});
  }
}

/** Windows refuses a rename while another process (a virus scanner) holds the file: retry briefly. */
async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rename(from, to);
    } catch (err) {
      const busy = ['EPERM', 'EACCES', 'EBUSY'].includes(errorCode(err));
      if (!busy || process.platform !== 'win32' || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 20 * (attempt + 1)));
    }
  }
}

/** Replace `target` with `text` so that a reader sees either the old or the new content, never a mix. */
export async function writeFileAtomic(target: string, text: string, hooks: WriteHooks = {}): Promise<void> {
  const temp = `${target}${TEMP_MARK}${process.pid}-${++tempCounter}`;
  try {
    const fh = await open(temp, 'wx', 0o600);
    try {
      await fh.writeFile(text, 'utf8');
      await fh.sync();
    } finally {
      await fh.close();
    }
    await hooks.beforeRename?.(temp, target);
    await renameWithRetry(temp, target);
  } catch (err) {
    await unlink(temp).catch(() => {});
    throw err;
  }
  await syncDir(dirname(target));
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** A free name `<file>.corrupt-<timestamp>[-n]` for a damaged file's copy (it is never deleted). */
export async function asideName(file: string, now: Date): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let aside = `${file}.corrupt-${stamp}`;
  for (let n = 2; await exists(aside); n++) aside = `${file}.corrupt-${stamp}-${n}`;
  return aside;
}
