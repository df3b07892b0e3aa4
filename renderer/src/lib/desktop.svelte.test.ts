// The renderer's side of the native menu: commands from main become 'stikk:command'
// DOM events; New game, Continue and Settings move the app; a close waits for the saves.
import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../../common/menu.ts';
import { AppState } from './app.svelte.ts';
import type { AppCommand } from './commands.ts';
import { connectDesktop, menuState, windowTitle } from './desktop.svelte.ts';
import { browserPersistence, memoryStorage, type Persistence } from './storage/persistence.ts';

function desktopApp() {
  const store = browserPersistence(memoryStorage());
  let send: (c: AppCommand) => void = () => {};
  const calls: string[] = [];
  const api: Persistence = {
    ...store,
    desktop: {
      onCommand: (listener) => void (send = listener),
      setMenuState: async () => ({ ok: true, value: true }),
      readyToClose: async () => (calls.push('readyToClose'), { ok: true, value: true }),
    },
  };
  const app = new AppState(api, ['en']);
  const target = new EventTarget();
  const events: unknown[] = [];
  target.addEventListener('stikk:command', (e) => events.push((e as CustomEvent).detail));
  connectDesktop(app, api, target);
  return { app, send: (c: AppCommand) => send(c), calls, events };
}

describe('menu commands in the renderer', () => {
  it('every command becomes a stikk:command event; Rules is left to whoever listens', () => {
    const { app, send, events } = desktopApp();
    send('rules');
    send('last-trick');
    expect(events).toEqual([{ command: 'rules' }, { command: 'last-trick' }]);
    expect(app.screen).toEqual({ name: 'home' });
  });

  it('Settings and New game move the app; Continue does nothing without a saved game', () => {
    const { app, send } = desktopApp();
    send('settings');
    expect(app.screen).toEqual({ name: 'settings' });
    send('continue');
    expect(app.screen).toEqual({ name: 'settings' });
    send('new-game');
    expect(app.screen).toEqual({ name: 'home' });
  });

  it('a close answers readyToClose only after the game in progress is written', async () => {
    const { app, send, calls } = desktopApp();
    const saved = { format: 'stikk-record/1', game: 'spades', firstDealer: 0, deals: [], seed: 1, deal: 1 } as never;
    const writing = app.saveGame(saved);
    send('close');
    expect(calls).toEqual([]);
    await writing;
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['readyToClose']);
  });

  it('the menu has Hint (Ctrl+I), on at the table and off elsewhere; it sends the command the I key sends', () => {
    const { app, send, events } = desktopApp();
    const hint = () => {
      const item = menuTemplate('linux', menuState(app))
        .flatMap((m) => m.submenu ?? [])
        .find((i) => i.command === 'hint');
      return item && `${item.label} ${item.accelerator}${item.enabled ? '' : ' (off)'}`;
    };
    expect(hint()).toBe('Hint Ctrl+I (off)');
    app.go({ name: 'table', start: { game: 'sproyte', options: {}, seed: 1, players: [] } });
    expect(hint()).toBe('Hint Ctrl+I');
    void app.updateSettings({ locale: 'nb' });
    expect(hint()).toBe('Tips Ctrl+I');
    app.go({ name: 'lesson', id: 'sproyte-1' });
    expect(hint()).toBe('Tips Ctrl+I (off)');
    send('hint');
    expect(events).toEqual([{ command: 'hint' }]);
  });

  it('the title names the game at the table', () => {
    const { app } = desktopApp();
    expect(windowTitle(app)).toBe('Stikk');
    app.go({ name: 'table', start: { game: 'tribello', options: {}, seed: 1, players: [] } });
    expect(windowTitle(app)).toBe('Tribello — Stikk');
  });
});
