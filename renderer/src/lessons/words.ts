// A lesson's words in the current language (English where a word is missing, the key as a last resort);
// keys starting with `tutor.` are the app's own shared lesson words.
import { i18n, t } from '../i18n/i18n.svelte.ts';
import { INTL_LOCALE } from '../i18n/dictionaries.ts';
import type { MessageKey } from '../i18n/en.ts';
import { format, type Params } from '../i18n/format.ts';
import { LESSON_TEXT } from './index.ts';

export function lt(key: string, params?: Params): string {
  if (key.startsWith('tutor.') && i18n.has(key)) return t(key as MessageKey, params);
  const text = LESSON_TEXT[i18n.locale][key] ?? LESSON_TEXT.en[key] ?? key;
  return format(INTL_LOCALE[i18n.locale], text, params);
}
