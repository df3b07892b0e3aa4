// Shared fixtures for the main-process tests: a fake 'electron' module and a start of main.ts against it,
// with a window.json that says where the window was.
import { expect, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type Fn = (...args: never[]) => unknown;

export const rendererUrl = 'app://stikk/index.html';
export const rendererFileUrl = pathToFileURL(join(import.meta.dirname, '../renderer/index.html')).href;

/** The parts of the 'electron' module that main.ts uses, recording what it asks of them. */
export function createFakeElectron() {
  // Only an emitter's instance side: its static side has types that an exported return type cannot name.
  const Emitter = EventEmitter as new () => EventEmitter;
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
  class FakeContents extends Emitter {
    windowOpenHandler: Fn | null = null;
    send = vi.fn();
    setWindowOpenHandler(h: Fn) {
      this.windowOpenHandler = h;
    }
  }
  class FakeWindow extends Emitter {
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
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
export type FakeWindow = InstanceType<FakeElectron['BrowserWindow']>;

/** Points main.ts at a fresh user-data folder, starts it and waits for its one window. */
export async function startMain(e: FakeElectron): Promise<{ userData: string; win: FakeWindow }> {
  const userData = await mkdtemp(join(tmpdir(), 'stikk-main-'));
  process.env.STIKK_USER_DATA = userData;
  const state = { bounds: { x: 100, y: 80, width: 1100, height: 700 }, maximized: true };
  await writeFile(
    join(userData, 'window.json'),
    JSON.stringify({ schema: 1, savedAt: '2025-01-01T00:00:00Z', data: state }),
  );
  await import('./main.ts');
  await vi.waitFor(() => expect(e.BrowserWindow.all).toHaveLength(1));
  return { userData, win: e.BrowserWindow.all[0] };
}
