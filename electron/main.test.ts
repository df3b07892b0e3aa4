// The Electron binary cannot run here, so this drives main.ts against a fake 'electron' module and
// checks its wiring: the window's web preferences, the session policy, navigation and window-open
// guards, and that IPC reaches storage only from the app's own top frame.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Fn = (...args: never[]) => unknown;

const fake = vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');
  const paths = new Map<string, string>();
  const app = Object.assign(new EventEmitter(), {
    isPackaged: true,
    enableSandbox: vi.fn(),
    setPath: vi.fn((name: string, p: string) => paths.set(name, p)),
    getPath: (name: string) => paths.get(name) ?? '/nonexistent',
    getVersion: () => '9.8.7',
    requestSingleInstanceLock: vi.fn(() => true),
    whenReady: () => Promise.resolve(),
    quit: vi.fn(),
    exit: vi.fn(),
  });
  class FakeContents extends EventEmitter {
    windowOpenHandler: Fn | null = null;
    send = vi.fn();
    setWindowOpenHandler(h: Fn) {
      this.windowOpenHandler = h;
    }
  }
  class FakeWindow extends EventEmitter {
    static all: FakeWindow[] = [];
    webContents = new FakeContents();
    loadFile = vi.fn(async () => {});
    loadURL = vi.fn(async () => {});
    close = vi.fn();
    show = vi.fn();
    maximize = vi.fn();
    setMinimumSize = vi.fn();
    /** The window as made; its content is 30 px lower (a menu bar). */
    getSize = () => [this.options.width as number, this.options.height as number];
    getContentSize = () => [this.options.width as number, (this.options.height as number) - 30];
    constructor(readonly options: Record<string, unknown>) {
      super();
      FakeWindow.all.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    static fromWebContents = (wc: unknown) => FakeWindow.all.find((w) => w.webContents === wc) ?? null;
    static getAllWindows = () => FakeWindow.all;
    getNormalBounds = () => ({ x: 40, y: 30, width: 1000, height: 700 });
    isMaximized = () => false;
    isDestroyed = () => false;
    isMinimized = () => false;
  }
  const handlers = new Map<string, Fn>();
  const ses = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    setSpellCheckerEnabled: vi.fn(),
    webRequest: { onHeadersReceived: vi.fn(), onBeforeRequest: vi.fn() },
  };
  const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
  return {
    app,
    BrowserWindow: FakeWindow,
    Menu: { buildFromTemplate: vi.fn((t: unknown) => t), setApplicationMenu: vi.fn() },
    ipcMain: { handle: vi.fn((ch: string, h: Fn) => handlers.set(ch, h)) },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    dialog: {
      showMessageBox: vi.fn(async () => ({ response: 0 })),
      showOpenDialog: vi.fn(async (..._a: unknown[]) => ({ canceled: true, filePaths: [] as string[] })),
      showSaveDialog: vi.fn(async (..._a: unknown[]) => ({ canceled: true })),
    },
    screen: { getPrimaryDisplay: () => display, getAllDisplays: () => [display] },
    session: { defaultSession: ses },
    shell: { openExternal: vi.fn(async () => {}) },
    handlers,
  };
});

vi.mock('electron', async () => {
  const f = await fake;
  return { ...f, default: f };
});

let userData: string;
let e: Awaited<typeof fake>;
let win: InstanceType<Awaited<typeof fake>['BrowserWindow']>;
const rendererUrl = 'app://stikk/index.html';
const rendererFileUrl = pathToFileURL(join(import.meta.dirname, '../renderer/index.html')).href;

beforeAll(async () => {
  userData = await mkdtemp(join(tmpdir(), 'stikk-main-'));
  process.env.STIKK_USER_DATA = userData;
  const state = { bounds: { x: 100, y: 80, width: 1100, height: 700 }, maximized: true };
  await writeFile(
    join(userData, 'window.json'),
    JSON.stringify({ schema: 1, savedAt: '2025-01-01T00:00:00Z', data: state }),
  );
  e = await fake;
  await import('./main.ts');
  await vi.waitFor(() => expect(e.BrowserWindow.all).toHaveLength(1));
  win = e.BrowserWindow.all[0];
});
afterAll(async () => {
  delete process.env.STIKK_USER_DATA;
  await rm(userData, { recursive: true, force: true });
});

