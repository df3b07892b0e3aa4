// The native application menu as data: a pure template per platform and language,
// with each system's accelerators. An item with a `command` is sent to the renderer (main.ts adds the
// click); the others are Electron roles. Hint and Learn appear only when the renderer says they exist (it
// says so for both: hints at the free-play table; the Hint item sends the command the I key sends).
import { MENU_LOCALES, MENU_WORDS, type MenuLocale } from './menu-words.ts';
import { isPlainObject } from './values.ts';

export const MENU_COMMANDS = [
  'new-game',
  'continue',
  'learn',
  'hint',
  'last-trick',
  'score-sheet',
  'rules',
  'settings',
  'close',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export function isMenuCommand(v: unknown): v is MenuCommand {
  return typeof v === 'string' && (MENU_COMMANDS as readonly string[]).includes(v);
}

/** What the renderer tells main: its language and what can be done now. */
export interface MenuState {
  readonly locale: MenuLocale;
  readonly canContinue: boolean;
  readonly inGame: boolean;
  readonly hasLessons: boolean;
  readonly hasHint: boolean;
}

export const DEFAULT_MENU_STATE: MenuState = {
  locale: 'en',
  canContinue: false,
  inGame: false,
  hasLessons: false,
  hasHint: false,
};

const FLAGS = ['canContinue', 'inGame', 'hasLessons', 'hasHint'] as const;

export function menuStateProblem(v: unknown): string | null {
  if (!isPlainObject(v)) return 'The menu state must be an object.';
  const keys = Object.keys(v).sort().join();
  if (keys !== ['locale', ...FLAGS].sort().join()) return `The menu state has exactly locale, ${FLAGS.join(', ')}.`;
  if (!(MENU_LOCALES as readonly unknown[]).includes(v.locale))
    return `The menu language must be one of ${MENU_LOCALES.join(', ')}.`;
  for (const f of FLAGS) if (typeof v[f] !== 'boolean') return `The menu state's ${f} must be true or false.`;
  return null;
}

export type Platform = 'darwin' | 'win32' | 'linux';

/** The parts of Electron's MenuItemConstructorOptions this template uses. */
export interface MenuItemSpec {
  label?: string;
  role?: string;
  type?: 'separator' | 'submenu';
  accelerator?: string;
  command?: MenuCommand;
  enabled?: boolean;
  submenu?: MenuItemSpec[];
}

const sep: MenuItemSpec = { type: 'separator' };

/** Each system's keys: Cmd on macOS, Ctrl elsewhere; F1 for help and F11 for full screen off the Mac. */
export function accelerators(
  platform: Platform,
): Record<
  'newGame' | 'continue' | 'learn' | 'hint' | 'lastTrick' | 'scoreSheet' | 'rules' | 'settings' | 'fullScreen' | 'quit',
  string
> {
  const mac = platform === 'darwin';
  const mod = mac ? 'Cmd' : 'Ctrl';
  return {
    newGame: `${mod}+N`,
    continue: `${mod}+O`,
    learn: `${mod}+L`,
    hint: `${mod}+I`,
    lastTrick: `${mod}+T`,
    scoreSheet: `${mod}+K`,
    rules: mac ? 'Cmd+?' : 'F1',
    settings: `${mod}+,`,
    fullScreen: mac ? 'Ctrl+Cmd+F' : 'F11',
    quit: platform === 'win32' ? 'Alt+F4' : `${mod}+Q`,
  };
}

export function menuTemplate(platform: Platform, state: MenuState): MenuItemSpec[] {
  const w = MENU_WORDS[state.locale];
  const keys = accelerators(platform);
  const mac = platform === 'darwin';
  const item = (label: string, command: MenuCommand, accelerator: string, enabled = true): MenuItemSpec => ({
    label,
    command,
    accelerator,
    enabled,
  });
  const settings = item(mac ? `${w.settings}…` : w.settings, 'settings', keys.settings);
  const about: MenuItemSpec = { label: w.about, role: 'about' };
  const quit: MenuItemSpec = { label: w.quit, role: 'quit', accelerator: keys.quit };
  const game: MenuItemSpec = {
    label: w.game,
    submenu: [
      item(w.newGame, 'new-game', keys.newGame),
      item(w.continue, 'continue', keys.continue, state.canContinue),
      ...(state.hasLessons ? [item(w.learn, 'learn', keys.learn)] : []),
      ...(state.hasHint ? [item(w.hint, 'hint', keys.hint, state.inGame)] : []),
      sep,
      item(w.lastTrick, 'last-trick', keys.lastTrick, state.inGame),
      item(w.scoreSheet, 'score-sheet', keys.scoreSheet, state.inGame),
      ...(mac ? [] : [sep, settings, sep, quit]),
    ],
  };
  const view: MenuItemSpec = {
    label: w.view,
    submenu: [
      { label: w.fullScreen, role: 'togglefullscreen', accelerator: keys.fullScreen },
      sep,
      { label: w.actualSize, role: 'resetZoom', accelerator: mac ? 'Cmd+0' : 'Ctrl+0' },
      { label: w.zoomIn, role: 'zoomIn', accelerator: mac ? 'Cmd+Plus' : 'Ctrl+Plus' },
      { label: w.zoomOut, role: 'zoomOut', accelerator: mac ? 'Cmd+-' : 'Ctrl+-' },
    ],
  };
  const help: MenuItemSpec = {
    label: w.help,
    role: 'help',
    submenu: [item(w.rules, 'rules', keys.rules), ...(mac ? [] : [sep, about])],
  };
  if (!mac) return [game, view, help];
  const appMenu: MenuItemSpec = {
    label: 'Stikk',
    submenu: [
      about,
      sep,
      settings,
      sep,
      { label: w.services, role: 'services' },
      sep,
      { label: w.hide, role: 'hide', accelerator: 'Cmd+H' },
      { label: w.hideOthers, role: 'hideOthers', accelerator: 'Cmd+Alt+H' },
      { label: w.showAll, role: 'unhide' },
      sep,
      quit,
    ],
  };
  return [appMenu, { label: w.edit, role: 'editMenu' }, game, view, { label: w.window, role: 'windowMenu' }, help];
}
