// Score pads kept through the storage core's `pads` collection (issue 25 item 4; docs/seams.md "Storage"):
// saved after every valid change, listed under "Your games", a damaged one set aside by the store's own path.
import { checkPadValue } from '../../../../machines/scorepad/file.ts';
import type { Pad } from '../../../../machines/scorepad/types.ts';
import type { Persistence } from '../persistence.ts';

export interface PadListItem {
  readonly id: string;
  readonly title: string;
  readonly updatedAt: string;
}

export type PadLoad = { readonly pad: Pad } | { readonly damaged: string | null; readonly error?: string };

/** The pads in the store, newest first. */
export async function listPads(store: Persistence): Promise<PadListItem[]> {
  const r = await store.pads.list();
  if (!r.ok || !r.value) return [];
  return r.value.map((m) => ({ id: m.id, title: m.title ?? m.id, updatedAt: m.updatedAt })).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Load and check a pad; a value the pad cannot use is set aside (never overwritten) and named. */
export async function loadPad(store: Persistence, id: string): Promise<PadLoad> {
  const r = await store.pads.load(id);
  if (!r.ok) return { damaged: null, error: r.error };
  if (r.value === null) return { damaged: r.recovered?.movedAside ?? null };
  const c = checkPadValue(r.value);
  if (c.ok) return { pad: c.pad };
  const aside = await store.pads.setAside(id);
  return { damaged: aside.ok ? (aside.recovered?.movedAside ?? id) : null, error: aside.ok ? undefined : aside.error };
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
