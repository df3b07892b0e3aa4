// The line being typed survives a reload: the pad itself is
// stored after every valid change; the unfinished line is kept in the session's storage until it is entered.
import type { Draft } from './entry.ts';

const key = (id: string) => `stikk:pad-draft:${id}`;

export interface KeptDraft {
  readonly index: number;
  readonly draft: Draft;
}

export function keepDraft(id: string, kept: KeptDraft | null): void {
  try {
    if (kept) globalThis.sessionStorage?.setItem(key(id), JSON.stringify(kept));
    else globalThis.sessionStorage?.removeItem(key(id));
  } catch {
    // No session storage: only the line being typed is lost on a reload, never the pad.
  }
}

const strings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && x.length <= 8);

/** The kept line of pad `id`, if it still fits: `seats` fields each, a contract among `contracts` or none. */
export function keptDraft(id: string, seats: number, contracts: readonly string[]): KeptDraft | null {
  try {
    const r = JSON.parse(globalThis.sessionStorage?.getItem(key(id)) ?? 'null') as {
      index?: unknown;
      draft?: Record<string, unknown>;
    } | null;
    const d = r?.draft;
    if (!r || typeof r.index !== 'number' || !Number.isInteger(r.index) || r.index < 0 || !d) return null;
    if (!strings(d.bids) || !strings(d.tricks) || d.bids.length !== seats || d.tricks.length !== seats) return null;
    const contract = typeof d.contract === 'string' && contracts.includes(d.contract) ? d.contract : '';
    return { index: r.index, draft: { bids: d.bids, tricks: d.tricks, contract } };
  } catch {
    return null;
  }
}
