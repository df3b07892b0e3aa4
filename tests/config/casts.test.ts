// Shipping code is typed, not cast to `never`: a value cast `as never` fits every parameter, so the compiler stops
// checking the very call it sits in. Contracts take their game's types through generics (the bundle, the suite,
// the claims' sweep); only tests that build a deliberately wrong shape may cast, and they are left out here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SHIPPING = ['machines/', 'renderer/src/', 'electron/', 'common/', 'scripts/'];
const CAST = /\bas never\b/g;

const isShipping = (file: string) =>
  SHIPPING.some((dir) => file.startsWith(dir)) && /\.(ts|svelte)$/.test(file) && !file.endsWith('.test.ts');

/** Each `as never` in a text, as `file:line`. */
function castsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => Array.from(line.matchAll(CAST), () => `${file}:${i + 1}`));
}

/** Every shipping file, tracked or new (not ignored). */
function shippingFiles(): string[] {
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SHIPPING];
  const files = execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return [...new Set(files)].filter(isShipping);
}

function read(file: string): string {
  try {
    return readFileSync(resolve(root, file), 'utf8');
  } catch {
    return ''; // listed but absent from this checkout (a deletion not yet staged)
  }
}

describe('no `as never` in shipping code', () => {
  it('the count finds a cast, each one on a line, and passes typed code', () => {
    const text = 'const a = f(x as never);\nconst b = g(y);\nh(p as never, q as never);\n';
    expect(castsIn('x.ts', text)).toEqual(['x.ts:1', 'x.ts:3', 'x.ts:3']);
    expect(castsIn('x.ts', 'const never = 1;\nconst c = d as Never;\n')).toEqual([]);
    expect(isShipping('machines/testing/soak.ts')).toBe(true);
    expect(isShipping('renderer/src/components/table/Seat.svelte')).toBe(true);
    expect(isShipping('machines/core/rng.test.ts')).toBe(false);
    expect(isShipping('tests/e2e/table.spec.ts')).toBe(false);
  });

  it('shipping code has none', () => {
    const files = shippingFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => castsIn(file, read(file)))).toEqual([]);
  });
});
