// Shared code asks a game's bundle (machines/games.ts) and never names a game: no game's id as a literal, no list
// keyed by the games, no import from a game's folder, outside the places that are one game's or the registry's —
// machines/<game>/, machines/games.ts, renderer/src/games/ — and text data (the dictionaries, the rule books, the
// lessons' words) and tests and their support (machines/testing/), which pick a game on purpose.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const GAME = '(?:spades|sproyte|tribello)';
/** A game's id as a string, as a key of a list, or a game's folder imported. */
const NAMING = new RegExp(
  `(['"\`])${GAME}\\1|^\\s*${GAME}\\s*:|[{,]\\s*${GAME}\\s*[,}:]|machines/${GAME}/|\\.\\./${GAME}/`,
  'm',
);

const ALLOWED = [
  /^machines\/(spades|sproyte|tribello)\//,
  /^machines\/games\.ts$/,
  /^renderer\/src\/games\//,
  /^renderer\/src\/i18n\//,
  /^renderer\/src\/rulebook\/(spades|sproyte|tribello|common)\//,
  /^renderer\/src\/lessons\/(spades|sproyte|tribello)\//,
  /^machines\/testing\//,
  /\.test\.ts$/,
  /\.test-helpers\.ts$/,
];

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? filesBelow(path) : /\.(ts|svelte)$/.test(name) ? [path] : [];
  });
}

/** Shared files (not allowed to) that name a game, with the first line that does. */
export function namingFiles(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of ['machines', 'renderer/src'].flatMap((d) => filesBelow(resolve(root, d)))) {
    const rel = relative(root, file);
    if (ALLOWED.some((a) => a.test(rel))) continue;
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l));
    const line = code.find((l) => NAMING.test(l));
    if (line !== undefined) out.set(rel, line.trim());
  }
  return out;
}

describe('game names in shared code', () => {
  it('the check finds a game named as a literal, a key or a folder, and not a word in a sentence', () => {
    expect(NAMING.test("if (game === 'spades') return;")).toBe(true);
    expect(NAMING.test('  tribello: tribelloPad,')).toBe(true);
    expect(NAMING.test('const x = { spades, sproyte, tribello };')).toBe(true);
    expect(NAMING.test("import { x } from '../../machines/sproyte/rules/index.ts';")).toBe(true);
    expect(NAMING.test('const spadesBroken = v.spadesBroken;')).toBe(false);
    expect(NAMING.test("t('line.spades.bags')")).toBe(false);
  });

  it('no shared file names a game', () => {
    expect([...namingFiles()].map(([f, l]) => `${f}: ${l}`)).toEqual([]);
  });
});
