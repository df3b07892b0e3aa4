// App state over a fake store (issue 14 item 2): a save that cannot be replayed is set aside as
// `damaged-…`, and the original is deleted only after the copy is stored.
import { describe, expect, it } from 'vitest';
import { AppState } from './app.svelte.ts';
import { browserPersistence, memoryStorage, type Persistence } from './persistence.ts';

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
