// Every message is said somewhere: a key of the dictionaries that no code names is a word nobody reads, and
// it keeps being translated for nothing (the five home.*Damaged/*Recovered words outlived the data.*
// notices that replaced them). A key counts as used when a source file of the renderer, the main process or the machines (whose
// charts, hints and tutor name their words) quotes it, or builds it from a literal head (`opt.${game}.…`,
// `refusal.${key}`), or when it is a game's own form of a used key (i18n/per-game.ts). Tests do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';

/** Keys no code names yet, each with the reason it stays. */
const ALLOWED_UNUSED: Readonly<Record<string, string>> = {
  'coach.yourCards':
    "the coach's drill words, wired by the coach work running at the same time; remove it if that work does not use it",
};

const root = join(import.meta.dirname, '../../..');
const DICTIONARY = /renderer\/src\/i18n\/(nb|sv|da|en)\.ts$/;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (
      /\.(ts|svelte)$/.test(name) &&
      !/\.test\.ts$|test-helpers\.ts$|fixtures\.ts$/.test(name) &&
      !DICTIONARY.test(path)
    )
      out.push(path);
  }
  return out;
}

const files = ['renderer/src', 'electron', 'machines'].flatMap((d) => sources(join(root, d)));
const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
/** Literal heads of keys built in a template: `opt.${game}.${key}` → 'opt.'. */
const heads = [...new Set([...text.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map((m) => m[1]))];
/** Every quoted word-with-dots of the sources: 'sheet.total', "map.route", `pad.empty`. */
const literals = new Set([...text.matchAll(/(['"`])([\w-]+(?:\.[\w-]+)+)\1/g)].map((m) => m[2]));
const quoted = (key: string) => literals.has(key);
const built = (key: string) => heads.some((h) => key.startsWith(h));

function used(key: string): boolean {
  if (quoted(key) || built(key)) return true;
  // A game's own form (per-game.ts), a person's form (person.ts: you, a side of two) or a refusal's form for
  // its numbers (refusal-words.ts: ahead, level) is said where its key is.
  const form = /^(.*)\.(sproyte|spades|tribello|you|pair|ahead|level)$/.exec(key);
  return !!form && form[1] in en && used(form[1]);
}

describe('every message is used', () => {
  it('reads the sources (renderer, electron, machines) and finds most keys quoted', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => relative(root, f).startsWith('electron/'))).toBe(true);
    expect(Object.keys(en).filter(quoted).length).toBeGreaterThan(500);
  });

  it('has no key that no code names (allow-listed keys aside, each with its reason)', () => {
    expect(Object.keys(en).filter((k) => !used(k) && !(k in ALLOWED_UNUSED))).toEqual([]);
  });

  it('allows only keys that exist and are still unused', () => {
    for (const [key, reason] of Object.entries(ALLOWED_UNUSED)) {
      expect(key in en, key).toBe(true);
      expect(used(key), `${key} is used now: take it off the list`).toBe(false);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('would catch an unused key (the check is not blind)', () => {
    expect(used('home.savedDamaged')).toBe(false);
    expect(used('common.back')).toBe(true);
    expect(used('opt.spades.moon.win')).toBe(true);
  });
});
