// The corruption sweep: every kind of stored data × every way its file can be wrong ×
// its backup good, damaged or missing × a folder that can or cannot be written, against both stores (the
// desktop's files, the browser's localStorage; a directory or invalid UTF-8 only on disk). Each case loads
// through the app's one path (data-notices.ts, with the app's own parsers), then saves twice, and checks:
// what can be loaded is loaded; anything else is reported; nothing that could not be read is ever lost (its
// bytes are still somewhere in the store); a folder that cannot be written is left exactly as it was.
// `npm run corruption-sweep` prints the counts; scripts/corruption-sweep.test.ts runs it.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createStore, type Backend, type Store } from '../common/store-core.ts';
import { fileBackend } from '../electron/storage.ts';
import { localStorageBackend, memoryStorage } from '../common/store-local.ts';
import { readOnly } from '../electron/store-harness.ts';
import { parseWindowState } from '../electron/window-state.ts';
import { loadUsable, type DataKind, type DataNotice, noticesFor } from '../renderer/src/lib/storage/data-notices.ts';
import { parseProgress, parseStats, strictSettings } from '../renderer/src/lib/stored-shapes.ts';

type Kind = 'settings' | 'lessons' | 'stats' | 'window' | 'coach' | 'games' | 'pads';
export const KINDS: readonly Kind[] = ['settings', 'lessons', 'stats', 'window', 'coach', 'games', 'pads'];
export const DAMAGES = [
  'truncated',
  'empty',
  'garbage',
  'bom',
  'invalid-utf8',
  'wrong-shape',
  'newer-version',
  'directory',
] as const;
export const BACKUPS = ['good', 'damaged', 'missing'] as const;
type Damage = (typeof DAMAGES)[number];
type BackupState = (typeof BACKUPS)[number];

const record = (title: string) => ({ format: 'stikk-record/1', game: 'spades', firstDealer: 0, deals: [], title });
const totals = { games: 1, won: 1, deals: 3, points: 40, counts: {} };
/** Per kind: the main value, the backup's (different), a value of a shape this version refuses, and its parser. */
const VALUES: Readonly<
  Record<Kind, { main: unknown; backup: unknown; wrong: unknown; parse: (v: unknown) => unknown }>
> = {
  settings: { main: { locale: 'nb' }, backup: { locale: 'sv' }, wrong: { locale: 'fi' }, parse: strictSettings },
  lessons: {
    main: { lessons: {}, declined: ['spades'] },
    backup: { lessons: {}, declined: ['sproyte'] },
    wrong: { lessons: 5, declined: [] },
    parse: parseProgress,
  },
  stats: {
    main: { version: 1, lines: [], older: {} },
    backup: { version: 1, lines: [], older: { 'spades/x': totals } },
    wrong: { version: 2, lines: [], older: {} },
    parse: parseStats,
  },
  window: {
    main: { bounds: { x: 0, y: 0, width: 1200, height: 800 }, maximized: false },
    backup: { bounds: { x: 9, y: 9, width: 1100, height: 700 }, maximized: true },
    wrong: { bounds: 'left' },
    parse: parseWindowState,
  },
  coach: {
    main: { version: 1, off: false, games: { spades: {} } },
    backup: { version: 1, off: false, games: { sproyte: {} } },
    wrong: [1, 2],
    parse: (v) => v,
  },
  games: {
    main: record('main'),
    backup: record('backup'),
    wrong: { format: 'other', game: 'spades' },
    parse: (v) => v,
  },
  pads: { main: { title: 'main' }, backup: { title: 'backup' }, wrong: { title: 5 }, parse: (v) => v },
};
const NOTICE_KIND: Readonly<Record<Kind, DataKind>> = {
  settings: 'settings',
  lessons: 'lessons',
  stats: 'stats',
  window: 'settings',
  coach: 'coach',
  games: 'game',
  pads: 'pad',
};

const doc = (data: unknown, schema = 1) => JSON.stringify({ schema, savedAt: '2025-01-01T00:00:00.000Z', data });

