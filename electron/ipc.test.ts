import { describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { CHANNELS, WRONG_SENDER, createIpcRouter, isAllowedSender, type AllowedSenders } from './ipc.ts';
import { createStorage } from './storage.ts';
import { APP_FILE, DEV, PACKAGED, call, record, root, router, useRouter } from './ipc.test-helpers.ts';

useRouter();

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
});
