import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isAllowedExternalUrl } from './policy.ts';
import { MIN_SIZE, DEFAULT_SIZE, minimumWindowSize, parseWindowState, placeWindow } from './window-state.ts';

describe('external links', () => {
  it.each([
    'https://www.pagat.com/',
    'https://www.pagat.com/auctionwhist/spades.html',
    'https://pagat.com/exact/tribello.html#rules',
  ])('opens the rules page %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(true);
  });
  it.each([
    'http://www.pagat.com/',
    'https://www.pagat.com.evil.example/',
    'https://evilpagat.com/',
    'https://user@www.pagat.com/',
    'https://www.pagat.com:8443/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:a@b.c',
    'smb://www.pagat.com/x',
    'not a url',
  ])('never opens %s', (url) => expect(isAllowedExternalUrl(url)).toBe(false));
});

describe('content security policy', () => {
  const directives = (csp: string) =>
    new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
  it('packaged: no remote origins, no network, inline styles only for styles', () => {
    const d = directives(contentSecurityPolicy());
    expect(d.get('default-src')).toBe("'self'");
    expect(d.get('connect-src')).toBe("'none'");
    expect(d.get('img-src')).toBe("'self' data:");
    expect(d.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(d.get('font-src')).toBe("'self'");
    expect(d.get('script-src')).toBe("'self'");
    expect(contentSecurityPolicy()).not.toMatch(/https?:|\*|unsafe-eval/);
  });
  it("the header sent with every page says exactly what the page's own meta tag says", async () => {
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(new URL('../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(directives(contentSecurityPolicy())).toEqual(directives(meta));
    expect(directives(contentSecurityPolicy()).get('media-src')).toBe("'none'");
  });
  it('development: only the dev server and its hot-reload socket are added', () => {
    const d = directives(contentSecurityPolicy('http://localhost:5173/'));
    expect(d.get('connect-src')).toBe("'self' ws://localhost:5173");
    expect(d.get('script-src')).toBe("'self'");
  });
});

describe('window placement', () => {
  const screen = { x: 0, y: 0, width: 1920, height: 1040 };
  const right = { x: 1920, y: 0, width: 1280, height: 1000 };
  it('first start: default size, centred', () => {
    expect(placeWindow(null, [screen])).toEqual({ ...DEFAULT_SIZE, maximized: false });
  });
  it('reuses a saved position and size on a screen that still exists', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1100, height: 700 }, maximized: true };
    expect(placeWindow(saved, [screen, right])).toEqual({ x: 2000, y: 50, width: 1100, height: 700, maximized: true });
  });
  it('drops the position when its screen is gone (title bar unreachable), keeps the size', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1100, height: 700 }, maximized: false };
    expect(placeWindow(saved, [screen])).toEqual({ width: 1100, height: 700, maximized: false });
  });
  it('drops a position with the title bar above the screen', () => {
    expect(
      placeWindow({ bounds: { x: 10, y: -500, width: 1100, height: 700 }, maximized: false }, [screen]),
    ).not.toHaveProperty('x');
  });
  it('clamps the size between the minimum and the largest screen', () => {
    expect(placeWindow({ bounds: { x: 0, y: 0, width: 5000, height: 100 }, maximized: false }, [screen])).toMatchObject(
      { width: 1920, height: MIN_SIZE.height },
    );
  });
  it('never opens smaller than the smallest size the layout is made and tested for (1024×640)', () => {
    expect(MIN_SIZE).toEqual({ width: 1024, height: 640 });
    // A window an older version let you shrink to 800×600 opens at the minimum.
    expect(placeWindow({ bounds: { x: 0, y: 0, width: 800, height: 600 }, maximized: false }, [screen])).toMatchObject({
      width: 1024,
      height: 640,
    });
  });
  it('keeps the page itself at 1024×640 at least: the frame comes on top of the minimum', () => {
    // A title bar of 37 px and borders of 1 px: the window's minimum grows by them.
    expect(minimumWindowSize({ width: 1282, height: 858 }, { width: 1280, height: 820 })).toEqual({
      width: 1026,
      height: 678,
    });
    expect(minimumWindowSize({ width: 1280, height: 820 }, { width: 1280, height: 820 })).toEqual(MIN_SIZE);
  });
  it('reads only well-formed stored state', () => {
    expect(parseWindowState({ bounds: { x: 1, y: 2, width: 900, height: 700 }, maximized: false })).toEqual({
      bounds: { x: 1, y: 2, width: 900, height: 700 },
      maximized: false,
    });
    for (const bad of [
      null,
      {},
      { bounds: { x: 1, y: 2, width: 900 }, maximized: false },
      { bounds: { x: 1.5, y: 2, width: 900, height: 700 }, maximized: false },
      { bounds: { x: 1, y: 2, width: 0, height: 700 }, maximized: false },
      { bounds: { x: 1, y: 2, width: 900, height: 700 }, maximized: 'yes' },
    ]) {
      expect(parseWindowState(bad)).toBeNull();
    }
  });
});
