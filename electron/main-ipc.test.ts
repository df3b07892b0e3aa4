// The Electron binary cannot run here, so this drives main.ts against a fake 'electron' module and checks
// that IPC reaches storage only from the app's own top frame, the app:// scheme, the native menu and
// dialogs, and saving before the window closes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CHANNELS } from './ipc.ts';
import { rendererUrl, startMain, type FakeElectron, type FakeWindow } from './main.test-helpers.ts';

const fake = vi.hoisted(async () => (await import('./main.test-helpers.ts')).createFakeElectron());

vi.mock('electron', async () => {
  const f = await fake;
  return { ...f, default: f };
});

let userData: string;
let e: FakeElectron;
let win: FakeWindow;

beforeAll(async () => {
  e = await fake;
  ({ userData, win } = await startMain(e));
});
afterAll(async () => {
  delete process.env.STIKK_USER_DATA;
  await rm(userData, { recursive: true, force: true });
});

describe('main process', () => {
  it('registers exactly the twenty-six channels and serves them only to the top frame of its window', async () => {
    // Exactly the preload's channels, which ipc.test.ts lists one by one.
    expect([...e.handlers.keys()].sort()).toEqual([...CHANNELS].sort());
    expect(CHANNELS).toHaveLength(26);
    const invoke = (ch: string, frame: unknown, sender: unknown, ...args: unknown[]) =>
      (e.handlers.get(ch) as (...a: unknown[]) => Promise<unknown>)({ senderFrame: frame, sender }, ...args);
    const top = { url: `${rendererUrl}#/`, parent: null };
    expect(await invoke('settings:save', top, win.webContents, { language: 'da' })).toEqual({ ok: true, value: true });
    expect(JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8')).data).toEqual({ language: 'da' });
    const refused = { ok: false, error: expect.stringMatching(/did not come from Stikk's own window/) };
    expect(await invoke('settings:load', { url: rendererUrl, parent: top }, win.webContents)).toEqual(refused);
    expect(await invoke('settings:load', null, win.webContents)).toEqual(refused);
    expect(await invoke('settings:load', top, { other: true })).toEqual(refused);
    expect(await invoke('settings:load', { url: 'https://evil.example/', parent: null }, win.webContents)).toEqual(
      refused,
    );
    expect(await invoke('settings:load', top, win.webContents)).toEqual({ ok: true, value: { language: 'da' } });
  });

  it('serves the renderer from app://stikk as a privileged scheme, with the CSP, and only its own files', async () => {
    expect(e.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) },
    ]);
    const [scheme, handler] = e.protocol.handle.mock.calls[0] as unknown as [
      string,
      (r: { url: string }) => Promise<Response>,
    ];
    expect(scheme).toBe('app');
    const page = await handler({ url: rendererUrl });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*media-src 'none'/);
    expect(await page.text()).toMatch(/<div id="app">/);
    for (const url of [
      'app://stikk/../electron/main.ts',
      'app://stikk/..%2felectron%2fmain.ts',
      'app://other/index.html',
    ]) {
      expect((await handler({ url })).status).toBe(404);
    }
  });

  const invoke = (ch: string, ...args: unknown[]) =>
    (e.handlers.get(ch) as (...a: unknown[]) => Promise<unknown>)(
      { senderFrame: { url: rendererUrl, parent: null }, sender: win.webContents },
      ...args,
    );
  type Item = { label?: string; submenu?: Item[]; click?: () => void; role?: string };
  const lastMenu = () => (e.Menu.buildFromTemplate.mock.calls.at(-1) as unknown as [Item[]])[0];
  const find = (items: Item[], label: string): Item | undefined =>
    items.flatMap((i) => [i, ...(i.submenu ?? [])]).find((i) => i.label === label);

  it('builds the native menu, rebuilds it in the language the renderer reports, and sends its commands', async () => {
    expect(e.Menu.setApplicationMenu).toHaveBeenCalled();
    expect(lastMenu().map((m) => m.label)).toContain('Game');
    const state = { locale: 'nb', canContinue: true, inGame: false, hasLessons: false, hasHint: false };
    expect(await invoke('menu:state', state)).toEqual({ ok: true, value: true });
    expect(lastMenu().map((m) => m.label)).toContain('Spill');
    find(lastMenu(), 'Nytt spill')?.click?.();
    expect(win.webContents.send).toHaveBeenLastCalledWith('menu:command', 'new-game');
    find(lastMenu(), 'Regler')?.click?.();
    expect(win.webContents.send).toHaveBeenLastCalledWith('menu:command', 'rules');
    expect(await invoke('menu:state', { ...state, locale: 'fr' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/menu language/),
    });
  });

  it('opens the About dialog with the version and the font licences', () => {
    find(lastMenu(), 'Om Stikk')?.click?.();
    const [, options] = e.dialog.showMessageBox.mock.calls.at(-1) as unknown as [
      unknown,
      { message: string; detail: string },
    ];
    expect(options.message).toBe('Stikk 9.8.7');
    expect(options.detail).toMatch(/Inter: .*SIL Open Font License 1\.1/);
  });

  it('opens the native dialogs on its window for record files; a cancelled dialog answers null', async () => {
    expect(await invoke('records:open')).toEqual({ ok: true, value: null });
    expect(e.dialog.showOpenDialog).toHaveBeenCalledWith(win, expect.objectContaining({ properties: ['openFile'] }));
    expect(await invoke('records:save', 'stikk-spades-1.json', '{}')).toEqual({ ok: true, value: null });
    expect(e.dialog.showSaveDialog).toHaveBeenCalledWith(
      win,
      expect.objectContaining({ defaultPath: 'stikk-spades-1.json' }),
    );
    expect(await invoke('records:save', '../x.json', '{}')).toMatchObject({ ok: false });
    expect(e.dialog.showSaveDialog).toHaveBeenCalledTimes(1);
  });

  it('asks the renderer to save before the window closes, and closes when it answers', async () => {
    const close = { preventDefault: vi.fn() };
    win.emit('close', close);
    expect(close.preventDefault).toHaveBeenCalled();
    expect(win.webContents.send).toHaveBeenLastCalledWith('menu:command', 'close');
    expect(win.close).not.toHaveBeenCalled();
    expect(await invoke('window:ready-to-close')).toEqual({ ok: true, value: true });
    expect(win.close).toHaveBeenCalled();
  });

  it('remembers the window bounds in window.json when the window closes, and waits for it before quitting', async () => {
    win.emit('close');
    const quit = { preventDefault: vi.fn() };
    e.app.emit('will-quit', quit);
    expect(quit.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(e.app.quit).toHaveBeenCalled());
    const saved = JSON.parse(await readFile(join(userData, 'window.json'), 'utf8'));
    expect(saved.data).toEqual({ bounds: { x: 40, y: 30, width: 1000, height: 700 }, maximized: false });
  });
});
