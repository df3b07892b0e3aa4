import { describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createStorage } from './storage.ts';
import { doc, files, now, open, readJson, record, root, useStorageRoot } from './storage.test-helpers.ts';

useStorageRoot();

describe('concern files', () => {
  it('answers null when nothing is stored, and creates no file', async () => {
    expect(await open().load('settings')).toEqual({ ok: true, value: null });
    expect(await files()).toEqual([]);
  });

  it('saves atomically in a versioned wrapper and loads the value back', async () => {
    const s = open();
    expect(await s.save('settings', { language: 'nb', sound: false })).toEqual({ ok: true, value: true });
    expect(await s.load('settings')).toEqual({ ok: true, value: { language: 'nb', sound: false } });
    expect(await readJson('settings.json')).toEqual({
      schema: 1,
      savedAt: '2025-01-01T00:00:00.000Z',
      data: { language: 'nb', sound: false },
    });
    expect(await files()).toEqual(['settings.json']);
  });

  it('keeps the previous good version as .bak on every save', async () => {
    const s = open();
    await s.save('stats', { played: 1 });
    await s.save('stats', { played: 2 });
    await s.save('stats', { played: 3 });
    expect((await readJson('stats.json')).data).toEqual({ played: 3 });
    expect((await readJson('stats.json.bak')).data).toEqual({ played: 2 });
  });

  it('serialises concurrent saves to one file: the last call wins and the backup is the one before', async () => {
    const s = open();
    const results = await Promise.all(Array.from({ length: 25 }, (_, n) => s.save('lessons', { n })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await s.load('lessons')).toEqual({ ok: true, value: { n: 24 } });
    expect((await readJson('lessons.json.bak')).data).toEqual({ n: 23 });
    expect(await files()).toEqual(['lessons.json', 'lessons.json.bak']);
  });

  it('creates the root folder when it does not exist yet', async () => {
    const s = createStorage(join(root, 'deep', 'userData'), { now });
    expect((await s.save('settings', { a: 1 })).ok).toBe(true);
    expect(await s.load('settings')).toEqual({ ok: true, value: { a: 1 } });
  });
});

describe('a write interrupted halfway', () => {
  it('between fsync and rename: the save fails with a sentence, the old file is intact, no temp file stays', async () => {
    await open().save('settings', { language: 'sv' });
    const crashing = open({
      hooks: {
        beforeRename: () => {
          throw Object.assign(new Error('power cut'), { code: 'EIO' });
        },
      },
    });
    const r = await crashing.save('settings', { language: 'da' });
    expect(r).toEqual({ ok: false, error: 'Could not save the settings: EIO.' });
    expect(await open().load('settings')).toEqual({ ok: true, value: { language: 'sv' } });
    expect(await files()).not.toContainEqual(expect.stringContaining('.tmp-'));
  });

  it('a half-written temp file left by a killed process is ignored, then swept at start-up', async () => {
    const s = open();
    await s.save('settings', { language: 'sv' });
    await s.saveGame('g1', record());
    await writeFile(join(root, 'settings.json.tmp-4242-1'), '{"schema":1,"savedAt":"2025-01-0');
    await writeFile(join(root, 'games', 'g1.json.tmp-4242-2'), '{"sch');
    expect(await s.load('settings')).toEqual({ ok: true, value: { language: 'sv' } });
    expect((await s.listGames()).ok && (await s.listGames())).toMatchObject({ value: [{ id: 'g1' }] });
    expect(await s.removeStaleTemp()).toBe(2);
    expect(await files()).toEqual(['games', 'settings.json']);
    expect(await files(join(root, 'games'))).toEqual(['g1.json']);
  });
});

describe('refused values', () => {
  const bad: [string, unknown, RegExp][] = [
    ['an array', [1, 2], /must be a JSON object/],
    ['a string', 'nb', /must be a JSON object/],
    ['null', null, /must be a JSON object/],
    ['a Date inside', { when: new Date() }, /not plain JSON data: value\.when/],
    ['NaN inside', { n: Number.NaN }, /value\.n is not a finite number/],
    ['a Map inside', { m: new Map() }, /not plain JSON data/],
    ['more than 64 kB of settings', { pad: 'x'.repeat(64 * 1024) }, /too large: (at least )?\d+ bytes, at most 65536/],
  ];
  it.each(bad)('settings that are %s are refused and nothing is written', async (_, value, message) => {
    const r = await open().save('settings', value);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(message);
    expect(await files()).toEqual([]);
  });

  it('a value that refers to itself is refused', async () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(await open().save('stats', loop)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/refer to itself/),
    });
  });
});

