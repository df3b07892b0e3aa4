// Score pads kept through the storage core's `pads` collection:
// saved after every valid change, listed under "Your games", a damaged one set aside by the store's own path.
import { checkPadValue } from '../../../../machines/scorepad/file.ts';
import type { Pad } from '../../../../machines/scorepad/types.ts';
import { loadUsable } from '../storage/data-notices.ts';
import type { Persistence } from '../storage/persistence.ts';

export interface PadListItem {
  readonly id: string;
  readonly title: string;
  readonly updatedAt: string;
}

export type PadLoad = { readonly pad: Pad } | { readonly missing: true; readonly error?: string };

/** The pads in the store, newest first. */
export async function listPads(store: Persistence): Promise<PadListItem[]> {
  const r = await store.pads.list();
  if (!r.ok || !r.value) return [];
  return r.value
    .map((m) => ({ id: m.id, title: m.title ?? m.id, updatedAt: m.updatedAt }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * Load and check a pad (every deal through the rules cores). A value the pad cannot use goes to the store's
 * setAside and is reported by the one path for such data (data-notices.ts); its last good copy is used.
 */
export async function loadPad(store: Persistence, id: string): Promise<PadLoad> {
  const entry = { load: () => store.pads.load(id), setAside: () => store.pads.setAside(id) };
  const r = await loadUsable('pad', entry, (raw) => {
    const c = checkPadValue(raw);
    return c.ok && c.pad.id === id ? c.pad : null;
  });
  if (!r.ok) return { missing: true, error: r.error };
  return r.value ? { pad: r.value } : { missing: true };
}

export async function savePad(store: Persistence, pad: Pad): Promise<string | null> {
  const r = await store.pads.save(pad.id, pad);
  return r.ok ? null : r.error;
}

export async function deletePad(store: Persistence, id: string): Promise<string | null> {
  const r = await store.pads.delete(id);
  return r.ok ? null : r.error;
}

export const newPadId = (now = Date.now()): string => `pad-${now.toString(36)}`;
