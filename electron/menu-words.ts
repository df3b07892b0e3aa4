// The native menu's words in the app's four languages (the renderer's dictionaries hold the rest; the
// shared labels here use the same words: Fortsett, Siste stikk, Poengliste, Innstillinger …).
export const MENU_LOCALES = ['nb', 'sv', 'da', 'en'] as const;
export type MenuLocale = (typeof MENU_LOCALES)[number];

export interface MenuWords {
  game: string;
  newGame: string;
  continue: string;
  learn: string;
  hint: string;
  lastTrick: string;
  scoreSheet: string;
  rules: string;
  settings: string;
  view: string;
  fullScreen: string;
  actualSize: string;
  zoomIn: string;
  zoomOut: string;
  quit: string;
  help: string;
  about: string;
  services: string;
  hide: string;
  hideOthers: string;
  showAll: string;
  edit: string;
  window: string;
}

export const MENU_WORDS: Readonly<Record<MenuLocale, MenuWords>> = {
  nb: {
    game: 'Spill', newGame: 'Nytt spill', continue: 'Fortsett', learn: 'Lær å spille', hint: 'Tips',
    lastTrick: 'Siste stikk', scoreSheet: 'Poengliste', rules: 'Regler', settings: 'Innstillinger',
    view: 'Vis', fullScreen: 'Fullskjerm', actualSize: 'Faktisk størrelse', zoomIn: 'Zoom inn', zoomOut: 'Zoom ut',
    quit: 'Avslutt', help: 'Hjelp', about: 'Om Stikk', services: 'Tjenester', hide: 'Skjul Stikk',
    hideOthers: 'Skjul andre', showAll: 'Vis alle', edit: 'Rediger', window: 'Vindu',
  },
  sv: {
    game: 'Spel', newGame: 'Nytt spel', continue: 'Fortsätt', learn: 'Lär dig spela', hint: 'Tips',
    lastTrick: 'Senaste sticket', scoreSheet: 'Protokoll', rules: 'Regler', settings: 'Inställningar',
    view: 'Visa', fullScreen: 'Helskärm', actualSize: 'Faktisk storlek', zoomIn: 'Zooma in', zoomOut: 'Zooma ut',
    quit: 'Avsluta', help: 'Hjälp', about: 'Om Stikk', services: 'Tjänster', hide: 'Göm Stikk',
    hideOthers: 'Göm övriga', showAll: 'Visa alla', edit: 'Redigera', window: 'Fönster',
  },
  da: {
    game: 'Spil', newGame: 'Nyt spil', continue: 'Fortsæt', learn: 'Lær at spille', hint: 'Tip',
    lastTrick: 'Sidste stik', scoreSheet: 'Pointliste', rules: 'Regler', settings: 'Indstillinger',
    view: 'Vis', fullScreen: 'Fuld skærm', actualSize: 'Faktisk størrelse', zoomIn: 'Zoom ind', zoomOut: 'Zoom ud',
    quit: 'Afslut', help: 'Hjælp', about: 'Om Stikk', services: 'Tjenester', hide: 'Skjul Stikk',
    hideOthers: 'Skjul andre', showAll: 'Vis alle', edit: 'Rediger', window: 'Vindue',
  },
  en: {
    game: 'Game', newGame: 'New game', continue: 'Continue', learn: 'Learn to play', hint: 'Hint',
    lastTrick: 'Last trick', scoreSheet: 'Score sheet', rules: 'Rules', settings: 'Settings',
    view: 'View', fullScreen: 'Full screen', actualSize: 'Actual size', zoomIn: 'Zoom in', zoomOut: 'Zoom out',
    quit: 'Quit', help: 'Help', about: 'About Stikk', services: 'Services', hide: 'Hide Stikk',
    hideOthers: 'Hide others', showAll: 'Show all', edit: 'Edit', window: 'Window',
  },
};
