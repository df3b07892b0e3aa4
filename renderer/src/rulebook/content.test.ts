// The rule books' content: every book file under rulebook/<book>/<locale>.ts, whichever books
// exist. Rule ids must exist in rules.md (RULE_IDS), the four languages of a book must list the same
// sections and rules in the same order, every card picture must be an engine card code, and each book must
// cover every numbered rule, decision and setting of its game.
import { describe, expect, it } from 'vitest';
import { isCardCode } from '../../../machines/core/cards.ts';
import { RULE_IDS } from './rule-ids.ts';
import type { RuleBook } from './types.ts';

const LOCALES = ['en', 'nb', 'sv', 'da'] as const;
const PREFIX: Record<string, string> = { common: 'COM', sproyte: 'SPR', spades: 'SPD', tribello: 'TRB' };
const KNOWN = new Set(RULE_IDS);
const ID_IN_TEXT = /\b(?:COM|SPR|SPD|TRB)-[A-Z]?\d+(?:\.\d+)?\b/g;

const modules = import.meta.glob<{ book: RuleBook }>('./*/*.ts', { eager: true });
const books = new Map<string, Map<string, RuleBook>>();
for (const [path, mod] of Object.entries(modules)) {
  const m = /^\.\/([a-z]+)\/([a-z]+)\.ts$/.exec(path);
  if (!m || !(LOCALES as readonly string[]).includes(m[2])) continue;
  if (!books.has(m[1])) books.set(m[1], new Map());
  books.get(m[1])!.set(m[2], mod.book);
}

/** Every piece of player-facing text in a book, with where it is. */
function texts(b: RuleBook): [string, string][] {
  const out: [string, string][] = [['intro', b.intro]];
  for (const s of b.sections) {
    out.push([`${s.id} title`, s.title]);
    if (s.intro) out.push([`${s.id} intro`, s.intro]);
    for (const r of s.rules) out.push([`${r.id} title`, r.title], [r.id, r.text]);
    (s.examples ?? []).forEach((e, i) => out.push([`${s.id} example ${i + 1}`, e]));
  }
  for (const g of b.glossary) out.push([`glossary ${g.term}`, g.text]);
  return out;
}

function entryIds(b: RuleBook): string[] {
  return b.sections.flatMap((s) => s.rules.map((r) => r.id));
}

/** The section a rule belongs in: 'SPR-6.2' → 'SPR-6', 'SPR-D3' → 'SPR-D', 'TRB-4' → 'TRB-4'. */
function sectionOf(id: string): string {
  const m = /^([A-Z]+)-([DS])\d+$/.exec(id);
  return m ? `${m[1]}-${m[2]}` : id.replace(/\.\d+$/, '');
}

it('finds the rule books', () => {
  expect(books.size).toBeGreaterThan(0);
  for (const [id, byLocale] of books) {
    console.log(
      `rule book ${id}: ${LOCALES.map((l) => `${l} ${byLocale.get(l) ? entryIds(byLocale.get(l)!).length : '–'}`).join(', ')} entries`,
    );
  }
});

for (const [bookId, byLocale] of books) {
  describe(`rule book ${bookId}`, () => {
    it('exists in all four languages, each file naming its own book', () => {
      expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
      for (const b of byLocale.values()) expect(b.id).toBe(bookId);
    });

    it('names only rule ids that rules.md defines', () => {
      const unknown: string[] = [];
      for (const [locale, b] of byLocale) {
        for (const id of entryIds(b)) if (!KNOWN.has(id)) unknown.push(`${locale}: entry ${id}`);
        for (const [where, text] of texts(b)) {
          for (const id of text.match(ID_IN_TEXT) ?? []) if (!KNOWN.has(id)) unknown.push(`${locale} ${where}: ${id}`);
        }
        for (const g of b.glossary)
          for (const id of g.rules ?? []) if (!KNOWN.has(id)) unknown.push(`${locale} glossary ${g.term}: ${id}`);
      }
      expect(unknown).toEqual([]);
    });

    it('keeps each rule in its own section, once', () => {
      const prefix = PREFIX[bookId];
      for (const b of byLocale.values()) {
        const ids = entryIds(b);
        expect(new Set(ids).size).toBe(ids.length);
        const misplaced = b.sections.flatMap((s) =>
          s.rules.filter((r) => sectionOf(r.id) !== s.id).map((r) => `${r.id} in ${s.id}`),
        );
        expect(misplaced).toEqual([]);
        expect(ids.filter((id) => !id.startsWith(`${prefix}-`))).toEqual([]);
      }
    });

    it('has the same sections, rules and number of examples in the same order in every language', () => {
      const shape = (b: RuleBook) =>
        b.sections.map((s) => `${s.id}: ${s.rules.map((r) => r.id).join(' ')} (${s.examples?.length ?? 0} examples)`);
      const en = shape(byLocale.get('en')!);
      for (const locale of LOCALES) expect(shape(byLocale.get(locale)!), locale).toEqual(en);
    });

    it('covers every numbered rule, decision and setting of its game', () => {
      const own = new RegExp(`^${PREFIX[bookId]}-(\\d+\\.\\d+|D\\d+|S\\d+)$`);
      const wanted = RULE_IDS.filter((id) => own.test(id));
      for (const [locale, b] of byLocale) {
        const have = new Set(entryIds(b));
        expect(
          wanted.filter((id) => !have.has(id)),
          locale,
        ).toEqual([]);
      }
    });

    it('draws only real cards', () => {
      const bad: string[] = [];
      for (const [locale, b] of byLocale) {
        for (const [where, text] of texts(b)) {
          for (const m of text.matchAll(/\[\[([^\]]*)\]\]/g))
            if (!isCardCode(m[1])) bad.push(`${locale} ${where}: [[${m[1]}]]`);
          if (text.replace(/\[\[[^\]]*\]\]/g, '').includes('[[')) bad.push(`${locale} ${where}: unclosed [[`);
        }
      }
      expect(bad).toEqual([]);
    });

    it('has no empty text and a glossary of 8 to 15 words', () => {
      for (const [locale, b] of byLocale) {
        expect(
          texts(b)
            .filter(([, t]) => t.trim() === '')
            .map(([w]) => `${locale} ${w}`),
        ).toEqual([]);
        expect(b.glossary.length, locale).toBeGreaterThanOrEqual(8);
        expect(b.glossary.length, locale).toBeLessThanOrEqual(15);
      }
    });
  });
}
