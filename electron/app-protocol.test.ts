import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_INDEX, answerAppRequest, resolveAppPath } from './app-protocol.ts';

let base: string;
let root: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'stikk-app-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Stikk</title>');
  writeFileSync(join(root, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(base, 'secret.json'), '{"no":1}');
  writeFileSync(join(base, 'renderer-evil.js'), 'evil');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the app:// protocol', () => {
  it('serves the built renderer: the index, its assets, with type, CSP and nosniff', async () => {
    expect(resolveAppPath(APP_INDEX, root)).toBe(join(root, 'index.html'));
    expect(resolveAppPath('app://stikk/', root)).toBe(join(root, 'index.html'));
    expect(resolveAppPath('app://stikk/assets/main.js?v=1#x', root)).toBe(join(root, 'assets', 'main.js'));
    const r = await answerAppRequest('app://stikk/assets/main.js', root, "default-src 'self'");
    expect(r.status).toBe(200);
    expect(r.headers).toEqual({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
    expect(Buffer.from(r.body).toString()).toBe('console.log(1)');
  });

  const refused = [
    ['dot segments past the root', 'app://stikk/../secret.json'],
    ['encoded dot segments', 'app://stikk/%2e%2e/secret.json'],
    ['an encoded slash', 'app://stikk/..%2fsecret.json'],
    ['an encoded backslash', 'app://stikk/..%5csecret.json'],
    ['a sibling folder sharing the prefix', 'app://stikk/../renderer-evil.js'],
    ['a NUL byte', 'app://stikk/index.html%00.js'],
    ['another host', 'app://evil/index.html'],
    ['credentials', 'app://user:pw@stikk/index.html'],
    ['a port', 'app://stikk:8080/index.html'],
    ['another scheme', 'file:///etc/passwd'],
    ['not a URL', 'index.html'],
    ['a malformed escape', 'app://stikk/%E0%A4%A.js'],
  ];
  it.each(refused)('never serves a file outside the renderer for %s', async (_, url) => {
    // The URL parser already folds dot segments into the root (app://stikk/secret.json); either way,
    // nothing outside the folder is named, and nothing is served.
    const file = resolveAppPath(url, root);
    expect(file === null || file.startsWith(join(root, '/'))).toBe(true);
    expect((await answerAppRequest(url, root, '')).status).toBe(404);
  });

  it('answers 404 for a missing file, a folder and an unknown file type', async () => {
    expect((await answerAppRequest('app://stikk/nope.js', root, '')).status).toBe(404);
    expect((await answerAppRequest('app://stikk/assets', root, '')).status).toBe(404);
    writeFileSync(join(root, 'run.exe'), 'MZ');
    expect((await answerAppRequest('app://stikk/run.exe', root, '')).status).toBe(404);
  });

  it('never follows a link out of the folder: a file, a folder, a link to a link (real paths)', async () => {
    symlinkSync(join(base, 'secret.json'), join(root, 'out.json'));
    symlinkSync(base, join(root, 'up'));
    symlinkSync(join(root, 'out.json'), join(root, 'again.json'));
    for (const url of ['app://stikk/out.json', 'app://stikk/up/secret.json', 'app://stikk/again.json']) {
      const r = await answerAppRequest(url, root, '');
      expect([r.status, String(r.body)]).toEqual([404, 'Not found']);
    }
  });

  it('serves a link that stays inside, and a folder reached through a link itself', async () => {
    symlinkSync(join(root, 'assets', 'main.js'), join(root, 'alias.js'));
    expect((await answerAppRequest('app://stikk/alias.js', root, '')).status).toBe(200);
    symlinkSync(root, join(base, 'linked-renderer'));
    expect((await answerAppRequest('app://stikk/assets/main.js', join(base, 'linked-renderer'), '')).status).toBe(200);
  });
});