describe('main process', () => {
  it('uses the test folder, enables the sandbox everywhere and takes the single-instance lock', () => {
    expect(e.app.setPath).toHaveBeenCalledWith('userData', userData);
    expect(e.app.enableSandbox).toHaveBeenCalled();
    expect(e.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(e.app.listenerCount('second-instance')).toBe(1);
  });

  it('opens one hidden window with the hardened web preferences and shows it when ready', () => {
    const prefs = win.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      webviewTag: false,
    });
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.c?js$/);
    expect(win.options.show).toBe(false);
    expect(win.loadURL).toHaveBeenCalledWith('app://stikk/index.html');
    expect(win.loadFile).not.toHaveBeenCalled();
    expect(win.show).not.toHaveBeenCalled();
    win.emit('ready-to-show');
    expect(win.show).toHaveBeenCalled();
  });

  it('reopens the window where window.json says it was', () => {
    expect(win.options).toMatchObject({ x: 100, y: 80, width: 1100, height: 700 });
    expect(win.maximize).toHaveBeenCalled();
  });

  it('never lets the page get smaller than 1024×640: the frame (here a 30 px menu bar) is added to the minimum', () => {
    expect(win.options).toMatchObject({ minWidth: 1024, minHeight: 640 });
    expect(win.setMinimumSize).toHaveBeenCalledWith(1024, 670);
  });

  it('denies every permission request and check, and turns the spellchecker off', () => {
    const ses = e.session.defaultSession;
    const [requestHandler] = ses.setPermissionRequestHandler.mock.calls[0] as unknown as [Fn];
    const callback = vi.fn();
    (requestHandler as (...a: unknown[]) => void)({}, 'media', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    const [checkHandler] = ses.setPermissionCheckHandler.mock.calls[0] as unknown as [Fn];
    expect((checkHandler as (...a: unknown[]) => boolean)({}, 'notifications', 'file://', {})).toBe(false);
    expect(ses.setSpellCheckerEnabled).toHaveBeenCalledWith(false);
  });

  it('adds the strict CSP to every response and cancels every remote request', () => {
    const ses = e.session.defaultSession;
    const [onHeaders] = ses.webRequest.onHeadersReceived.mock.calls[0] as unknown as [Fn];
    const cb = vi.fn();
    (onHeaders as (...a: unknown[]) => void)({ url: rendererUrl, responseHeaders: { 'X-A': ['1'] } }, cb);
    const headers = cb.mock.calls[0][0].responseHeaders;
    expect(headers['X-A']).toEqual(['1']);
    expect(headers['Content-Security-Policy'][0]).toMatch(/default-src 'self'.*connect-src 'none'/);
    const [onBefore] = ses.webRequest.onBeforeRequest.mock.calls[0] as unknown as [Fn];
    const decide = (url: string) => {
      const c = vi.fn();
      (onBefore as (...a: unknown[]) => void)({ url }, c);
      return c.mock.calls[0][0].cancel;
    };
    expect(decide('https://example.com/x.js')).toBe(true);
    expect(decide('http://localhost:5173/')).toBe(true);
    expect(decide('wss://example.com/')).toBe(true);
    expect(decide(rendererUrl)).toBe(false);
    expect(decide('app://stikk/assets/index.js')).toBe(false);
    expect(decide(rendererFileUrl)).toBe(true);
    expect(decide('file:///etc/passwd')).toBe(true);
    expect(decide('data:image/png;base64,AAAA')).toBe(false);
  });

  it('blocks new windows and navigation; only a rules link goes to the system browser', () => {
    const wc = win.webContents;
    expect(wc.windowOpenHandler?.({ url: 'https://evil.example/' } as never)).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler?.({ url: 'https://www.pagat.com/auctionwhist/spades.html' } as never)).toEqual({
      action: 'deny',
    });
    expect(e.shell.openExternal.mock.calls).toEqual([['https://www.pagat.com/auctionwhist/spades.html']]);
    const navigate = (url: string) => {
      const event = { url, preventDefault: vi.fn() };
      wc.emit('will-navigate', event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('https://pagat.com/exact/tribello.html')).toBe(true);
    expect(e.shell.openExternal).toHaveBeenCalledTimes(2);
    expect(navigate(`${rendererUrl}#/home`)).toBe(false);
    expect(navigate(rendererFileUrl)).toBe(true);
    const redirect = (url: string) => {
      const event = { url, preventDefault: vi.fn() };
      wc.emit('will-redirect', event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(redirect('https://evil.example/')).toBe(true);
    expect(redirect('app://evil/index.html')).toBe(true);
    expect(redirect(`${rendererUrl}#/spades`)).toBe(false);
    const attach = { preventDefault: vi.fn() };
    wc.emit('will-attach-webview', attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  it('registers exactly the twenty-six channels and serves them only to the top frame of its window', async () => {
    expect([...e.handlers.keys()].sort()).toEqual([
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
