// A lesson's words in the current language (English where a word is missing, the key as a last resort);
// keys starting with `tutor.` are the app's own shared lesson words.
import { i18n, t } from '../i18n/i18n.svelte.ts';
import { INTL_LOCALE } from '../i18n/dictionaries.ts';
import type { MessageKey } from '../i18n/en.ts';
import { format, type Params } from '../i18n/format.ts';
import { LESSON_TEXT } from './index.ts';
import { courseNumber } from './catalog.ts';

/** `{lesson:SPD-L5}` in a lesson's words is that lesson's number in the course (it moves with the course order). */
export const withCourseNumbers = (text: string): string =>
  text.replace(/\{lesson:([A-Z]{3}-L\d{1,3})\}/g, (_, id: string) => String(courseNumber(id)));

export function lt(key: string, params?: Params): string {
  if (key.startsWith('tutor.') && i18n.has(key)) return t(key as MessageKey, params);
  const text = LESSON_TEXT[i18n.locale][key] ?? LESSON_TEXT.en[key] ?? key;
  return format(INTL_LOCALE[i18n.locale], withCourseNumbers(text), params);
}
