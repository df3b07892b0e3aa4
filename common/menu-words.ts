// The native menu's words in the app's four languages (the renderer's dictionaries hold the rest; the
// shared labels here use the same words: Fortsett, Siste stikk, Poengark, Innstillinger …).
// One row per word, one column per language in MENU_LOCALES' order: a word missing in a language does not compile.
export const MENU_LOCALES = ['nb', 'sv', 'da', 'en'] as const;
export type MenuLocale = (typeof MENU_LOCALES)[number];

type PerLocale = readonly [nb: string, sv: string, da: string, en: string];

const ROWS = {
  // [nb, sv, da, en]
  game: ['Spill', 'Spel', 'Spil', 'Game'],
  newGame: ['Nytt spill', 'Nytt parti', 'Nyt spil', 'New game'],
  continue: ['Fortsett', 'Fortsätt', 'Fortsæt', 'Continue'],
  learn: ['Lær å spille', 'Lär dig spela', 'Lær at spille', 'Learn to play'],
  hint: ['Tips', 'Tips', 'Tip', 'Hint'],
  lastTrick: ['Siste stikk', 'Senaste sticket', 'Sidste stik', 'Last trick'],
  scoreSheet: ['Poengark', 'Protokoll', 'Pointliste', 'Score sheet'],
  rules: ['Regler', 'Regler', 'Regler', 'Rules'],
  settings: ['Innstillinger', 'Inställningar', 'Indstillinger', 'Settings'],
  view: ['Vis', 'Visa', 'Vis', 'View'],
  fullScreen: ['Fullskjerm', 'Helskärm', 'Fuld skærm', 'Full screen'],
  actualSize: ['Faktisk størrelse', 'Faktisk storlek', 'Faktisk størrelse', 'Actual size'],
  zoomIn: ['Zoom inn', 'Zooma in', 'Zoom ind', 'Zoom in'],
  zoomOut: ['Zoom ut', 'Zooma ut', 'Zoom ud', 'Zoom out'],
  quit: ['Avslutt', 'Avsluta', 'Afslut', 'Quit'],
  help: ['Hjelp', 'Hjälp', 'Hjælp', 'Help'],
  about: ['Om Stikk', 'Om Stikk', 'Om Stikk', 'About Stikk'],
  services: ['Tjenester', 'Tjänster', 'Tjenester', 'Services'],
  hide: ['Skjul Stikk', 'Göm Stikk', 'Skjul Stikk', 'Hide Stikk'],
  hideOthers: ['Skjul andre', 'Göm övriga', 'Skjul andre', 'Hide others'],
  showAll: ['Vis alle', 'Visa alla', 'Vis alle', 'Show all'],
  edit: ['Rediger', 'Redigera', 'Rediger', 'Edit'],
  window: ['Vindu', 'Fönster', 'Vindue', 'Window'],
  // The About box: what Stikk is (also the desktop entry's description), its version and its fonts' licences.
  aboutTagline: [
    'Lær og spill sprøyte, Spades og Tribello.',
    'Lär dig och spela sprøyte, spader och Tribello.',
    'Lær og spil sprøyte, Spar og Tribello.',
    'Learn and play Sprøyte, Spades and Tribello.',
  ],
  aboutVersion: ['Versjon', 'Version', 'Version', 'Version'],
  aboutFonts: ['Skrifter', 'Typsnitt', 'Skrifttyper', 'Fonts'],
} as const satisfies Record<string, PerLocale>;

export type MenuWords = { readonly [K in keyof typeof ROWS]: string };

function column(index: number): MenuWords {
  return Object.fromEntries(Object.entries(ROWS).map(([key, row]) => [key, row[index]])) as MenuWords;
}

export const MENU_WORDS: Readonly<Record<MenuLocale, MenuWords>> = {
  nb: column(0),
  sv: column(1),
  da: column(2),
  en: column(3),
};
