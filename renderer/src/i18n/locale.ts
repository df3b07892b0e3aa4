// The app's four languages, and the best of them for a system's languages. A leaf: the dictionaries, the lessons,
// the rule book and the settings read it.
export const LOCALES = ['nb', 'sv', 'da', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The best of our four languages for a list of system languages (navigator.languages). */
export function systemLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'nb' || base === 'no' || base === 'nn') return 'nb';
    if (base === 'sv') return 'sv';
    if (base === 'da') return 'da';
    if (base === 'en') return 'en';
  }
  return 'en';
}
