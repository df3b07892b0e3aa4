// The real desktop app: the built main (out/main/index.js) in the Electron binary. Skips, saying why,
// where the binary or a display is missing; REQUIRE_ELECTRON=1 turns that skip into a failure.
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { playDeal, startGame } from '../e2e/helpers.ts';
import { findElectronBinary, missingDisplay } from './electron-binary.ts';

const root = resolve(import.meta.dirname, '../..');
const mainJs = join(root, 'out', 'main', 'index.js');
const binary = findElectronBinary(root);
const unavailable = binary.found ? missingDisplay() : binary.reason;
const required = process.env.REQUIRE_ELECTRON === '1';

type Api = import('../../common/api-types.ts').StikkApi;
/** The renderer's window as these tests look at it (this file is type-checked without the DOM lib). */
interface PageGlobal {
  api: Api;
  require?: unknown;
  process?: unknown;
  open(url: string): unknown;
  location: { href: string };
}

test.describe('the Electron app', () => {
  let app: ElectronApplication;
  let userData: string;

  test.beforeAll(async () => {
    if (unavailable && required) throw new Error(`REQUIRE_ELECTRON=1, but ${unavailable}`);
    if (unavailable) console.warn(`Electron app tests skipped: ${unavailable}.`);
    test.skip(unavailable !== null, `Skipped: ${unavailable}.`);
    if (!binary.found) return;
    expect(existsSync(mainJs), `${mainJs} is missing: run \`npm run build\` first`).toBe(true);
    userData = mkdtempSync(join(tmpdir(), 'stikk-electron-'));
    // English and instant computer players, as the browser tests play (the system language may differ).
    const settings = { schema: 1, savedAt: '2025-01-01T00:00:00.000Z', data: { locale: 'en', speed: 'instant' } };
    writeFileSync(join(userData, 'settings.json'), JSON.stringify(settings));
    app = await electron.launch({
      executablePath: binary.path,
      // Chromium refuses to start as root (CI) with its OS sandbox on; the renderer sandbox stays on.
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), mainJs],
      env: { ...process.env, STIKK_USER_DATA: userData, ELECTRON_RENDERER_URL: '' },
      timeout: 60_000,
    });
  });

  test.afterAll(async () => {
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  test('opens one window on the Stikk home page, hardened, with storage through the preload', async () => {
    const page = await app.firstWindow();
    await expect(page.getByRole('heading', { level: 1, name: /Stikk/ })).toBeVisible();
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().map((w) => w.isVisible())))
      .toEqual([true]);

    // The page sees no Node and exactly its API groups (records: the file dialogs).
    expect(
      await page.evaluate(() => {
        const w = globalThis as unknown as PageGlobal;
        return [typeof w.require, typeof w.process, Object.keys(w.api).sort()];
      }),
    ).toEqual(['undefined', 'undefined', ['desktop', 'games', 'lessons', 'records', 'settings', 'stats']]);
    expect(page.url()).toMatch(/^app:\/\/stikk\/index\.html/);

    // A round trip through the real IPC lands in the user-data folder; a bad id is refused.
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobal).api.stats.save({ played: 3 }))).toEqual({
      ok: true,
      value: true,
    });
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobal).api.stats.load())).toEqual({
      ok: true,
      value: { played: 3 },
    });
    expect(JSON.parse(readFileSync(join(userData, 'stats.json'), 'utf8'))).toMatchObject({
      schema: 1,
      data: { played: 3 },
    });
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobal).api.games.load('../stats'))).toMatchObject({
      ok: false,
    });

    // CSP connect-src 'none' blocks even a data: fetch; window.open and navigation go nowhere.
    expect(
      await page.evaluate(() =>
        fetch('data:,x').then(
          () => 'loaded',
          () => 'blocked',
        ),
      ),
    ).toBe('blocked');
    expect(
      await page.evaluate(() => (globalThis as unknown as PageGlobal).open('https://www.pagat.com/') === null),
    ).toBe(true);
    const before = page.url();
    await page.evaluate(() => {
      (globalThis as unknown as PageGlobal).location.href = 'https://example.com/';
    });
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    expect(app.windows()).toHaveLength(1);
  });

  test("denies every permission and keeps nothing in the page's own storage", async () => {
    const page = await app.firstWindow();
    const answers = await page.evaluate(async () => {
      const nav = (
        globalThis as unknown as {
          navigator: { permissions: { query(d: { name: string }): Promise<{ state: string }> } };
        }
      ).navigator;
      const states = [];
      for (const name of ['notifications', 'geolocation', 'camera', 'microphone', 'clipboard-read']) {
        states.push(
          await nav.permissions.query({ name }).then(
            (r) => r.state,
            () => 'refused',
          ),
        );
      }
      return states;
    });
    expect(
      answers.every((a) => a === 'denied' || a === 'refused'),
      answers.join(),
    ).toBe(true);
    expect(
      await page.evaluate(() => (globalThis as unknown as { localStorage: { length: number } }).localStorage.length),
    ).toBe(0);
  });

  test('plays a deal in the real window: the game is saved through the preload, the menu drives the table', async () => {
    const page = await app.firstWindow();
    await startGame(page, 'Tribello', async () => {}, 8);
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].getTitle()))
      .toBe('Tribello — Stikk');
    const seen = await playDeal(page);
    expect(seen.played).toBeGreaterThanOrEqual(13);
    await page.keyboard.press('Escape');
    const saved = JSON.parse(readFileSync(join(userData, 'games', 'current.json'), 'utf8'));
    expect(saved).toMatchObject({ schema: 1, data: { format: 'stikk-record/1', game: 'tribello' } });
    // The native menu, in the app's language, sends Score sheet to the table.
    const labels = await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.items.map((i) => i.label) ?? []);
    expect(labels).toEqual(expect.arrayContaining(['Game', 'View', 'Help']));
    await app.evaluate(({ Menu }) => {
      const game = Menu.getApplicationMenu()?.items.find((i) => i.label === 'Game');
      game?.submenu?.items.find((i) => i.label === 'Score sheet')?.click();
    });
    await expect(page.getByRole('dialog', { name: 'Score sheet' })).toBeVisible();
  });

  test('keeps the page at 1024×640 at least, the smallest size the layout is tested at, however small the window is made', async () => {
    await app.evaluate(({ BrowserWindow }) => {
      const win = BrowserWindow.getAllWindows()[0];
      win.unmaximize();
      win.setSize(600, 400);
    });
    const content = () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].getContentSize());
    await expect.poll(async () => (await content())[0]).toBeGreaterThanOrEqual(1024);
    expect((await content())[1]).toBeGreaterThanOrEqual(640);
  });

  test('remembers the window bounds in window.json when it quits', async () => {
    await app.close();
    const saved = JSON.parse(readFileSync(join(userData, 'window.json'), 'utf8'));
    expect(saved.data).toMatchObject({
      bounds: { width: expect.any(Number), height: expect.any(Number) },
      maximized: false,
    });
  });
});
