// The About dialog's words: the version and the licences of the fonts bundled in the renderer.
import type { MenuLocale } from '../common/menu-words.ts';

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

const WORDS: Readonly<Record<MenuLocale, { version: string; fonts: string; tagline: string }>> = {
  nb: { version: 'Versjon', fonts: 'Skrifter', tagline: 'Lær og spill sprøyte, Spades og Tribello.' },
  sv: { version: 'Version', fonts: 'Typsnitt', tagline: 'Lär dig och spela sprøyte, spader och Tribello.' },
  da: { version: 'Version', fonts: 'Skrifttyper', tagline: 'Lær og spil sprøyte, Spar og Tribello.' },
  en: { version: 'Version', fonts: 'Fonts', tagline: 'Learn and play Sprøyte, Spades and Tribello.' },
};

/** The one line that says what Stikk is, in the About box and (without its full stop) the desktop entry. */
export function aboutTagline(locale: MenuLocale): string {
  return WORDS[locale].tagline;
}

export function aboutDialog(version: string, locale: MenuLocale): { title: string; message: string; detail: string } {
  const w = WORDS[locale];
  const fonts = BUNDLED_FONTS.map((f) => `${f.family}: ${f.copyright}. ${f.license}.`).join('\n');
  return {
    title: 'Stikk',
    message: `Stikk ${version}`,
    detail: `${w.tagline}\n\n${w.version} ${version}\n\n${w.fonts}:\n${fonts}`,
  };
}