describe('saved games', () => {
  it('save, list (newest first, with titles), load and delete', async () => {
    const s = open();
    await s.saveGame('first', record({ game: 'sproyte' }));
    await s.saveGame('second', record({ title: 'Friday night' }));
    const list = await s.listGames();
    expect(list).toEqual({
      ok: true,
      value: [
        { id: 'second', game: 'spades', updatedAt: '2025-01-01T00:00:01.000Z', title: 'Friday night' },
        { id: 'first', game: 'sproyte', updatedAt: '2025-01-01T00:00:00.000Z' },
      ],
    });
    expect(await s.loadGame('first')).toEqual({ ok: true, value: record({ game: 'sproyte' }) });
    expect(await s.deleteGame('first')).toEqual({ ok: true, value: true });
    expect(await s.loadGame('first')).toEqual({ ok: true, value: null });
    expect(await s.deleteGame('first')).toEqual({ ok: true, value: true });
    expect((await s.listGames()).ok && (await s.listGames())).toMatchObject({ value: [{ id: 'second' }] });
  });

  it('an empty or missing games folder lists nothing', async () => {
    expect(await open().listGames()).toEqual({ ok: true, value: [] });
  });

  it('listing ignores temp, backup, corrupt and foreign files; a damaged game is listed from its backup', async () => {
    const s = open();
    await s.saveGame('kept', record());
    await s.saveGame('from-bak', record({ title: 'v1' }));
    await s.saveGame('from-bak', record({ title: 'v2' }));
    const g = join(root, 'games');
    await writeFile(join(g, 'from-bak.json'), 'garbage');
    await writeFile(join(g, 'lost.json'), 'garbage');
    await writeFile(join(g, 'kept.json.tmp-1-1'), doc(record()));
    await writeFile(join(g, 'old.json.corrupt-2024-01-01T00-00-00-000Z'), doc(record()));
    await writeFile(join(g, 'Upper.json'), doc(record()));
    await writeFile(join(g, 'notes.txt'), 'hello');
    await writeFile(join(g, 'not-a-record.json'), doc({ format: 'something-else', game: 'spades' }));
    const list = await s.listGames();
    expect(list.ok && list.value?.map((m) => [m.id, m.title])).toEqual([
      ['from-bak', 'v1'],
      ['kept', undefined],
    ]);
    expect(await readFile(join(g, 'lost.json'), 'utf8')).toBe('garbage');
  });

  it('deleting a game removes it and its backup but keeps files moved aside', async () => {
    const s = open();
    await s.saveGame('g', record());
    await s.saveGame('g', record());
    await writeFile(join(root, 'games', 'g.json'), 'garbage');
    await s.loadGame('g');
    await s.deleteGame('g');
    const left = await files(join(root, 'games'));
    expect(left).toEqual([expect.stringMatching(/^g\.json\.corrupt-/)]);
  });

  const badIds: [string, unknown][] = [
    ['path traversal', '../settings'],
    ['a slash', 'a/b'],
    ['upper case', 'Game1'],
    ['empty', ''],
    ['65 characters', 'a'.repeat(65)],
    ['a number', 7],
    ['a dot', 'a.json'],
  ];
  it.each(badIds)('refuses a game id with %s before touching disk', async (_, id) => {
    const s = open();
    for (const r of [
      await s.saveGame(id as string, record()),
      await s.loadGame(id as string),
      await s.deleteGame(id as string),
    ]) {
      expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/saved game id/) });
    }
    expect(await files()).toEqual([]);
  });

  it('refuses a saved game that is not a stikk-record/1 object or is over 2 MB', async () => {
    const s = open();
    expect(await s.saveGame('g', { game: 'spades' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"format": "stikk-record\/1"/),
    });
    expect(await s.saveGame('g', record({ game: 7 }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/name its game/),
    });
    expect(await s.saveGame('g', record({ pad: 'x'.repeat(2 * 1024 * 1024) }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/too large/),
    });
    expect((await s.saveGame('g', record({ pad: 'x'.repeat(2 * 1024 * 1024 - 200) }))).ok).toBe(true);
  });
});
