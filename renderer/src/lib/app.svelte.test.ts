// App state over a fake store (issue 14 item 2): a save that cannot be replayed is set aside as
// `damaged-…`, and the original is deleted only after the copy is stored. A reload on a finished game's
// game-over screen opens it again from the archive (issue 15 item 5).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../machines/core/record.ts';
import { replayState } from '../../../machines/core/replay.ts';
import { randomPlayout } from '../../../machines/core/testkit.ts';
import { AppState } from './app.svelte.ts';
import { archiveGame } from './archive.ts';
import { RULES } from './games/rules.ts';
import { browserPersistence, memoryStorage, type Persistence } from './persistence.ts';
import type { TableStart } from './saved-game.ts';

const unreplayable = { format: 'stikk-record/1', game: 'spades', firstDealer: 0, deals: [] }; // no seed: not a saved game

async function storeWith(failCopy: boolean) {
  const storage = memoryStorage();
  const real = browserPersistence(storage);
  await real.games.save('current-spades', unreplayable);
  const calls: string[] = [];
  const store: Persistence = {
    ...real,
    games: {
      ...real.games,
      save: async (id, v) => (calls.push(`save ${id.replace(/\d+/, 'N')}`), failCopy ? { ok: false, error: 'disk full' } : real.games.save(id, v)),
      delete: async (id) => (calls.push(`delete ${id}`), real.games.delete(id)),
    },
  };
  return { store, calls, real };
}

describe('setting aside a saved game that cannot be replayed', () => {
  it('copies it, then deletes the original, and names the copy', async () => {
    const { store, calls, real } = await storeWith(false);
    const app = new AppState(store, ['en']);
    await app.init();
    expect(calls).toEqual(['save damaged-N', 'delete current-spades']);
    const name = app.notices.find((n) => n.key === 'home.savedDamaged')?.params?.name as string;
    expect((await real.games.load(name)).ok && (await real.games.load(name))).toEqual({ ok: true, value: unreplayable });
  });

  it('keeps the original when the copy fails, and says the copy failed instead of naming it', async () => {
    const { store, calls, real } = await storeWith(true);
    const app = new AppState(store, ['en']);
    await app.init();
    expect(calls).toEqual(['save damaged-N']);
    expect(await real.games.load('current-spades')).toEqual({ ok: true, value: unreplayable });
    expect(app.notices.map((n) => n.key)).toEqual(['home.storageError']);
    expect(app.notices[0].params?.error).toBe('disk full');
  });
});

describe('a reload on the game-over screen (issue 15 item 5)', () => {
  const rules = RULES.sproyte;
  const record = JSON.parse(JSON.stringify(randomPlayout(rules, rules.parseOptions({ target: 3 }), 5).record)) as GameRecord;
  const start: TableStart = { game: 'sproyte', options: { target: 3 }, seed: 77, players: ['You', 'Ola', 'Kari'], firstDealer: record.firstDealer, policies: [null, 'expert', 'basic'], review: 'all', undo: true, undos: 2 };

  /** The window's session storage, kept over a reload (a new AppState on the same store). */
  async function reloaded(store: Persistence, screen: (app: AppState, id: string) => unknown): Promise<{ app: AppState; id: string }> {
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
    expect(back).toMatchObject({ game: 'sproyte', seed: 77, policies: start.policies, review: 'all', undo: true, undos: 2, finished: id });
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
