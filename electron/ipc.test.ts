import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CHANNELS,
  WRONG_SENDER,
  createIpcRouter,
  isAllowedSender,
  type AllowedSenders,
  type IpcRouter,
} from './ipc.ts';
import { createStorage } from './storage.ts';

const APP_FILE = pathToFileURL('/opt/Stikk/resources/app/out/renderer/index.html').href;
const PACKAGED: AllowedSenders = { origins: [], files: [APP_FILE] };
const DEV: AllowedSenders = { origins: ['http://localhost:5173'], files: [APP_FILE] };
const record = { format: 'stikk-record/1', game: 'tribello', firstDealer: 0, deals: [] };

let root: string;
let router: IpcRouter;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'stikk-ipc-'));
  router = createIpcRouter(createStorage(root), PACKAGED);
});
afterEach(() => rm(root, { recursive: true, force: true }));
const call = (channel: string, ...args: unknown[]) => router.handle(channel, APP_FILE, args);

describe('isAllowedSender', () => {
  const allowed: [string, string, AllowedSenders][] = [
    ['the packaged index.html', APP_FILE, PACKAGED],
    ['the packaged page with a hash route', `${APP_FILE}#/spades`, PACKAGED],
    ['the packaged page with a query', `${APP_FILE}?lang=nb`, PACKAGED],
    ['the dev server root', 'http://localhost:5173/', DEV],
    ['a dev server page', 'http://localhost:5173/index.html#/lessons', DEV],
  ];
  it.each(allowed)('accepts %s', (_, url, senders) => expect(isAllowedSender(url, senders)).toBe(true));

  const refused: [string, string | null | undefined, AllowedSenders][] = [
    ['no URL (frame gone)', undefined, DEV],
    ['an empty URL', '', DEV],
    ['null', null, DEV],
    ['not a URL', 'index.html', DEV],
    ['another file on disk', pathToFileURL('/tmp/evil/index.html').href, DEV],
    ['a sibling file in the app', pathToFileURL('/opt/Stikk/resources/app/out/renderer/other.html').href, DEV],
    ['a file URL with a host', APP_FILE.replace('file:///', 'file://evil/'), DEV],
    ['a remote page', 'https://www.pagat.com/', DEV],
    ['another port on localhost', 'http://localhost:5174/', DEV],
    ['the dev server in a packaged app', 'http://localhost:5173/', PACKAGED],
    ['https instead of http', 'https://localhost:5173/', DEV],
    ['credentials in the URL', 'http://user:pw@localhost:5173/', DEV],
    ['about:blank', 'about:blank', DEV],
    ['a data URL', 'data:text/html,<h1>Stikk</h1>', DEV],
    ['devtools', 'devtools://devtools/bundled/inspector.html', DEV],
  ];
  it.each(refused)('refuses %s', (_, url, senders) => expect(isAllowedSender(url, senders)).toBe(false));

  it('compares Windows drive letters and percent-escapes as the same path', () => {
    const win: AllowedSenders = { origins: [], files: ['file:///C:/Program%20Files/Stikk/out/renderer/index.html'] };
    expect(isAllowedSender('file:///c:/Program Files/Stikk/out/renderer/index.html', win)).toBe(true);
    expect(isAllowedSender('file:///D:/Program%20Files/Stikk/out/renderer/index.html', win)).toBe(false);
  });
});