/** The entry's content for a damage: text, bytes, or a folder (with a marker file, so it can be found again). */
type Content = { text: string } | { bytes: Buffer } | { folder: string };

function damaged(kind: Kind, damage: Damage): Content {
  const good = doc(VALUES[kind].main);
  switch (damage) {
    case 'truncated':
      return { text: good.slice(0, Math.floor(good.length / 2)) };
    case 'empty':
      return { text: '' };
    case 'garbage':
      return { text: `\u0000\u0001${kind} garbage {{` };
    case 'bom':
      return { text: `\ufeff${good}` };
    case 'invalid-utf8':
      return {
        bytes: Buffer.concat([Buffer.from(good.slice(0, -3)), Buffer.from([0xff, 0xfe]), Buffer.from(good.slice(-3))]),
      };
    case 'wrong-shape':
      return { text: doc(VALUES[kind].wrong) };
    case 'newer-version':
      return { text: doc(VALUES[kind].main, 2) };
    case 'directory':
      return { folder: `marker of ${kind}` };
  }
}

interface Place {
  backend(): Backend;
  put(backup: boolean, c: Content): Promise<void>;
  /** Every text stored anywhere (files with their bytes as latin1 and utf8, localStorage values). */
  everything(): Promise<string[]>;
  dispose(): Promise<void>;
}

async function onDisk(kind: Kind): Promise<Place> {
  const root = await mkdtemp(join(process.env.SWEEP_DIR ?? tmpdir(), 'stikk-sweep-'));
  const path = (backup: boolean) =>
    join(root, ...(kind === 'games' || kind === 'pads' ? [kind, 'x-1'] : [kind]).join('/').split('/')) +
    `.json${backup ? '.bak' : ''}`;
  const walk = async (dir: string): Promise<string[]> => {
    const out: string[] = [];
    for (const e of await readdir(dir, { withFileTypes: true })) {
      if (e.isDirectory()) out.push(...(await walk(join(dir, e.name))));
      else {
        const b = await readFile(join(dir, e.name));
        out.push(b.toString('latin1'), b.toString('utf8'));
      }
    }
    return out;
  };
  return {
    backend: () => fileBackend(root),
    async put(backup, c) {
      const p = path(backup);
      await mkdir(dirname(p), { recursive: true });
      if ('folder' in c) {
        await mkdir(p);
        await writeFile(join(p, 'marker'), c.folder);
      } else await writeFile(p, 'bytes' in c ? c.bytes : c.text);
    },
    everything: () => walk(root),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

async function inBrowser(kind: Kind): Promise<Place> {
  const storage = memoryStorage();
  const item = (backup: boolean) =>
    `stikk:${kind === 'games' || kind === 'pads' ? `${kind}:x-1` : kind}${backup ? '.bak' : ''}`;
  return {
    backend: () => localStorageBackend(storage),
    put: async (backup, c) => storage.setItem(item(backup), 'text' in c ? c.text : ''),
    everything: async () =>
      Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) as string) as string),
    dispose: async () => {},
  };
}

const textOf = (c: Content): string => ('text' in c ? c.text : 'bytes' in c ? c.bytes.toString('latin1') : c.folder);

function ops(store: Store, kind: Kind) {
  if (kind === 'games' || kind === 'pads') {
    return {
      load: () => store.loadItem(kind, 'x-1'),
      setAside: () => store.setAsideItem(kind, 'x-1'),
      save: (v: unknown) => store.saveItem(kind, 'x-1', v),
    };
  }
  return {
    load: () => store.load(kind),
    setAside: () => store.setAside(kind),
    save: (v: unknown) => store.save(kind, v),
  };
}

export interface SweepCounts {
  cases: number;
  loaded: number;
  reported: number;
  kept: number;
  lost: number;
  untouched: number;
  failures: string[];
}

