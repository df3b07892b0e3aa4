import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries.ts';
import { en } from './en.ts';
import { format, placeholders } from './format.ts';
import { cardName, cardNameInSentence } from './words.ts';
import type { MessageKey } from './en.ts';

const LANGS = ['nb', 'sv', 'da'] as const;

describe('dictionaries', () => {
  for (const lang of LANGS) {
    it(`${lang} has every English key and no other`, () => {
      const d = dictionaries[lang] as Record<string, string>;
      expect(Object.keys(d).filter((k) => !(k in en))).toEqual([]);
      expect(Object.keys(en).filter((k) => !(k in d))).toEqual([]);
    });
    it(`${lang} uses the same parameters as English in every message`, () => {
      const d = dictionaries[lang] as Record<string, string>;
      const wrong = Object.entries(en)
        .filter(([k, v]) => placeholders(v).join() !== placeholders(d[k] ?? '').join())
        .map(
          ([k]) =>
            `${k}: en {${placeholders(en[k as MessageKey]).join()}} ${lang} {${placeholders(d[k] ?? '').join()}}`,
        );
      expect(wrong).toEqual([]);
    });
    it(`${lang} has no empty message`, () => {
      expect(
        Object.entries(dictionaries[lang])
          .filter(([, v]) => v.trim() === '')
          .map(([k]) => k),
      ).toEqual([]);
    });
  }
});

describe('format', () => {
  it('inserts parameters and formats numbers per locale', () => {
    expect(format('en-GB', 'Target {n}', { n: 1000 })).toBe('Target 1,000');
    expect(format('nb-NO', 'Mål {n}', { n: 1000 })).toBe('Mål 1\u00a0000');
    expect(format('sv-SE', '{n}', { n: -50 })).toBe('\u221250');
  });
  it('chooses plural forms', () => {
    const m = '{n, plural, one {# card} other {# cards}} left by {name}';
    expect(format('en-GB', m, { n: 1, name: 'Ola' })).toBe('1 card left by Ola');
    expect(format('en-GB', m, { n: 3, name: 'Ola' })).toBe('3 cards left by Ola');
    expect(format('en-GB', '{n, plural, =0 {none} other {#}}', { n: 0 })).toBe('none');
    expect(placeholders(m)).toEqual(['n', 'name']);
  });
});

describe('a name in the genitive', () => {
  it("takes the language's form after s, x or z, and a plain s otherwise", () => {
    expect(format('sv', 'Skydda {player}s nolla', { player: 'Lars' })).toBe('Skydda Lars nolla');
    expect(format('sv', 'Skydda {player}s nolla', { player: 'Ola' })).toBe('Skydda Olas nolla');
    expect(format('nb', 'med {name}s kort', { name: 'Marius' })).toBe("med Marius' kort");
    expect(format('da', 'med {name}s kort', { name: 'Max' })).toBe("med Max' kort");
    expect(format('en', "with {name}'s cards", { name: 'Lars' })).toBe("with Lars's cards");
    // Not a genitive: an s that begins a word, or a word after the name.
    expect(format('sv', '{n} stick', { n: 'tres' })).toBe('tres stick');
    expect(format('sv', '{player}stävling', { player: 'Lars' })).toBe('Larsstävling');
  });
});

describe('card names', () => {
  const tr = (lang: keyof typeof dictionaries) => (key: MessageKey, params?: Record<string, string | number>) =>
    format(lang, dictionaries[lang][key], params);
  it('reads as each language says it', () => {
    expect(cardName(tr('en'), 'QS')).toBe('Queen of spades');
    expect(cardName(tr('en'), 'TH')).toBe('Ten of hearts');
    expect(cardName(tr('en'), 'BJ')).toBe('Big joker');
    expect(cardName(tr('nb'), 'QS')).toBe('Spar dame');
    expect(cardName(tr('sv'), 'QS')).toBe('Spader dam');
    expect(cardName(tr('da'), 'QS')).toBe('Spar dame');
    expect(cardName(tr('da'), 'AD')).toBe('Ruder es');
    expect(cardName(tr('sv'), 'LJ')).toBe('Liten joker');
  });
  it('writes a card name in lower case inside a sentence, in every language', () => {
    expect(cardNameInSentence(tr('en'), 'QS')).toBe('queen of spades');
    expect(cardNameInSentence(tr('da'), 'LJ')).toBe('lille joker');
    const said = (lang: keyof typeof dictionaries) =>
      format(lang, dictionaries[lang]['panel.revealedText'], {
        name: 'Liv',
        card: cardNameInSentence(tr(lang), '8H'),
        contract: '…',
      });
    expect(said('nb')).toBe('Liv tok av og viste hjerter åtte: ….');
    expect(said('sv')).toBe('Liv lyfte av och visade hjärter åtta: ….');
    expect(said('da')).toBe('Liv tog af og viste hjerter otte: ….');
    expect(said('en')).toBe('Liv cut and revealed eight of hearts: ….');
  });
  it('gives all 54 cards distinct names in every language', () => {
    const codes = ['BJ', 'LJ', ...'CDHS'.split('').flatMap((s) => '23456789TJQKA'.split('').map((r) => r + s))];
    for (const lang of ['en', ...LANGS] as const)
      expect(new Set(codes.map((c) => cardName(tr(lang), c))).size).toBe(54);
  });
});

describe('refusals', () => {
  it('every refusal key of every engine has words (game-specific or shared)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '../../../machines');
    const missing: string[] = [];
    let found = 0;
    for (const game of ['sproyte', 'spades', 'tribello']) {
      const dir = join(root, game, 'rules');
      const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
      for (const f of files) {
        const text = readFileSync(join(dir, f), 'utf8');
        for (const m of text.matchAll(/\b(?:refuse|refusal)\(\s*'[A-Z]+-[^']*',\s*'(\w+)'/g)) {
          const key = m[1];
          found++;
          if (!(`refusal.${game}.${key}` in en) && !(`refusal.${key}` in en)) missing.push(`${game}: ${key}`);
        }
      }
    }
    expect(found).toBeGreaterThan(50);
    expect([...new Set(missing)]).toEqual([]);
  });
});
