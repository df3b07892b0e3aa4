// The About dialog: what Stikk is, its version and the licences of the fonts bundled in the renderer (its words
// are the menu's, common/menu-words.ts, where the language check reads them).
import { MENU_WORDS, type MenuLocale } from '../common/menu-words.ts';

export interface BundledFont {
  readonly family: string;
  /** The npm package the renderer imports it from. */
  readonly pkg: string;
  readonly copyright: string;
  readonly license: string;
}

export const BUNDLED_FONTS: readonly BundledFont[] = [
  {
    family: 'Inter',
    pkg: '@fontsource-variable/inter',
    copyright: 'Copyright 2016 The Inter Project Authors',
    license: 'SIL Open Font License 1.1',
  },
];

/** The one line that says what Stikk is, in the About box and (without its full stop) the desktop entry. */
export function aboutTagline(locale: MenuLocale): string {
  return MENU_WORDS[locale].aboutTagline;
}

export function aboutDialog(version: string, locale: MenuLocale): { title: string; message: string; detail: string } {
  const w = MENU_WORDS[locale];
  const fonts = BUNDLED_FONTS.map((f) => `${f.family}: ${f.copyright}. ${f.license}.`).join('\n');
  return {
    title: 'Stikk',
    message: `Stikk ${version}`,
    detail: `${w.aboutTagline}\n\n${w.aboutVersion} ${version}\n\n${w.aboutFonts}:\n${fonts}`,
  };
}