/** One case: the problems found (none when it holds). */
async function runCase(
  place: Place,
  kind: Kind,
  damage: Damage,
  backup: BackupState,
  writable: boolean,
): Promise<{ loaded: boolean; reported: boolean; kept: number; lost: string[] }> {
  const main = damaged(kind, damage);
  await place.put(false, main);
  const bak: Content | null =
    backup === 'good'
      ? { text: doc(VALUES[kind].backup) }
      : backup === 'damaged'
        ? { text: `backup of ${kind} damaged` }
        : null;
  if (bak) await place.put(true, bak);
  const before = (await place.everything()).sort();
  const inner = place.backend();
  const store = createStore(writable ? inner : readOnly(inner));
  const notices: DataNotice[] = [];
  const entry = ops(store, kind);
  const r = await loadUsable(
    NOTICE_KIND[kind],
    entry,
    (v) => VALUES[kind].parse(v) ?? null,
    (k, res, refused) => notices.push(...noticesFor(k, res, refused)),
  );
  const expected = damage === 'bom' ? VALUES[kind].main : backup === 'good' ? VALUES[kind].backup : null;
  const value = r.ok ? r.value : undefined;
  const loaded =
    JSON.stringify(
      kind === 'settings' || kind === 'window' ? (value === null ? null : VALUES[kind].parse(value)) : value,
    ) === JSON.stringify(expected === null ? null : VALUES[kind].parse(expected));
  const reported = damage === 'bom' || notices.length > 0;
  for (const v of [VALUES[kind].main, VALUES[kind].backup]) await entry.save(v);
  const after = await place.everything();
  // What could not be read must still be somewhere, byte for byte: the damaged main, a damaged backup.
  const mustKeep = [...(damage === 'bom' ? [] : [textOf(main)]), ...(backup === 'damaged' && bak ? [textOf(bak)] : [])];
  const lost = mustKeep.filter((t) => !after.includes(t));
  if (!writable && JSON.stringify(after.sort()) !== JSON.stringify(before)) lost.push('the read-only store changed');
  return { loaded, reported, kept: mustKeep.length - lost.length, lost };
}

/** The whole sweep, or a part of it: `disk` and `browser` name the kinds swept in each store. */
export async function sweep(
  only: { disk?: readonly Kind[]; browser?: readonly Kind[] } = { disk: KINDS, browser: KINDS },
): Promise<SweepCounts & { untouchedChecked: number }> {
  const counts = {
    cases: 0,
    loaded: 0,
    reported: 0,
    kept: 0,
    lost: 0,
    untouched: 0,
    untouchedChecked: 0,
    failures: [] as string[],
  };
  for (const [where, make] of [
    ['disk', onDisk],
    ['browser', inBrowser],
  ] as const) {
    for (const kind of only[where] ?? []) {
      for (const damage of DAMAGES) {
        if (where === 'browser' && (damage === 'directory' || damage === 'invalid-utf8')) continue;
        for (const backup of BACKUPS) {
          for (const writable of [true, false]) {
            const place = await make(kind);
            const name = `${where} ${kind} ${damage}, backup ${backup}${writable ? '' : ', read-only'}`;
            try {
              const c = await runCase(place, kind, damage, backup, writable);
              counts.cases++;
              if (c.loaded) counts.loaded++;
              else counts.failures.push(`${name}: not loaded as expected`);
              if (c.reported) counts.reported++;
              else counts.failures.push(`${name}: not reported`);
              counts.kept += c.kept;
              counts.lost += c.lost.length;
              for (const l of c.lost) counts.failures.push(`${name}: lost ${JSON.stringify(l.slice(0, 40))}`);
              if (!writable) {
                counts.untouchedChecked++;
                if (!c.lost.includes('the read-only store changed')) counts.untouched++;
              }
            } catch (err) {
              counts.failures.push(`${name}: threw ${String(err)}`);
            } finally {
              await place.dispose();
            }
          }
        }
      }
    }
  }
  return counts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const c = await sweep();
  console.log(
    `corruption sweep: ${c.cases} cases; loaded as expected ${c.loaded}; reported ${c.reported}; unreadable copies kept ${c.kept}, lost ${c.lost}; read-only stores left untouched ${c.untouched} of ${c.untouchedChecked}`,
  );
  for (const f of c.failures) console.log(`  FAIL ${f}`);
  process.exitCode = c.failures.length ? 1 : 0;
}
