import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONTS, aboutDialog } from './about.ts';
import { MENU_LOCALES, MENU_WORDS } from '../common/menu-words.ts';
import {
  DEFAULT_MENU_STATE,
  menuStateProblem,
  menuTemplate,
  type MenuItemSpec,
  type MenuState,
  type Platform,
} from '../common/menu.ts';

const all: MenuState = { locale: 'en', canContinue: true, inGame: true, hasLessons: true, hasHint: true };
const flat = (items: MenuItemSpec[]): MenuItemSpec[] => items.flatMap((i) => [i, ...flat(i.submenu ?? [])]);
const commands = (p: Platform, s: MenuState) =>
  flat(menuTemplate(p, s))
    .filter((i) => i.command)
    .map((i) => `${i.command} ${i.accelerator}${i.enabled === false ? ' (off)' : ''}`);
const roles = (p: Platform, s: MenuState) =>
  flat(menuTemplate(p, s))
    .filter((i) => i.role)
    .map((i) => `${i.role}${i.accelerator ? ` ${i.accelerator}` : ''}`);

describe('the native menu', () => {
  it('Windows: Game, View, Help; every command with its Ctrl key, F1 for rules, F11 full screen, Alt+F4 quit', () => {
    expect(menuTemplate('win32', all).map((m) => m.label)).toEqual(['Game', 'View', 'Help']);
    expect(commands('win32', all)).toEqual([
      'new-game Ctrl+N',
      'continue Ctrl+O',
      'learn Ctrl+L',
      'hint Ctrl+I',
      'last-trick Ctrl+T',
      'score-sheet Ctrl+K',
      'settings Ctrl+,',
      'rules F1',
    ]);
    expect(roles('win32', all)).toEqual([
      'quit Alt+F4',
      'togglefullscreen F11',
      'resetZoom Ctrl+0',
      'zoomIn Ctrl+Plus',
      'zoomOut Ctrl+-',
      'help',
      'about',
    ]);
  });

  it('Linux: the same menus, Ctrl+Q to quit', () => {
    expect(menuTemplate('linux', all).map((m) => m.label)).toEqual(['Game', 'View', 'Help']);
    expect(roles('linux', all)).toContain('quit Ctrl+Q');
    expect(commands('linux', all)).toEqual(commands('win32', all));
  });

  it('macOS: the app menu with About, Settings…, Services, Hide, Show all and Quit; Edit and Window menus; Cmd keys', () => {
    const t = menuTemplate('darwin', all);
    expect(t.map((m) => m.label)).toEqual(['Stikk', 'Edit', 'Game', 'View', 'Window', 'Help']);
    expect(roles('darwin', all)).toEqual([
      'about',
      'services',
      'hide Cmd+H',
      'hideOthers Cmd+Alt+H',
      'unhide',
      'quit Cmd+Q',
      'editMenu',
      'togglefullscreen Ctrl+Cmd+F',
      'resetZoom Cmd+0',
      'zoomIn Cmd+Plus',
      'zoomOut Cmd+-',
      'windowMenu',
      'help',
    ]);
    expect(commands('darwin', all)).toEqual([
      'settings Cmd+,',
      'new-game Cmd+N',
      'continue Cmd+O',
      'learn Cmd+L',
      'hint Cmd+I',
      'last-trick Cmd+T',
      'score-sheet Cmd+K',
      'rules Cmd+?',
    ]);
    expect(flat(t).find((i) => i.command === 'settings')?.label).toBe('Settings…');
  });

  it.each(['darwin', 'win32', 'linux'] as const)('%s: no key is used twice', (p) => {
    const keys = flat(menuTemplate(p, all)).flatMap((i) => (i.accelerator ? [i.accelerator] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('Learn and Hint appear only when they exist; Continue, Last trick, Score sheet and Hint are off when they cannot be used', () => {
    expect(commands('linux', DEFAULT_MENU_STATE)).toEqual([
      'new-game Ctrl+N',
      'continue Ctrl+O (off)',
      'last-trick Ctrl+T (off)',
      'score-sheet Ctrl+K (off)',
      'settings Ctrl+,',
      'rules F1',
    ]);
    expect(commands('linux', { ...all, inGame: false })).toContain('hint Ctrl+I (off)');
  });

  it.each(MENU_LOCALES)('in %s the Game menu has Hint with its own word and Ctrl+I / Cmd+I', (locale) => {
    const hint = (p: Platform) => flat(menuTemplate(p, { ...all, locale })).find((i) => i.command === 'hint');
    expect(hint('win32')).toEqual({
      label: MENU_WORDS[locale].hint,
      command: 'hint',
      accelerator: 'Ctrl+I',
      enabled: true,
    });
    expect(hint('darwin')?.accelerator).toBe('Cmd+I');
    expect(MENU_WORDS[locale].hint).not.toBe(locale === 'en' ? '' : MENU_WORDS.en.hint);
  });

  it.each(MENU_LOCALES)('in %s every item has its own words, and the menu changes with the language', (locale) => {
    const items = flat(menuTemplate('darwin', { ...all, locale })).concat(
      flat(menuTemplate('win32', { ...all, locale })),
    );
    for (const i of items) if (i.type !== 'separator') expect(i.label, JSON.stringify(i)).toMatch(/\S/);
    const labels = new Set(Object.values(MENU_WORDS[locale]));
    expect(labels.size).toBe(Object.keys(MENU_WORDS[locale]).length);
    if (locale !== 'en') expect(menuTemplate('win32', { ...all, locale })[0].label).not.toBe('Game');
  });

  it("shares the renderer's words for what both show", () => {
    for (const locale of ['nb', 'sv', 'da', 'en'] as const) {
      const dict = readFileSync(new URL(`../renderer/src/i18n/${locale}.ts`, import.meta.url), 'utf8');
      const word = (key: string) => new RegExp(`'${key.replace('.', '\\.')}': '([^']+)'`).exec(dict)?.[1];
      expect([
        MENU_WORDS[locale].continue,
        MENU_WORDS[locale].lastTrick,
        MENU_WORDS[locale].scoreSheet,
        MENU_WORDS[locale].settings,
        MENU_WORDS[locale].hint,
      ]).toEqual([
        word('home.continue'),
        word('table.lastTrick'),
        word('table.scoreSheet'),
        word('home.settings'),
        word('hint.button'),
      ]);
    }
  });

  const bad: unknown[] = [
    null,
    [],
    'en',
    {},
    { ...all, locale: 'de' },
    { ...all, inGame: 'yes' },
    { ...all, extra: 1 },
    { locale: 'en' },
  ];
  it.each(bad.map((v) => [JSON.stringify(v), v]))('refuses the menu state %s', (_, v) =>
    expect(menuStateProblem(v)).toMatch(/menu/),
  );
  it('accepts a well-formed menu state', () => expect(menuStateProblem(all)).toBeNull());
});

describe('the About dialog', () => {
  it('gives the version and each bundled font with its licence, in the app language', () => {
    const d = aboutDialog('1.2.3', 'nb');
    expect(d.message).toBe('Stikk 1.2.3');
    expect(d.detail).toMatch(/Versjon 1\.2\.3/);
    expect(d.detail).toMatch(
      /Skrifter:\nInter: Copyright 2016 The Inter Project Authors\. SIL Open Font License 1\.1\./,
    );
  });

  it('lists every font package the project bundles, with the licence its package declares', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const fontPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) =>
      n.startsWith('@fontsource'),
    );
    expect(BUNDLED_FONTS.map((f) => f.pkg).sort()).toEqual(fontPackages.sort());
    for (const f of BUNDLED_FONTS) {
      const meta = JSON.parse(readFileSync(new URL(`../node_modules/${f.pkg}/metadata.json`, import.meta.url), 'utf8'));
      expect(meta.license.type).toBe('OFL-1.1');
      expect(f.license).toBe('SIL Open Font License 1.1');
      expect(meta.license.attribution).toContain(f.copyright);
    }
  });
});
