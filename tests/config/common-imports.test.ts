// The code both the desktop shell and the renderer run (the preload API's types, the store, the value checks,
// the menu) lives in common/: the renderer never imports electron/, and common/ imports neither side nor any
// Electron or Node module, so the browser build can carry it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every import of every source file below `dir`: relative ones as paths from the root, bare ones as written. */
function importsBelow(dir: string): { file: string; to: string }[] {
  return sources(resolve(root, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => ({
      file: relative(root, file),
      to: m[1].startsWith('.') ? relative(root, resolve(dirname(file), m[1])) : m[1],
    })),
  );
}

const show = ({ file, to }: { file: string; to: string }): string => `${file} → ${to}`;

describe('the code both sides run', () => {
  it('the renderer imports nothing from electron/', () => {
    const all = importsBelow('renderer/src');
    expect(all.some(({ to }) => to.startsWith('common/'))).toBe(true);
    expect(all.filter(({ to }) => to.startsWith('electron/')).map(show)).toEqual([]);
  });

  it('common/ imports neither side, nor Electron or Node', () => {
    const shipped = importsBelow('common').filter(({ file }) => !file.endsWith('.test.ts'));
    expect(shipped.some(({ to }) => to.startsWith('common/'))).toBe(true);
    const outside = shipped.filter(
      ({ to }) => /^(electron|renderer)\//.test(to) || to === 'electron' || to.startsWith('node:'),
    );
    expect(outside.map(show)).toEqual([]);
  });

  it('the desktop shell takes the store and its checks from common/', () => {
    expect(
      importsBelow('electron').some(({ file, to }) => file === 'electron/storage.ts' && to.startsWith('common/')),
    ).toBe(true);
  });
});
