// One test suite for both stores: the desktop's files (storage.ts) and the browser's
// localStorage (renderer/src/lib/storage/persistence.ts) run the same semantics (store-core.ts), so every case
// below runs against each backend. Crashes are simulated by a backend that fails at the n-th change.
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend, Slot } from '../common/store-core.ts';
import { BACKENDS, crashingAt, doc, record, storeUnderTest } from './store-harness.ts';

const SETTINGS: Slot = { key: 'settings', backup: false };
const SETTINGS_BAK: Slot = { key: 'settings', backup: true };
const GAME: Slot = { key: 'games/current', backup: false };
const GAME_BAK: Slot = { key: 'games/current', backup: true };

describe.each(BACKENDS)('the store contract: %s', (_, make) => {
  const { h, open, fresh } = storeUnderTest(make);
  afterEach(() => h.dispose());

  it('a missing entry is null; a save loads back; the previous good version is the backup', async () => {
    await fresh();
    const s = open();
    expect(await s.load('settings')).toEqual({ ok: true, value: null });
    await s.save('settings', { v: 1 });
    await s.save('settings', { v: 2 });
    expect(await s.load('settings')).toEqual({ ok: true, value: { v: 2 } });
    expect(JSON.parse((await h.get(SETTINGS_BAK)) as string).data).toEqual({ v: 1 });
  });

  it('a missing main entry with a good backup loads the backup, restores it, and says so', async () => {
    await fresh();
    await h.put(GAME_BAK, doc(record({ title: 'kept' })));
    expect(await open().loadGame('current')).toEqual({
      ok: true,
      value: record({ title: 'kept' }),
      recovered: { from: 'backup', movedAside: null },
    });
    expect(JSON.parse((await h.get(GAME)) as string).data).toEqual(record({ title: 'kept' }));
    expect((await open().listGames()).ok).toBe(true);
  });

  it('a save after a lost main entry keeps the backup it finds', async () => {
    await fresh();
    await h.put(SETTINGS_BAK, doc({ v: 'old good' }));
    await open().save('settings', { v: 'new' });
    expect(JSON.parse((await h.get(SETTINGS_BAK)) as string).data).toEqual({ v: 'old good' });
  });

  it('a crash at any step of a recovery leaves a copy that the next start loads', async () => {
    for (let n = 1; n <= 6; n++) {
      await fresh();
      await h.put(GAME_BAK, doc(record({ title: 'good' })));
      await h.put(GAME, '{"schema":1,"savedAt":"x","data":{"form');
      const crashing = crashingAt(h.backend(), n);
      await open(crashing).loadGame('current');
      const next = await open().loadGame('current');
      expect(next, `a crash at change ${n} of ${crashing.changes}`).toMatchObject({
        ok: true,
        value: record({ title: 'good' }),
      });
      expect([...(await h.aside()).values()]).toContain('{"schema":1,"savedAt":"x","data":{"form');
      await h.dispose();
    }
  });

  it('a crash while saving leaves the old version loadable', async () => {
    for (let n = 1; n <= 2; n++) {
      // the backup write, then the main write
      await fresh();
      await open().save('settings', { v: 1 });
      await open().save('settings', { v: 2 });
      expect((await open(crashingAt(h.backend(), n)).save('settings', { v: 3 })).ok).toBe(false);
      expect(await open().load('settings')).toMatchObject({ ok: true, value: { v: 2 } });
      await h.dispose();
    }
  });

  it('damaged data is copied aside byte for byte and the backup is used', async () => {
    await fresh();
    const s = open();
    await s.save('settings', { v: 1 });
    await s.save('settings', { v: 2 });
    await h.put(SETTINGS, '\u0000not json');
    const r = await s.load('settings');
    expect(r).toMatchObject({ ok: true, value: { v: 1 }, recovered: { from: 'backup' } });
    const aside = await h.aside();
    expect(r.ok && aside.get(r.recovered?.movedAside ?? '')).toBe('\u0000not json');
  });

  it('data a newer version wrote is set aside, never overwritten, on load and on save', async () => {
    await fresh();
    const newer = doc({ v: 'from the future' }, 2);
    await h.put(SETTINGS, newer);
    expect(await open().load('settings')).toMatchObject({ ok: true, value: null, recovered: { from: 'none' } });
    expect([...(await h.aside()).values()]).toEqual([newer]);
    await fresh();
    await h.put(SETTINGS, newer);
    const r = await open().save('settings', { v: 'now' });
    expect(r).toMatchObject({ ok: true, value: true, recovered: { from: 'none' } });
    expect([...(await h.aside()).values()]).toEqual([newer]);
    expect(await open().load('settings')).toEqual({ ok: true, value: { v: 'now' } });
  });

  it('saving over an entry it cannot read sets that entry aside first', async () => {
    await fresh();
    await h.put(SETTINGS, 'garbage');
    expect(await open().save('settings', { a: 1 })).toMatchObject({ ok: true, recovered: { from: 'none' } });
    expect([...(await h.aside()).values()]).toEqual(['garbage']);
  });

  const refused: [string, unknown, RegExp][] = [
    ['undefined', undefined, /must be a JSON object/],
    ['NaN inside', { n: Number.NaN }, /value\.n is not a finite number/],
    ['Infinity inside', { n: Infinity }, /value\.n is not a finite number/],
    ['a Date inside', { when: new Date(0) }, /value\.when is not plain JSON data/],
    ['a Map inside', { m: new Map([[1, 2]]) }, /value\.m is not plain JSON data/],
    ['a BigInt inside', { n: 10n }, /value\.n is a BigInt/],
    // eslint-disable-next-line no-sparse-arrays -- a hole in a list is the case under test
    ['a hole in a list', { l: [1, , 3] }, /value\.l\[1\] is a hole/],
    ['a function inside', { f: () => 1 }, /value\.f is a function/],
  ];
  it.each(refused)('refuses %s and writes nothing', async (_, value, message) => {
    await fresh();
    const r = await open().save('stats', value);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(message) });
    expect(await h.get({ key: 'stats', backup: false })).toBeNull();
  });

  it('games: save, list newest first, load, delete (backup too); a damaged game is listed from its backup', async () => {
    await fresh();
    const s = open();
    await s.saveGame('first', record({ game: 'sproyte' }));
    await s.saveGame('second', record({ title: 'Friday' }));
    await s.saveGame('second', record({ title: 'Friday, later' }));
    await h.put({ key: 'games/second', backup: false }, 'garbage');
    const list = await s.listGames();
    expect(list.ok && list.value?.map((m) => `${m.id}:${m.game}:${m.title ?? ''}`)).toEqual([
      'second:spades:Friday',
      'first:sproyte:',
    ]);
    expect(await s.deleteGame('first')).toEqual({ ok: true, value: true });
    expect(await s.loadGame('first')).toEqual({ ok: true, value: null });
    expect(await h.get({ key: 'games/first', backup: true })).toBeNull();
  });

  it('a crash while deleting never brings back an older copy alone', async () => {
    await fresh();
    await open().saveGame('current', record({ title: 'v1' }));
    await open().saveGame('current', record({ title: 'v2' }));
    await open(crashingAt(h.backend(), 2)).deleteGame('current');
    const r = await open().loadGame('current');
    expect(r.ok && r.value).not.toEqual(record({ title: 'v1' }));
  });

  const badIds: unknown[] = [
    '../settings',
    'a/b',
    'Game1',
    '',
    'a'.repeat(65),
    7,
    'a.json',
    'con',
    'nul',
    'aux',
    'prn',
    'com1',
    'com9',
    'lpt1',
    'lpt9',
  ];
  it.each(badIds.map((id) => [JSON.stringify(id), id]))(
    'refuses the game id %s on save, load and delete',
    async (_, id) => {
      await fresh();
      const s = open();
      for (const r of [
        await s.saveGame(id as string, record()),
        await s.loadGame(id as string),
        await s.deleteGame(id as string),
      ]) {
        expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/saved game id/) });
      }
      expect((await s.listGames()).ok && (await s.listGames())).toEqual({ ok: true, value: [] });
    },
  );

  it('ids that only look like device names are fine', async () => {
    await fresh();
    for (const id of ['con-1', 'console', 'com10', 'lpt', 'nul0l'])
      expect((await open().saveGame(id, record())).ok).toBe(true);
  });

  it('a store that fails answers a sentence, never throws', async () => {
    await fresh();
    const broken: Backend = {
      ...h.backend(),
      write: async () => {
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      },
    };
    expect(await open(broken).save('settings', { a: 1 })).toEqual({
      ok: false,
      error: 'Could not save the settings: QuotaExceededError.',
    });
  });
});
