// App state over a fake store: a save that cannot be replayed is set
// aside where damaged data is kept (never as a game), or left where it is when nothing can be written. A reload
// on a finished game's game-over screen opens it again from the archive.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../machines/core/record.ts';
import { replayState } from '../../../machines/core/replay.ts';
import { randomPlayout } from '../../../machines/testing/testkit.ts';
import { AppState } from './app.svelte.ts';
import { archiveGame } from './archive.ts';
import { RULES } from './games/rules.ts';
import { browserPersistence, memoryStorage, type Persistence } from './storage/persistence.ts';
import type { TableStart } from './saved-game.ts';

const unreplayable = { format: 'stikk-record/1', game: 'spades', firstDealer: 0, deals: [] }; // no seed: not a saved game

async function storeWith(readOnly: boolean) {
  const storage = memoryStorage();
  const real = browserPersistence(storage);
  await real.games.save('current-spades', unreplayable);
  const calls: string[] = [];
  // A storage that refuses every write, as a read-only folder does.
  const guarded = readOnly
    ? {
        ...storage,
        setItem: () => {
          throw Object.assign(new Error('read-only'), { name: 'EACCES' });
        },
      }
    : storage;
  const store = browserPersistence(guarded);
  const games = {
    ...store.games,
    save: async (id: string, v: unknown) => (calls.push(`save ${id}`), store.games.save(id, v)),
  };
  return { store: { ...store, games } as Persistence, calls, real, storage };
}

describe('setting aside a saved game that cannot be replayed', () => {
  it('keeps it where damaged data goes, never as a game, and names the copy', async () => {
    const { store, calls, real, storage } = await storeWith(false);
    const app = new AppState(store, ['en']);
    await app.init();
    expect(calls).toEqual([]);
    expect(await real.games.list()).toEqual({ ok: true, value: [] });
    const notice = app.notices.find((n) => n.key === 'data.unknown');
    expect(notice).toMatchObject({ what: 'data.what.game', params: { name: 'stikk:damaged:games:current-spades:1' } });
    expect(JSON.parse(storage.getItem('stikk:damaged:games:current-spades:1') as string).data).toEqual(unreplayable);
  });

  it('keeps the original where it is when nothing can be written, and says Stikk cannot save', async () => {
    const { store, calls, real } = await storeWith(true);
    const app = new AppState(store, ['en']);
    await app.init();
    expect(calls).toEqual([]);
    expect(await real.games.load('current-spades')).toEqual({ ok: true, value: unreplayable });
    expect(app.notices.map((n) => n.key)).toEqual(['data.cannotWrite']);
    expect(app.notices[0].params?.error).toBe('EACCES');
    // The app runs on; every save fails alike and is told once.
    for (let i = 0; i < 3; i++) await app.updateSettings({ sound: i % 2 === 0 });
    expect(app.notices.map((n) => n.key)).toEqual(['data.cannotWrite', 'settings.saveFailed']);
  });
});

describe('a reload on the game-over screen', () => {
  const rules = RULES.sproyte;
  const record = JSON.parse(
    JSON.stringify(randomPlayout(rules, rules.parseOptions({ target: 3 }), 5).record),
  ) as GameRecord;
  const start: TableStart = {
    game: 'sproyte',
    options: { target: 3 },
    seed: 77,
    players: ['You', 'Ola', 'Kari'],
    firstDealer: record.firstDealer,
    policies: [null, 'expert', 'basic'],
    review: 'all',
    undo: true,
    undos: 2,
  };

  /** The window's session storage, kept over a reload (a new AppState on the same store). */
  async function reloaded(
    store: Persistence,
    screen: (app: AppState, id: string) => unknown,
  ): Promise<{ app: AppState; id: string }> {
    const app = new AppState(store, ['en']);
    await app.init();
    const { id } = await archiveGame(store, record, { title: 'Sprøyte', undos: start.undos });
    await screen(app, id!);
    const again = new AppState(store, ['en']);
    await again.init();
    return { app: again, id: id! };
  }

  beforeEach(() => void (globalThis.sessionStorage = memoryStorage() as Storage));
  afterEach(() => void Reflect.deleteProperty(globalThis, 'sessionStorage'));

  it('opens the finished game again from the archive, with the table it was played at, never to be kept again', async () => {
    const { app, id } = await reloaded(browserPersistence(memoryStorage()), (app, id) => {
      app.go({ name: 'table', start });
      app.gameKept((app.screen as { start: TableStart }).start, id);
    });
    expect(app.screen.name).toBe('table');
    const back = (app.screen as { start: TableStart }).start;
    expect(back).toMatchObject({
      game: 'sproyte',
      seed: 77,
      policies: start.policies,
      review: 'all',
      undo: true,
      undos: 2,
      finished: id,
    });
    expect(back.resume).toEqual(record);
    expect(rules.isTerminal(replayState(rules, back.resume!, back.seed))).toBe(true);
  });

  it('stays where the window went if it left the table before the game was kept', async () => {
    const { app } = await reloaded(browserPersistence(memoryStorage()), (app, id) => {
      app.go({ name: 'table', start });
      app.go({ name: 'records' });
      app.gameKept(start, id);
    });
    expect(app.screen).toEqual({ name: 'records' });
  });

  it('goes home when the kept game is gone', async () => {
    const store = browserPersistence(memoryStorage());
    const { app } = await reloaded(store, (app, id) => {
      app.go({ name: 'table', start });
      app.gameKept((app.screen as { start: TableStart }).start, id);
      return store.games.delete(id);
    });
    expect(app.screen).toEqual({ name: 'home' });
  });
});
