import { describe, expect, it } from 'vitest';
import { browserPersistence, createPersistence, memoryStorage } from './persistence.ts';

describe('browser persistence (localStorage semantics = Electron store semantics)', () => {
  it('saves and loads a value, and a missing entry is null', async () => {
    const p = browserPersistence(memoryStorage());
    expect(await p.settings.load()).toEqual({ ok: true, value: null });
    await p.settings.save({ locale: 'sv' });
    expect(await p.settings.load()).toEqual({ ok: true, value: { locale: 'sv' } });
  });

  it('moves a damaged entry aside and reports it instead of crashing', async () => {
    const storage = memoryStorage();
    const p = browserPersistence(storage);
    storage.setItem('stikk:games:current', '{"schema":1,"value":{"form'); // cut off mid-write
    const r = await p.games.load('current');
    expect(r).toEqual({
      ok: true,
      value: null,
      recovered: { from: 'none', movedAside: 'stikk:damaged:games:current:1' },
    });
    expect(storage.getItem('stikk:damaged:games:current:1')).toBe('{"schema":1,"value":{"form');
    expect(storage.getItem('stikk:games:current')).toBeNull();
    // a second damaged copy does not overwrite the first
    storage.setItem('stikk:games:current', 'garbage');
    const r2 = await p.games.load('current');
    expect(r2.ok && r2.recovered?.movedAside).toBe('stikk:damaged:games:current:2');
  });

  it('falls back to the last good version when the entry is damaged', async () => {
    const storage = memoryStorage();
    const p = browserPersistence(storage);
    await p.settings.save({ v: 1 });
    await p.settings.save({ v: 2 });
    storage.setItem('stikk:settings', '\u0000not json');
    const r = await p.settings.load();
    expect(r).toEqual({
      ok: true,
      value: { v: 1 },
      recovered: { from: 'backup', movedAside: 'stikk:damaged:settings:1' },
    });
    expect(await p.settings.load()).toEqual({ ok: true, value: { v: 1 } });
  });

  it('lists and deletes saved games, and refuses odd ids', async () => {
    const p = browserPersistence(memoryStorage(), () => new Date(Date.UTC(2025, 0, 1))); // one time: listed by id
    const rec = { format: 'stikk-record/1', firstDealer: 0, deals: [] };
    await p.games.save('current', { ...rec, game: 'spades', title: 'Spades, deal 2' });
    await p.games.save('other', { ...rec, game: 'tribello' });
    const ids = async () => {
      const r = await p.games.list();
      return r.ok ? (r.value ?? []).map((m) => `${m.id}:${m.game}:${m.title ?? ''}:${m.updatedAt.length > 0}`) : [];
    };
    expect(await ids()).toEqual(['current:spades:Spades, deal 2:true', 'other:tribello::true']);
    await p.games.delete('other');
    expect(await ids()).toEqual(['current:spades:Spades, deal 2:true']);
    expect((await p.games.save('../x', { ...rec, game: 'spades' })).ok).toBe(false);
  });

  it('reads what the first browser builds wrote (`value` in place of `data`) and writes the shared wrapper', async () => {
    const storage = memoryStorage();
    storage.setItem('stikk:settings', JSON.stringify({ schema: 1, savedAt: '', value: { locale: 'sv' } }));
    const p = browserPersistence(storage);
    expect(await p.settings.load()).toEqual({ ok: true, value: { locale: 'sv' } });
    await p.settings.save({ locale: 'da' });
    expect(JSON.parse(storage.getItem('stikk:settings') ?? '')).toMatchObject({ schema: 1, data: { locale: 'da' } });
  });

  it('reports a full storage as an error, not an exception', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const r = await browserPersistence(storage).settings.save({ big: true });
    expect(r).toEqual({ ok: false, error: 'Could not save the settings: QuotaExceededError.' });
  });

  it('uses window.api when the preload provides it', async () => {
    const calls: string[] = [];
    const api = {
      settings: {
        load: async () => (calls.push('settings.load'), { ok: true as const, value: { locale: 'da' } }),
        save: async () => ({ ok: true as const, value: true as const }),
      },
      games: {
        list: async () => ({ ok: true as const, value: [] }),
        load: async () => ({ ok: true as const, value: null }),
        save: async () => ({ ok: true as const, value: true as const }),
        delete: async () => ({ ok: true as const, value: true as const }),
      },
      stats: {
        load: async () => ({ ok: true as const, value: null }),
        save: async () => ({ ok: true as const, value: true as const }),
      },
      lessons: {
        load: async () => ({ ok: true as const, value: null }),
        save: async () => ({ ok: true as const, value: true as const }),
      },
    };
    const p = createPersistence({ api, localStorage: memoryStorage() });
    expect(p.kind).toBe('electron');
    expect(await p.settings.load()).toEqual({ ok: true, value: { locale: 'da' } });
    expect(calls).toEqual(['settings.load']);
    expect(createPersistence({ localStorage: memoryStorage() }).kind).toBe('browser');
  });
});
