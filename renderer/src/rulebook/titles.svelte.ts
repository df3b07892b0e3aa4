// Rule titles in the current language, for places that name a rule to a learner ("Follow suit") rather
// than show its id. The books load on first use per language; until then a rule shows as its id.
import { i18n } from '../i18n/i18n.svelte.ts';
import type { Locale } from '../i18n/locale.ts';
import { loadBooks } from './books.ts';

class RuleTitles {
  #titles = $state.raw<Partial<Record<Locale, Readonly<Record<string, string>>>>>({});
  #loading = new Set<Locale>();

  /** The rule's title in the current language, or null while the book is still loading or for an unknown id. */
  of(id: string): string | null {
    const locale = i18n.locale;
    const map = this.#titles[locale];
    if (!map) {
      this.#load(locale);
      return null;
    }
    return map[id] ?? null;
  }

  #load(locale: Locale): void {
    if (this.#loading.has(locale)) return;
    this.#loading.add(locale);
    void loadBooks(locale).then((books) => {
      const map = Object.fromEntries(
        books.flatMap((book) => book.sections.flatMap((section) => section.rules.map((r) => [r.id, r.title]))),
      );
      this.#titles = { ...this.#titles, [locale]: map };
    });
  }
}

export const ruleTitles = new RuleTitles();
