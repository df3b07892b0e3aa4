// On the app's side: lesson progress and statistics the app cannot read are set
// aside where damaged data is kept (never as a game), reported in words that fit, and the only good copy is
// never overwritten, however many saves follow; a backup used is always told.
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../../machines/testing/testkit.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { t, i18n } from '../../i18n/i18n.svelte.ts';
import { AppState, type Notice } from '../app.svelte.ts';
import { archiveGame, loadStats } from '../archive.ts';
import { noticesFor, setDataReporter } from './data-notices.ts';
import { RULES } from '../games/rules.ts';
import { browserPersistence, memoryStorage } from './persistence.ts';
import { NO_STATS } from '../stats/totals.ts';

const doc = (data: unknown) => JSON.stringify({ schema: 1, savedAt: '2025-01-01T00:00:00.000Z', data });
const UNKNOWN_LESSONS = '{"schema":1,"savedAt":"2025-01-01T00:00:00.000Z","data":{"lessons":5,"declined":[]}}';

/** Every text in the storage, so a test can ask whether the original is anywhere at all. */
const everything = (s: ReturnType<typeof memoryStorage>) =>
  Array.from({ length: s.length }, (_, i) => s.getItem(s.key(i) as string) as string);

const shown = (n: Notice) => t(n.key, n.what ? { ...n.params, what: t(n.what) } : n.params);

describe('lesson progress the app cannot read', () => {
  it.each([
    ['of an unknown shape', UNKNOWN_LESSONS],
    ['with a lesson id this version does not know', doc({ lessons: { 'spades-intro': { step: 2 } }, declined: [] })],
  ])('%s is set aside, reported as such, and survives any number of lesson saves', async (_, text) => {
    const storage = memoryStorage();
    storage.setItem('stikk:lessons', text);
    const app = new AppState(browserPersistence(storage), ['en']);
    await app.init();
    expect(app.notices.map((n) => [n.key, n.what])).toEqual([['data.unknown', 'data.what.lessons']]);
    expect(shown(app.notices[0])).toMatch(
      /^This version of Stikk cannot read your lesson progress .* set aside untouched as “stikk:damaged:lessons:1”/,
    );
    expect(app.notices.some((n) => /saved game/i.test(shown(n)))).toBe(false);
    for (const id of ['SPA-L1', 'SPA-L2', 'SPA-L3'])
      await app.setLessonProgress(id, { step: 1, done: false, stars: 0, attempts: 1, version: 1 } as never);
    expect(everything(storage)).toContain(text);
    expect(storage.getItem('stikk:damaged:lessons:1')).toBe(text);
    expect(app.notices).toHaveLength(1);
  });
});

describe('statistics the app cannot read', () => {
  const rules = RULES.sproyte;
  const record = JSON.parse(
    JSON.stringify(randomPlayout(rules, rules.parseOptions({ target: 3 }), 5).record),
  ) as GameRecord;

  it.each([
    ['a newer version of the data', doc({ version: 2, lines: [], older: {} })],
    [
      'a line whose game is not known',
      doc({
        version: 1,
        lines: [
          {
            id: 'done-1',
            game: 'whist',
            form: 'x',
            at: 'x',
            won: true,
            deals: 1,
            points: 1,
            practice: false,
            counts: {},
          },
        ],
        older: {},
      }),
    ],
  ])('%s: reported, empty statistics used, and the original kept after two finished games', async (_, text) => {
    const storage = memoryStorage();
    storage.setItem('stikk:stats', text);
    const store = browserPersistence(storage);
    const seen: Notice[] = [];
    setDataReporter((n) => seen.push(n));
    expect(await loadStats(store)).toEqual({ ok: true, value: NO_STATS });
    expect(seen.map((n) => [n.key, n.what])).toEqual([['data.unknown', 'data.what.stats']]);
    await archiveGame(store, record, { title: 'one' });
    await archiveGame(store, record, { title: 'two' }, new Date(Date.now() + 1000));
    expect(everything(storage)).toContain(text);
    expect(seen).toHaveLength(1);
  });

  it('byte-damaged statistics are reported, not only moved aside', async () => {
    const storage = memoryStorage();
    storage.setItem('stikk:stats', '{"schema":1,"savedAt":"x","data":{"vers');
    const seen: Notice[] = [];
    setDataReporter((n) => seen.push(n));
    expect(await loadStats(browserPersistence(storage))).toEqual({ ok: true, value: NO_STATS });
    expect(seen).toEqual([
      { key: 'data.damaged', what: 'data.what.stats', params: { name: 'stikk:damaged:stats:1' }, tone: 'warning' },
    ]);
  });
});

describe('a backup used is told', () => {
  it('settings restored from their backup say so, never "the defaults are used"', async () => {
    const storage = memoryStorage();
    storage.setItem('stikk:settings.bak', doc({ locale: 'sv' }));
    const app = new AppState(browserPersistence(storage), ['en']);
    await app.init();
    expect(app.settings.locale).toBe('sv');
    expect(app.notices.map((n) => [n.key, n.what])).toEqual([['data.missingBackup', 'data.what.settings']]);
    i18n.setLocale('en');
    expect(shown(app.notices[0])).toBe('Stikk could not find your settings, so it used the last good copy.');
    storage.setItem('stikk:settings', 'garbage');
    const again = new AppState(browserPersistence(storage), ['en']);
    await again.init();
    i18n.setLocale('en');
    expect(again.notices.map(shown)).toEqual([
      'Stikk could not read your settings: the file is damaged. The last good copy is used instead, and the damaged file has been set aside as “stikk:damaged:settings:1”.',
    ]);
  });

  it('settings of a shape this version does not know are set aside, not read as defaults and overwritten', async () => {
    const storage = memoryStorage();
    storage.setItem('stikk:settings', doc({ locale: 'fi', cardSize: 'huge' }));
    const app = new AppState(browserPersistence(storage), ['en']);
    await app.init();
    expect(app.notices.map((n) => n.key)).toEqual(['data.unknown']);
    await app.updateSettings({ sound: false });
    await app.updateSettings({ sound: true });
    expect(everything(storage)).toContain(doc({ locale: 'fi', cardSize: 'huge' }));
  });

  it('every notice has words in every language, and names what it is about', () => {
    for (const from of ['backup', 'none'] as const) {
      for (const movedAside of ['x', null]) {
        for (const cannotWrite of ['EACCES', undefined]) {
          const ns = noticesFor(
            'pad',
            { ok: true, value: null, recovered: { from, movedAside, ...(cannotWrite ? { cannotWrite } : {}) } },
            movedAside === 'x',
          );
          for (const locale of ['en', 'nb', 'sv', 'da'] as const) {
            i18n.setLocale(locale);
            for (const n of ns) expect(shown(n)).not.toMatch(/\{|data\./);
          }
        }
      }
    }
    i18n.setLocale('en');
  });
});
