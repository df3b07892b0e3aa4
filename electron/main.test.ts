// The Electron binary cannot run here, so this drives main.ts against a fake 'electron' module and
// checks its wiring: the window's web preferences, the session policy, and the navigation and
// window-open guards.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rm } from 'node:fs/promises';
import {
  rendererFileUrl,
  rendererUrl,
  startMain,
  type FakeElectron,
  type FakeWindow,
  type Fn,
} from './main.test-helpers.ts';

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
});