describe('the IPC router', () => {
  it('has one channel per preload function, and preload.ts invokes exactly these channels', async () => {
    expect([...CHANNELS].sort()).toEqual([
      'coach:load',
      'coach:save',
      'coach:set-aside',
      'games:delete',
      'games:list',
      'games:load',
      'games:save',
      'games:set-aside',
      'lessons:load',
      'lessons:save',
      'lessons:set-aside',
      'menu:state',
      'pads:delete',
      'pads:list',
      'pads:load',
      'pads:save',
      'pads:set-aside',
      'records:open',
      'records:save',
      'settings:load',
      'settings:save',
      'settings:set-aside',
      'stats:load',
      'stats:save',
      'stats:set-aside',
      'window:ready-to-close',
    ]);
    const preload = await readFile(new URL('./preload.ts', import.meta.url), 'utf8');
    const invoked = [...preload.matchAll(/ipcRenderer\.invoke\('([^']+)'/g)].map((m) => m[1]);
    expect(invoked.sort()).toEqual([...CHANNELS].sort());
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\)/);
    // The one channel main sends on: only known commands reach the page, never the IPC event itself.
    expect([...preload.matchAll(/ipcRenderer\.on\('([^']+)'/g)].map((m) => m[1])).toEqual(['menu:command']);
    expect(preload).toMatch(/if \(isMenuCommand\(command\)\) listener\(command\);/);
  });

  it('passes a well-formed menu state and the close answer to the window, and refuses wrong shapes', async () => {
    const seen: unknown[] = [];
    const desktop = { setMenuState: (s: unknown) => seen.push(s), readyToClose: () => seen.push('close') };
    const r = createIpcRouter(createStorage(root), PACKAGED, desktop);
    const state = { locale: 'sv', canContinue: false, inGame: true, hasLessons: false, hasHint: false };
    expect(await r.handle('menu:state', APP_FILE, [state])).toEqual({ ok: true, value: true });
    expect(await r.handle('window:ready-to-close', APP_FILE, [])).toEqual({ ok: true, value: true });
    for (const bad of [
      null,
      'sv',
      { ...state, locale: 'xx' },
      { ...state, inGame: 1 },
      { ...state, more: true },
      [state],
    ]) {
      expect(await r.handle('menu:state', APP_FILE, [bad])).toMatchObject({
        ok: false,
        error: expect.stringMatching(/menu/),
      });
    }
    expect(await r.handle('menu:state', APP_FILE, [state, state])).toMatchObject({
      ok: false,
      error: /takes 1 argument, not 2/,
    });
    expect(await r.handle('window:ready-to-close', 'https://evil.example/', [])).toEqual({
      ok: false,
      error: WRONG_SENDER,
    });
    expect(seen).toEqual([state, 'close']);
  });

  it('round-trips every concern and saved games through valid calls', async () => {
    for (const c of ['settings', 'stats', 'lessons', 'coach']) {
      expect(await call(`${c}:load`)).toEqual({ ok: true, value: null });
      // The learner model has the coach's envelope (common/coach-shape.ts); the others take any object.
      const value = c === 'coach' ? { version: 1, off: false, games: { c } } : { c };
      expect(await call(`${c}:save`, value)).toEqual({ ok: true, value: true });
      expect(await call(`${c}:load`)).toEqual({ ok: true, value });
    }
    expect(await call('games:save', 'g-1', record)).toEqual({ ok: true, value: true });
    expect(await call('games:list')).toMatchObject({ ok: true, value: [{ id: 'g-1', game: 'tribello' }] });
    expect(await call('games:load', 'g-1')).toEqual({ ok: true, value: record });
    expect(await call('games:delete', 'g-1')).toEqual({ ok: true, value: true });
    expect(await call('pads:save', 'p-1', { title: 'Friday' })).toEqual({ ok: true, value: true });
    expect(await call('pads:list')).toMatchObject({ ok: true, value: [{ id: 'p-1', title: 'Friday' }] });
    expect(await call('pads:load', 'p-1')).toEqual({ ok: true, value: { title: 'Friday' } });
    expect(await call('pads:set-aside', 'p-1')).toMatchObject({
      ok: true,
      value: null,
      recovered: { from: 'none', movedAside: expect.stringMatching(/^pads\/p-1\.json\.corrupt-/) },
    });
    expect(await call('pads:list')).toEqual({ ok: true, value: [] });
    expect(await call('pads:delete', 'p-1')).toEqual({ ok: true, value: true });
  });

  it("checks the score pads' and the learner model's arguments before touching disk", async () => {
    expect(await call('pads:save', '../x', {})).toMatchObject({ ok: false, error: /not a valid score pad id/ });
    expect(await call('pads:save', 'p', { title: 7 })).toMatchObject({
      ok: false,
      error: /"title", when present, must be a string/,
    });
    expect(await call('pads:save', 'p', [1])).toMatchObject({ ok: false, error: /score pad must be a JSON object/ });
    expect(await call('pads:set-aside', 'con')).toMatchObject({ ok: false, error: /Windows reserves/ });
    expect(await call('coach:save', 'x')).toMatchObject({ ok: false, error: /learner model must be a JSON object/ });
    expect(await call('coach:set-aside', 1)).toMatchObject({ ok: false, error: /takes 0 arguments, not 1/ });
    expect(await readdir(root)).toEqual([]);
  });

  it('answers an unknown channel with a sentence, including names that exist on Object.prototype', async () => {
    for (const ch of ['settings:delete', 'window:save', 'toString', '__proto__', 'constructor']) {
      expect(await call(ch)).toEqual({ ok: false, error: `There is no channel "${ch}".` });
    }
  });

  it('refuses a wrong sender before touching disk', async () => {
    for (const url of ['https://example.com/', pathToFileURL('/tmp/x.html').href, undefined]) {
      expect(await router.handle('settings:save', url, [{ a: 1 }])).toEqual({ ok: false, error: WRONG_SENDER });
    }
    expect(await readdir(root)).toEqual([]);
  });

  const wrongShape: [string, string, unknown[], RegExp][] = [
    ['too many arguments', 'settings:load', [1], /settings\.load takes 0 arguments, not 1/],
    ['a missing value', 'settings:save', [], /settings\.save takes 1 argument, not 0/],
    ['a missing record', 'games:save', ['g'], /games\.save takes 2 arguments, not 1/],
    ['an array for settings', 'settings:save', [[1]], /must be a JSON object/],
    ['a string for stats', 'stats:save', ['lots'], /must be a JSON object/],
    ['a lesson containing a Date', 'lessons:save', [{ at: new Date(0) }], /not plain JSON data/],
    ['a record without format', 'games:save', ['g', { game: 'spades' }], /stikk-record\/1/],
    [
      'a record of the wrong format',
      'games:save',
      ['g', { format: 'stikk-record/2', game: 'spades' }],
      /stikk-record\/1/,
    ],
    ['a record that is an array', 'games:save', ['g', [record]], /must be a JSON object/],
    ['a record file name with a folder', 'records:save', ['../x.json', '{}'], /not a plain file name/],
    ['a record file name that is not JSON', 'records:save', ['x.exe', '{}'], /must end in "\.json"/],
    ['a record that is not text', 'records:save', ['x.json', { a: 1 }], /must be sent as text/],
    ['a record file over 2 MB', 'records:save', ['x.json', 'x'.repeat(2 * 1024 * 1024 + 1)], /too large/],
    ['an open with an argument', 'records:open', ['/etc/passwd'], /records\.open takes 0 arguments, not 1/],
  ];
  it.each(wrongShape)('refuses %s with a clear sentence', async (_, channel, args, message) => {
    const r = await router.handle(channel, APP_FILE, args);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(message);
    expect(await readdir(root)).toEqual([]);
  });

  const oversize: [string, string, unknown[]][] = [
    ['settings over 64 kB', 'settings:save', [{ pad: 'x'.repeat(65 * 1024) }]],
    ['lessons over 256 kB', 'lessons:save', [{ pad: 'x'.repeat(257 * 1024) }]],
    ['stats over 1 MB', 'stats:save', [{ pad: 'x'.repeat(1025 * 1024) }]],
    ['a game over 2 MB', 'games:save', ['big', { ...record, pad: 'é'.repeat(1024 * 1024 + 1) }]],
  ];
  it.each(oversize)('refuses %s', async (_, channel, args) => {
    const r = await router.handle(channel, APP_FILE, args);
    expect(r).toMatchObject({
      ok: false,
      error: expect.stringMatching(/is too large: (at least )?\d+ bytes, at most \d+ are allowed/),
    });
    expect(await readdir(root)).toEqual([]);
  });

  const badIds: unknown[] = [
    '../settings',
    '..',
    'a/b',
    'a\\b',
    'UPPER',
    '',
    'x'.repeat(65),
    42,
    null,
    { id: 'a' },
    'ok\n',
  ];
  it.each(badIds.map((id) => [JSON.stringify(id), id]))(
    'refuses the game id %s on load, save and delete',
    async (_, id) => {
      for (const [ch, args] of [
        ['games:load', [id]],
        ['games:delete', [id]],
        ['games:save', [id, record]],
      ] as const) {
        expect(await router.handle(ch, APP_FILE, args)).toMatchObject({
          ok: false,
          error: expect.stringMatching(/saved game id/),
        });
      }
      expect(await readdir(root)).toEqual([]);
    },
  );

  it('turns a storage that throws into an answer, not a crash', async () => {
    const throwing = createIpcRouter(
      {
        load: () => {
          throw new Error('disk on fire');
        },
      } as never,
      PACKAGED,
    );
    expect(await throwing.handle('settings:load', APP_FILE, [])).toEqual({
      ok: false,
      error: 'settings.load failed unexpectedly: disk on fire.',
    });
  });

  // A 24-byte IPC message can carry a sparse list whose length is 2^32 - 1. Stringified
  // first, it froze the main process for tens of seconds; weighed first, it is refused at once.
  it('refuses a sparse list with a huge length at once, wherever it sits', async () => {
    const sparse = (length: number) => Object.assign([] as unknown[], { length });
    const calls: [string, unknown[]][] = [
      ['settings:save', [{ s: sparse(1e8) }]], // stringified, about 23 s of a frozen main process
      ['stats:save', [{ deep: { er: [sparse(1e8)] } }]],
      ['games:save', ['g', { ...record, deals: sparse(2 ** 32 - 1) }]],
    ];
    for (const [channel, args] of calls) {
      const started = performance.now();
      const r = await router.handle(channel, APP_FILE, args);
      expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/too large: at least \d+ bytes/) });
      expect(performance.now() - started).toBeLessThan(250);
    }
    expect(await readdir(root)).toEqual([]);
  }, 3000);

  it('names a small hole, a BigInt, deep nesting and a loop for what they are', async () => {
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 100_000; i++) at = (at.d = {}) as Record<string, unknown>;
    const loop: Record<string, unknown> = { a: [] };
    (loop.a as unknown[]).push(loop);
    const cases: [unknown, RegExp][] = [
      // eslint-disable-next-line no-sparse-arrays -- a hole in a list is the case under test
      [{ l: [1, , 3] }, /not plain JSON data: value\.l\[1\] is a hole in the list/],
      [{ n: 2n ** 70n }, /not plain JSON data: value\.n is a BigInt/],
      [deep, /nested more than 64 levels deep/],
      [loop, /would refer to itself at value\.a\[0\]/],
    ];
    for (const [value, message] of cases) {
      expect(await router.handle('lessons:save', APP_FILE, [value])).toEqual({
        ok: false,
        error: expect.stringMatching(message),
      });
    }
  });

  it('turns a check that throws into a refusal, not a rejected promise', async () => {
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    );
    await expect(router.handle('settings:save', APP_FILE, [hostile])).resolves.toMatchObject({
      ok: false,
      error: expect.stringMatching(/could not be checked/),
    });
  });

  it('answers a non-array argument list instead of crashing', async () => {
    expect(await router.handle('settings:load', APP_FILE, 'x' as never)).toMatchObject({ ok: false });
  });
});
