// The renderer's side of the desktop window: menu commands become 'stikk:command'
// events, the app-level ones are handled here, the menu is told the language and what can be done, the
// page title names the game in progress (Electron mirrors it as the window title), and a close waits
// until the game is saved. In a plain browser only the title applies.
import { GAME_IDS, type GameId } from '../../../machines/games.ts';
import { t } from '../i18n/i18n.svelte.ts';
import { lessonsOf } from '../lessons/catalog.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { AppState } from './app.svelte.ts';
import { dispatchCommand, onCommand } from './commands.ts';
import type { StikkApi } from './storage/persistence.ts';
import type { MenuState } from '../../../common/api-types';
import { startFromSaved } from './saved-game.ts';

export function windowTitle(app: AppState): string {
  const screen = app.screen;
  return screen.name === 'table' ? `${t(`game.${screen.start.game}` as MessageKey)} — Stikk` : 'Stikk';
}

/** The game the player is looking at, if any (the table, its setup, its lessons). */
function gameOf(app: AppState): GameId | null {
  const s = app.screen;
  return s.name === 'table' ? s.start.game : s.name === 'setup' || s.name === 'lessons' ? s.game : null;
}

/** What the native menu offers now. Hints exist at the free-play table: its Hint sends 'hint', as the I key does there. */
export function menuState(app: AppState): MenuState {
  const hasLessons = GAME_IDS.some((g) => lessonsOf(g).length > 0);
  return {
    locale: app.locale,
    canContinue: app.saved.length > 0,
    inGame: app.screen.name === 'table',
    hasLessons,
    hasHint: true,
  };
}

export function connectDesktop(
  app: AppState,
  api: StikkApi | undefined = (globalThis as { api?: StikkApi }).api,
  target: EventTarget = globalThis,
): () => void {
  const desktop = api?.desktop;
  desktop?.onCommand((command) => dispatchCommand(command, target));
  const stop = onCommand((command) => {
    const saved = app.saved;
    if (command === 'new-game') app.go({ name: 'home' });
    // One game in progress: back to it; several: the home screen lists them.
    else if (command === 'continue' && saved.length === 1) app.go({ name: 'table', start: startFromSaved(saved[0]) });
    else if (command === 'continue' && saved.length > 1) app.go({ name: 'home' });
    else if (command === 'learn')
      app.go(gameOf(app) ? { name: 'lessons', game: gameOf(app) as GameId } : { name: 'home' });
    else if (command === 'settings') app.go({ name: 'settings' });
    else if (command === 'close') void app.flush().finally(() => desktop?.readyToClose());
  }, target);
  const effects = $effect.root(() => {
    $effect(() => {
      if (typeof document !== 'undefined') document.title = windowTitle(app);
    });
    $effect(() => {
      void desktop?.setMenuState(menuState(app));
    });
  });
  return () => {
    stop();
    effects();
  };
}
