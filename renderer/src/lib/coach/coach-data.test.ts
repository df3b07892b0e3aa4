// Coach data the app cannot use takes the path of every kind of data (data-notices.ts loadUsable): a damaged, newer
// or unreadable coach file is set aside and reported once with its name, the good backup is used and kept, and a
// file the coach cannot read is never overwritten; an older coach file is migrated, and the player told so.
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_GAME, NO_COACH } from '../../../../machines/core/coach/data.ts';
import { type DataNotice, setDataReporter } from '../storage/data-notices.ts';
import { browserPersistence, memoryStorage } from '../storage/persistence.ts';
import { CoachState } from './coach.svelte.ts';

const good = { ...NO_COACH, games: { spades: { ...EMPTY_GAME, seen: ['a'] } } };
const newer = { ...good, version: 3 };
/** Of this version's envelope, but a drill the coach cannot read. */
const unreadable = { ...good, games: { spades: { ...EMPTY_GAME, drills: [{ id: 1 }] } } };
const wrapped = (data: unknown) => JSON.stringify({ schema: 1, savedAt: '2025-01-01T00:00:00.000Z', data });

async function setUp(main: string, backup?: string) {
  const storage = memoryStorage();
  const store = browserPersistence(storage);
  expect(await store.coach.save(good)).toMatchObject({ ok: true });
  expect(await store.coach.save({ ...good, off: true })).toMatchObject({ ok: true }); // the first save is the backup now
  const key = [...Array(storage.length).keys()].map((i) => storage.key(i) as string).find((k) => /coach$/.test(k));
  storage.setItem(key as string, main);
  if (backup) storage.setItem(`${key}.bak`, backup);
  const notices: DataNotice[] = [];
  setDataReporter((n) => notices.push(n));
  const warned: string[] = [];
  const coach = new CoachState();
  await coach.load(browserPersistence(storage), (e) => warned.push(e));
  const aside = [...Array(storage.length).keys()]
    .map((i) => storage.key(i) as string)
    .filter((k) => k.includes('damaged'));
  return { coach, notices, warned, aside, storage, store: browserPersistence(storage) };
}

afterEach(() => setDataReporter(() => {}));

describe('a coach file the app cannot use', () => {
  it.each([
    ['damaged', '{"schema":1,"savedAt":"x","data":{'],
    ['of a newer version', wrapped(newer)],
    ['unreadable to the coach', wrapped(unreadable)],
  ])('%s: set aside, reported once with its name, the good backup used and kept', async (_, main) => {
    const { coach, notices, warned, aside, storage } = await setUp(main);
    expect(coach.game('spades').seen).toEqual(['a']);
    expect(coach.on).toBe(true);
    expect(warned).toEqual([]);
    const named = notices.filter((n) => n.what === 'data.what.coach' && n.params?.name);
    expect(named).toHaveLength(1);
    expect(aside).toHaveLength(1);
    expect(named[0].params?.name).toContain(aside[0].split(':').slice(-2)[0]);
    expect(storage.getItem(aside[0])).toBe(main);
    // A save afterwards keeps the backup it came from.
    await coach.setOn(false);
    const reloaded = new CoachState();
    await reloaded.load(browserPersistence(storage), () => {});
    expect(reloaded.on).toBe(false);
    expect(reloaded.game('spades').seen).toEqual(['a']);
  });

  it('a file and its backup both unreadable to the coach: both set aside and named, never overwritten by a save', async () => {
    const main = wrapped(unreadable);
    const bak = wrapped({ ...unreadable, off: true });
    const { coach, notices, aside, storage } = await setUp(main, bak);
    expect(coach.game('spades')).toEqual(EMPTY_GAME);
    expect(notices.filter((n) => n.what === 'data.what.coach' && n.params?.name)).toHaveLength(2);
    expect(aside.map((k) => storage.getItem(k)).sort()).toEqual([main, bak].sort());
    await coach.setOn(false);
    await coach.setOn(true);
    await coach.setOn(false);
    expect(aside.map((k) => storage.getItem(k)).sort()).toEqual([main, bak].sort());
  });

  it('an older coach file is read: its switch, deals seen and hand figures kept, the counts afresh, the player told', async () => {
    const hand = { at: 1, points: 40, figures: { made: 1 }, hints: 0, undos: 0, key: 'k#0' };
    const v1 = {
      version: 1,
      off: false,
      games: {
        sproyte: {
          model: { deals: 3, skills: {} },
          drills: [{ id: 'x', record: { deals: [] } }],
          seen: ['s1'],
          hands: [hand],
        },
      },
    };
    const { coach, notices, warned, aside } = await setUp(wrapped(v1));
    expect(warned).toEqual(['migrated']);
    expect(notices.filter((n) => n.params?.name)).toEqual([]);
    expect(aside).toEqual([]);
    expect(coach.game('sproyte')).toMatchObject({ drills: [], seen: ['s1'], hands: [hand], model: { deals: 0 } });
  });
});
