// Electron main process: one hardened window, storage behind a checked IPC table, nothing else.
// No game logic lives here. Hardening follows Electron's security checklist: sandboxed, context-isolated
// renderer without Node; a strict CSP; every permission denied; no navigation, no new windows, no
// remote requests; only allow-listed rules links leave the app, in the system browser.
import { app, BrowserWindow, Menu, dialog, ipcMain, protocol, session, shell } from 'electron';
import type { IpcMainInvokeEvent, MenuItemConstructorOptions, WebContents } from 'electron';
import { aboutDialog } from './about.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_INDEX, APP_SCHEME, answerAppRequest } from './app-protocol.ts';
import { createIpcRouter, isAllowedSender, type AllowedSenders, type DesktopHooks } from './ipc.ts';
import {
  DEFAULT_MENU_STATE,
  menuTemplate,
  type MenuCommand,
  type MenuItemSpec,
  type MenuState,
  type Platform,
} from '../common/menu.ts';
import { createStorage, type Storage } from './storage.ts';
import { createRecordFiles } from './record-files.ts';
import { contentSecurityPolicy, isAllowedExternalUrl } from './policy.ts';
import { MIN_SIZE, minimumWindowSize } from './window-state.ts';
import { rememberWindowState, storedPlacement } from './window-memory.ts';

// Only an unpackaged app (electron-vite dev) may load the dev server; a packaged app ignores the variable.
const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL || undefined;
// The built renderer is served as app://stikk/… from this folder only (app-protocol.ts), never as file://.
const rendererDir = join(import.meta.dirname, '../renderer');
// electron-vite names the CommonJS preload index.cjs in a "type": "module" package (index.js otherwise).
const preloadFile =
  ['index.cjs', 'index.js'].map((f) => join(import.meta.dirname, '../preload', f)).find((f) => existsSync(f)) ??
  join(import.meta.dirname, '../preload/index.cjs');
const allowed: AllowedSenders = {
  origins: devUrl ? [new URL(devUrl).origin] : [],
  files: [APP_INDEX],
};

// Tests point the app at a throw-away folder; must happen before the single-instance lock (per folder).
if (process.env.STIKK_USER_DATA) app.setPath('userData', process.env.STIKK_USER_DATA);
app.enableSandbox();
// A standard, secure scheme: its own origin, module scripts and the page's CSP work as on https.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let mainWindow: BrowserWindow | null = null;
let storage: Storage | null = null;

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function openIfRulesLink(url: string): void {
  if (isAllowedExternalUrl(url))
    void shell.openExternal(url).catch((err) => console.error('openExternal failed:', err));
}

/** Every web contents (also any created later): no new windows, no navigation away, no webviews. */
function guardContents(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    openIfRulesLink(url);
    return { action: 'deny' };
  });
  const stayInApp = (event: { url: string; preventDefault(): void }) => {
    if (isAllowedSender(event.url, allowed)) return;
    event.preventDefault();
    openIfRulesLink(event.url);
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** True for requests the app may make: its own app:// files, data: images, and in development the dev server. */
function isLocalRequest(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'file:') return false;
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(u.protocol)) return true;
  return devUrl !== undefined && u.host === new URL(devUrl).host;
}

function hardenSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.setDevicePermissionHandler(() => false);
  ses.setSpellCheckerEnabled(false);
  const csp = contentSecurityPolicy(devUrl);
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isLocalRequest(details.url) }));
  protocol.handle(APP_SCHEME, async (request) => {
    const r = await answerAppRequest(request.url, rendererDir, csp);
    return new Response(r.body as ConstructorParameters<typeof Response>[0], { status: r.status, headers: r.headers });
  });
}

let menuState: MenuState = DEFAULT_MENU_STATE;
/** Set once the window's renderer has told its menu state: from then on it answers the close handshake. */
let rendererReady = false;
/** Finishes the close the renderer was asked about (set while waiting for its answer). */
let finishClose: (() => void) | null = null;
let quitting = false;

function sendCommand(command: MenuCommand): void {
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send('menu:command', command);
}

function showAbout(): void {
  const { title, message, detail } = aboutDialog(app.getVersion(), menuState.locale);
  const options = { type: 'info' as const, title, message, detail, buttons: ['OK'] };
  void (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options));
}

