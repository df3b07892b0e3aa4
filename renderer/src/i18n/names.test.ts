// Names said together read as each language joins them: a Spades side or two winners «Ann og Cia» in
// Norwegian and Danish, «Ann och Cia» in Swedish; three shared winners as the language lists them.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.svelte.ts';

describe('names said together', () => {
  afterEach(() => i18n.setLocale('en'));

  it.each([
    ['nb', 'Ann og Cia', 'Ann, Bo og Cia'],
    ['sv', 'Ann och Cia', 'Ann, Bo och Cia'],
    ['da', 'Ann og Cia', 'Ann, Bo og Cia'],
    ['en', 'Ann & Cia', 'Ann, Bo and Cia'],
  ] as const)('%s: «%s», «%s»', (lang, two, three) => {
    i18n.setLocale(lang);
    expect(i18n.names(['Ann', 'Cia'])).toBe(two);
    expect(i18n.names(['Ann', 'Bo', 'Cia'])).toBe(three);
    expect(i18n.names(['Ann'])).toBe('Ann');
  });
});
