// The store contract, continued: the learner model (`coach`), the score pads (`pads/<id>`),
// and the one path for data the app cannot use (`setAside`), against both stores.
import { afterEach, describe, expect, it } from 'vitest';
import type { Slot } from '../common/store-core.ts';
import { BACKENDS, doc, readOnly, record, storeUnderTest } from './store-harness.ts';

const COACH: Slot = { key: 'coach', backup: false };
const LESSONS: Slot = { key: 'lessons', backup: false };
const LESSONS_BAK: Slot = { key: 'lessons', backup: true };
const PAD: Slot = { key: 'pads/friday', backup: false };
const PAD_BAK: Slot = { key: 'pads/friday', backup: true };
const GAME_BAK: Slot = { key: 'games/done-1', backup: true };

describe.each(BACKENDS)('the store contract, coach and pads: %s', (_, make) => {
  const { h, open, fresh } = storeUnderTest(make);
  afterEach(() => h.dispose());

  it('the learner model is a concern: saved, loaded, backed up, and only a plain object', async () => {
    await fresh();
    const s = open();
    expect(await s.load('coach')).toEqual({ ok: true, value: null });
    await s.save('coach', { version: 2, off: false, games: { lead: 0.4 } });
    await s.save('coach', { version: 2, off: false, games: { lead: 0.6 } });
    expect(await s.load('coach')).toEqual({ ok: true, value: { version: 2, off: false, games: { lead: 0.6 } } });
    expect(await s.save('coach', [1, 2])).toEqual({ ok: false, error: 'The learner model must be a JSON object.' });
    // The coach's own check (common/coach-shape.ts): a model of another version is refused.
    expect(await s.save('coach', { version: 3, off: false, games: {} })).toMatchObject({ ok: false });
    await h.put(COACH, doc({ v: 'later' }, 2));
    expect(await s.load('coach')).toMatchObject({
      ok: true,
      value: { version: 2, off: false, games: { lead: 0.4 } },
      recovered: { from: 'backup' },
    });
    expect([...(await h.aside()).values()]).toEqual([doc({ v: 'later' }, 2)]);
  });

  it('score pads are a collection: save, list newest first with titles, load, delete, odd ids and values refused', async () => {
    await fresh();
    const s = open();
    await s.saveItem('pads', 'friday', { title: 'Friday', rows: [] });
    await s.saveItem('pads', 'club', { rows: [1] });
    expect(await s.list('pads')).toEqual({
      ok: true,
      value: [
        { id: 'club', updatedAt: '2025-01-01T00:00:01.000Z' },
        { id: 'friday', title: 'Friday', updatedAt: '2025-01-01T00:00:00.000Z' },
      ],
    });
    expect(await s.loadItem('pads', 'friday')).toEqual({ ok: true, value: { title: 'Friday', rows: [] } });
    expect(await s.deleteItem('pads', 'club')).toEqual({ ok: true, value: true });
    expect(await s.loadItem('pads', 'club')).toEqual({ ok: true, value: null });
    expect(await s.saveItem('pads', 'lpt1', {})).toMatchObject({ ok: false, error: /score pad id: Windows reserves/ });
    expect(await s.saveItem('pads', 'x', { title: 1 })).toMatchObject({ ok: false, error: /score pad's "title"/ });
    expect(await s.saveItem('pads', 'x', record())).toEqual({ ok: true, value: true });
    // Pads and games never see each other.
    expect(await s.listGames()).toEqual({ ok: true, value: [] });
    expect(await s.loadItem('pads', 'done-1')).toEqual({ ok: true, value: null });
  });

  it('setAside: the entry the app refused is kept where damaged data goes, the last good copy is used', async () => {
    await fresh();
    const s = open();
    await s.save('lessons', { lessons: {}, declined: [] });
    await s.save('lessons', { lessons: 5, declined: [] });
    const r = await s.setAside('lessons');
    expect(r).toMatchObject({
      ok: true,
      value: { lessons: {}, declined: [] },
      recovered: { from: 'backup', movedAside: expect.any(String) },
    });
    expect([...(await h.aside()).values()].map((t) => JSON.parse(t).data)).toEqual([{ lessons: 5, declined: [] }]);
    expect(JSON.parse((await h.get(LESSONS)) as string).data).toEqual({ lessons: {}, declined: [] });
  });

  it('setAside twice: the backup refused too is kept, and nothing is left to load; saving afresh loses neither', async () => {
    await fresh();
    const s = open();
    await h.put(LESSONS, doc({ lessons: 5 }));
    await h.put(LESSONS_BAK, doc({ lessons: 4 }));
    expect(await s.load('lessons')).toEqual({ ok: true, value: { lessons: 5 } });
    expect(await s.setAside('lessons')).toMatchObject({
      ok: true,
      value: { lessons: 4 },
      recovered: { from: 'backup' },
    });
    expect(await s.setAside('lessons')).toMatchObject({
      ok: true,
      value: null,
      recovered: { from: 'none', movedAside: expect.any(String) },
    });
    expect(await s.setAside('lessons')).toEqual({ ok: true, value: null });
    for (let n = 0; n < 3; n++) await s.save('lessons', { lessons: {}, declined: [], n });
    const kept = [...(await h.aside()).values()].map((t) => JSON.parse(t).data);
    expect(kept).toEqual(expect.arrayContaining([{ lessons: 5 }, { lessons: 4 }]));
  });

  it('setAside on an item: a score pad or a game the app refused is kept aside, and its backup used', async () => {
    await fresh();
    const s = open();
    await s.saveItem('pads', 'friday', { title: 'v1' });
    await s.saveItem('pads', 'friday', { title: 'v2', broken: true });
    expect(await s.setAsideItem('pads', 'friday')).toMatchObject({
      ok: true,
      value: { title: 'v1' },
      recovered: { from: 'backup' },
    });
    expect(JSON.parse((await h.get(PAD)) as string).data).toEqual({ title: 'v1' });
    expect(JSON.parse((await h.get(PAD_BAK)) as string).data).toEqual({ title: 'v1' });
    expect([...(await h.aside()).values()].map((t) => JSON.parse(t).data)).toEqual([{ title: 'v2', broken: true }]);
    await h.put(GAME_BAK, doc(record({ title: 'only copy' })));
    expect(await s.setAsideItem('games', 'done-1')).toEqual({ ok: true, value: null });
    expect(await s.loadGame('done-1')).toMatchObject({ ok: true, value: record({ title: 'only copy' }) });
  });

  it('an item with only its backup left is listed (games and pads), and loads', async () => {
    await fresh();
    await h.put(GAME_BAK, doc(record({ title: 'finished' })));
    await h.put(PAD_BAK, doc({ title: 'Friday' }));
    const s = open();
    expect(await s.listGames()).toEqual({
      ok: true,
      value: [{ id: 'done-1', game: 'spades', title: 'finished', updatedAt: '2025-01-01T00:00:00.000Z' }],
    });
    expect(await s.list('pads')).toEqual({
      ok: true,
      value: [{ id: 'friday', title: 'Friday', updatedAt: '2025-01-01T00:00:00.000Z' }],
    });
    expect(await s.loadGame('done-1')).toMatchObject({
      ok: true,
      value: record({ title: 'finished' }),
      recovered: { from: 'backup', movedAside: null },
    });
  });

  it('a folder that cannot be written still loads a good backup, says it cannot save, and changes nothing', async () => {
    await fresh();
    await h.put(LESSONS, 'damaged');
    await h.put(LESSONS_BAK, doc({ lessons: {}, declined: ['spades'] }));
    const ro = readOnly(h.backend());
    const s = open(ro);
    expect(await s.load('lessons')).toEqual({
      ok: true,
      value: { lessons: {}, declined: ['spades'] },
      recovered: { from: 'backup', movedAside: null, cannotWrite: 'EACCES' },
    });
    expect(await s.save('lessons', { lessons: {}, declined: [] })).toEqual({
      ok: false,
      error: 'Could not save the lessons: EACCES.',
    });
    expect(await s.setAside('lessons')).toMatchObject({
      ok: true,
      recovered: { movedAside: null, cannotWrite: 'EACCES' },
    });
    expect(await h.get(LESSONS)).toBe('damaged');
    expect(await h.get(LESSONS_BAK)).toBe(doc({ lessons: {}, declined: ['spades'] }));
    expect(await s.load('coach')).toEqual({ ok: true, value: null });
  });

  it('a value the app refused where nothing can be set aside is never overwritten by a later save', async () => {
    await fresh();
    await h.put(LESSONS, doc({ lessons: 5 }));
    let writable = false;
    const inner = h.backend();
    const ro = readOnly(inner);
    const s = open({
      ...inner,
      copyAside: (slot, at) => (writable ? inner.copyAside(slot, at) : ro.copyAside(slot, at)),
    });
    expect(await s.setAside('lessons')).toEqual({
      ok: true,
      value: null,
      recovered: { from: 'none', movedAside: null, cannotWrite: 'EACCES' },
    });
    expect(await s.save('lessons', { lessons: {} })).toEqual({
      ok: false,
      error: 'Could not save the lessons: EACCES.',
    });
    expect(await h.get(LESSONS)).toBe(doc({ lessons: 5 }));
    // Once it can be set aside, it is, before the save replaces it.
    writable = true;
    expect(await s.save('lessons', { lessons: {} })).toMatchObject({
      ok: true,
      recovered: { movedAside: expect.any(String) },
    });
    expect([...(await h.aside()).values()]).toEqual([doc({ lessons: 5 })]);
  });
});
