import type { Locale } from './locale.ts';
import { en, type Dictionary } from './en.ts';
import { nb } from './nb.ts';
import { sv } from './sv.ts';
import { da } from './da.ts';

export const dictionaries: Record<Locale, Dictionary> = { nb, sv, da, en };

/** BCP 47 tags for Intl (numbers, plurals). */
export const INTL_LOCALE: Record<Locale, string> = { nb: 'nb-NO', sv: 'sv-SE', da: 'da-DK', en: 'en-GB' };

/** Each language's name in itself (shown in the language choice, whatever the current language). */
export const LANGUAGE_NAMES: Record<Locale, string> = { nb: 'Norsk bokmål', sv: 'Svenska', da: 'Dansk', en: 'English' };
