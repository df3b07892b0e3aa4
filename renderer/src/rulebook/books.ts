// The rule books, loaded per language when first opened (they are long; the table need not wait).
import { GAME_IDS } from '../../../machines/games.ts';
import type { Locale } from '../i18n/locale.ts';
import type { BookId, RuleBook, RuleEntry, RuleSection } from './types.ts';

const loaders = import.meta.glob<{ book: RuleBook }>('./*/*.ts');
const ORDER: readonly BookId[] = [...GAME_IDS, 'common'];

export async function loadBooks(locale: Locale): Promise<RuleBook[]> {
  const out: RuleBook[] = [];
  for (const id of ORDER) {
    const load = loaders[`./${id}/${locale}.ts`] ?? loaders[`./${id}/en.ts`];
    if (load) out.push((await load()).book);
  }
  return out;
}

/** Fold case and accents so "trumf" finds "Trumf" and "nolla" finds "nolla" (and "å" matches "a"). */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Hit {
  readonly book: RuleBook;
  readonly section: RuleSection;
  readonly rule: RuleEntry;
}

/** Rules matching a word (in title or text) or a rule id (prefix: "SPD-6" finds SPD-6.1 …). */
export function search(books: readonly RuleBook[], query: string): Hit[] {
  const q = fold(query.trim());
  if (q.length < 2) return [];
  const hits: Hit[] = [];
  for (const book of books)
    for (const section of book.sections)
      for (const rule of section.rules) {
        const byId = fold(rule.id).startsWith(q);
        if (byId || fold(rule.title).includes(q) || fold(rule.text).includes(q)) hits.push({ book, section, rule });
      }
  return hits;
}
