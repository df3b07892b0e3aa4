// The one path for stored data the app cannot use, on the renderer's side: every kind (settings,
// lessons, statistics, the learner model, saved games, score pads) is loaded, parsed, and when it does not
// parse handed back to the store's `setAside` — which keeps it where damaged data goes, never overwritten,
// and answers the last good copy if there is another. Each step is reported in words that fit: damaged or
// unknown, the last good copy used, or a folder Stikk cannot write to. Screens and the archive report through
// `reportData`; the app shows what is reported.
import type { MessageKey } from '../../i18n/en.ts';
import type { Params } from '../../i18n/format.ts';
import type { StoreResult } from './persistence.ts';

export type DataKind = 'settings' | 'lessons' | 'stats' | 'coach' | 'game' | 'pad';

/** A notice about stored data: `what` is the key of the words for the kind, given to the sentence as {what}. */
export interface DataNotice {
  readonly key: MessageKey;
  readonly params?: Params;
  readonly what?: MessageKey;
  readonly tone: 'warning';
}

const WHAT: Readonly<Record<DataKind, MessageKey>> = {
  settings: 'data.what.settings',
  lessons: 'data.what.lessons',
  stats: 'data.what.stats',
  coach: 'data.what.coach',
  game: 'data.what.game',
  pad: 'data.what.pad',
};

/**
 * What to tell the player about one answer of the store. `refused`: the answer is to a `setAside` of a value
 * the app could not use (its shape is unknown to this version), not of one the store found damaged.
 */
export function noticesFor(kind: DataKind, r: StoreResult<unknown>, refused = false): DataNotice[] {
  if (!r.ok) return [{ key: 'home.storageError', params: { error: r.error }, tone: 'warning' }];
  const rec = r.recovered;
  if (!rec) return [];
  const what = WHAT[kind];
  const out: DataNotice[] = [];
  const name = rec.movedAside;
  if (rec.from === 'backup') {
    if (name)
      out.push({ key: refused ? 'data.unknownBackup' : 'data.damagedBackup', params: { name }, what, tone: 'warning' });
    else out.push({ key: rec.cannotWrite ? 'data.damagedBackupKept' : 'data.missingBackup', what, tone: 'warning' });
  } else if (name)
    out.push({ key: refused ? 'data.unknown' : 'data.damaged', params: { name }, what, tone: 'warning' });
  if (rec.cannotWrite) out.push({ key: 'data.cannotWrite', params: { error: rec.cannotWrite }, what, tone: 'warning' });
  return out;
}

type Reporter = (n: DataNotice) => void;
let reporter: Reporter = () => {};

/** The app shows what is reported (one app per page: the last one set wins). */
export function setDataReporter(r: Reporter): void {
  reporter = r;
}

export function reportData(kind: DataKind, r: StoreResult<unknown>, refused = false): void {
  for (const n of noticesFor(kind, r, refused)) reporter(n);
}

/** One stored value: its load, and its setAside (ConcernApi, or a collection's item bound to its id). */
export interface Entry {
  load(): Promise<StoreResult<unknown>>;
  setAside(): Promise<StoreResult<unknown>>;
}

/**
 * Load and parse one entry; what does not parse is set aside and the last good copy tried, until one parses
 * or nothing is left (null). Each copy set aside leaves the store, so this ends. Everything is reported.
 */
export async function loadUsable<T>(
  kind: DataKind,
  entry: Entry,
  parse: (raw: unknown) => T | null,
  report = reportData,
): Promise<StoreResult<T>> {
  let r = await entry.load();
  report(kind, r);
  for (let tries = 0; tries < 4 && r.ok && r.value !== null; tries++) {
    const parsed = parse(r.value);
    if (parsed !== null) return { ok: true, value: parsed };
    // Nothing can be set aside (a read-only folder): the entry stays as it is, and is not asked again.
    if (tries > 0 && r.recovered?.cannotWrite) break;
    r = await entry.setAside();
    report(kind, r, true);
  }
  return r.ok ? { ok: true, value: null } : r;
}