/** menu.ts's template with clicks: a command goes to the renderer, About opens the dialog. */
function toElectron(items: MenuItemSpec[]): MenuItemConstructorOptions[] {
  return items.map(({ command, submenu, role, ...rest }): MenuItemConstructorOptions => {
    if (command) return { ...rest, click: () => sendCommand(command) };
    if (role === 'about') return { ...rest, click: showAbout };
    return {
      ...rest,
      ...(role ? { role: role as MenuItemConstructorOptions['role'] } : {}),
      ...(submenu ? { submenu: toElectron(submenu) } : {}),
    };
  });
}

function buildMenu(): void {
  const platform: Platform = process.platform === 'darwin' || process.platform === 'win32' ? process.platform : 'linux';
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectron(menuTemplate(platform, menuState))));
}

const desktop: DesktopHooks = {
  setMenuState(state) {
    rendererReady = true;
    menuState = state;
    buildMenu();
  },
  readyToClose() {
    const finish = finishClose;
    finishClose = null;
    finish?.();
  },
};

/**
 * Closing (or quitting) asks the renderer first: it writes the game in progress, then answers
 * readyToClose. A renderer that does not answer within 3 s does not keep the window open.
 */
function closeAfterSaving(win: BrowserWindow): void {
  let allowed = false;
  win.on('close', (event) => {
    if (allowed || !rendererReady) return;
    event.preventDefault();
    if (finishClose) return; // already asked
    const timer = setTimeout(() => desktop.readyToClose(), 3000);
    finishClose = () => {
      clearTimeout(timer);
      allowed = true;
      if (quitting) app.quit();
      else if (!win.isDestroyed()) win.close();
    };
    sendCommand('close');
  });
}

/** The URL of the frame that sent an IPC call, if it is the top frame of one of our windows. */
function senderUrlOf(event: IpcMainInvokeEvent): string | null {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || !BrowserWindow.fromWebContents(event.sender)) return null;
  return frame.url;
}

function wireIpc(store: Storage): void {
  // Record files: the dialogs hang on the main window; a record is a JSON file.
  const filters = [{ name: 'Stikk record', extensions: ['json'] }];
  const files = createRecordFiles({
    showOpen: () =>
      mainWindow
        ? dialog.showOpenDialog(mainWindow, { properties: ['openFile'], filters })
        : dialog.showOpenDialog({ properties: ['openFile'], filters }),
    showSave: (name) =>
      mainWindow
        ? dialog.showSaveDialog(mainWindow, { defaultPath: name, filters })
        : dialog.showSaveDialog({ defaultPath: name, filters }),
  });
  const router = createIpcRouter(store, allowed, desktop, files);
  for (const channel of router.channels) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => router.handle(channel, senderUrlOf(event), args));
  }
}

async function createWindow(store: Storage): Promise<void> {
  const place = await storedPlacement(store);
  const win = new BrowserWindow({
    width: place.width,
    height: place.height,
    ...(place.x !== undefined && place.y !== undefined ? { x: place.x, y: place.y } : {}),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Stikk',
    webPreferences: {
      preload: preloadFile,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  // minWidth/minHeight count the frame: the page itself must never be smaller than MIN_SIZE either.
  const [width, height] = win.getSize();
  const [contentWidth, contentHeight] = win.getContentSize();
  const min = minimumWindowSize({ width, height }, { width: contentWidth, height: contentHeight });
  win.setMinimumSize(min.width, min.height);
  mainWindow = win;
  rendererReady = false;
  win.once('ready-to-show', () => {
    if (place.maximized) win.maximize();
    win.show();
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  rememberWindowState(win, store);
  closeAfterSaving(win);
  try {
    if (devUrl) await win.loadURL(devUrl);
    else await win.loadURL(APP_INDEX);
  } catch (err) {
    console.error('Stikk could not load its window:', err);
  }
}

async function start(): Promise<void> {
  hardenSession();
  buildMenu();
  const store = createStorage(app.getPath('userData'));
  storage = store;
  await store.removeStaleTemp();
  wireIpc(store);
  await createWindow(store);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow(store);
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('web-contents-created', (_event, contents) => guardContents(contents));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Let pending writes (the window state saved on close, a game being saved) finish before exiting.
  let flushed = false;
  app.on('will-quit', (event) => {
    if (flushed || !storage) return;
    event.preventDefault();
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    void Promise.race([storage.idle(), timeout]).finally(() => {
      flushed = true;
      app.quit();
    });
  });
  app
    .whenReady()
    .then(start)
    .catch((err) => {
      console.error('Stikk failed to start:', err);
      app.exit(1);
    });
}
