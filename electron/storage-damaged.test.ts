import { describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createStorage } from './storage.ts';
import { doc, files, open, root, useStorageRoot } from './storage.test-helpers.ts';

useStorageRoot();

describe('damaged files', () => {
  it('garbage in a file: moved aside (kept byte for byte), the backup is used and restored', async () => {
    const s = open();
    await s.save('settings', { language: 'nb' });
    await s.save('settings', { language: 'en' });
    await writeFile(join(root, 'settings.json'), '{"schema":1,"sav\u0000garbage');
    const r = await s.load('settings');
    expect(r).toEqual({
      ok: true,
      value: { language: 'nb' },
      recovered: { from: 'backup', movedAside: 'settings.json.corrupt-2025-01-01T00-00-02-000Z' },
    });
    expect(await readFile(join(root, 'settings.json.corrupt-2025-01-01T00-00-02-000Z'), 'utf8')).toBe(
      '{"schema":1,"sav\u0000garbage',
    );
    expect(await s.load('settings')).toEqual({ ok: true, value: { language: 'nb' } });
  });

  it('garbage and no backup: moved aside, nothing to use', async () => {
    await writeFile(join(root, 'stats.json'), 'not json at all');
    const r = await open().load('stats');
    expect(r).toEqual({
      ok: true,
      value: null,
      recovered: { from: 'none', movedAside: 'stats.json.corrupt-2025-01-01T00-00-00-000Z' },
    });
    expect(await files()).toEqual(['stats.json.corrupt-2025-01-01T00-00-00-000Z']);
  });

  it('file and backup both corrupt: both moved aside, none deleted, value null', async () => {
    await writeFile(join(root, 'lessons.json'), '[');
    await writeFile(join(root, 'lessons.json.bak'), doc('wrong kind of data'));
    const r = await open().load('lessons');
    expect(r).toMatchObject({ ok: true, value: null, recovered: { from: 'none' } });
    const left = await files();
    expect(left).toHaveLength(2);
    expect(left.every((f) => f.includes('.corrupt-'))).toBe(true);
    expect(left.some((f) => f.startsWith('lessons.json.bak.corrupt-'))).toBe(true);
    expect(await open().load('lessons')).toEqual({ ok: true, value: null });
  });

  it('two damaged loads in the same millisecond keep both copies', async () => {
    const fixed = () => new Date(Date.UTC(2025, 0, 1));
    const s = createStorage(root, { now: fixed });
    await writeFile(join(root, 'stats.json'), 'first');
    await s.load('stats');
    await writeFile(join(root, 'stats.json'), 'second');
    const r = await s.load('stats');
    expect(r).toMatchObject({ recovered: { movedAside: 'stats.json.corrupt-2025-01-01T00-00-00-000Z-2' } });
    expect(await readFile(join(root, 'stats.json.corrupt-2025-01-01T00-00-00-000Z'), 'utf8')).toBe('first');
  });

  it('invalid UTF-8 is set aside byte for byte and reported, never read as U+FFFD and written back', async () => {
    const s = open();
    await s.save('settings', { name: 'good' });
    await s.save('settings', { name: 'later' });
    const bytes = Buffer.concat([
      Buffer.from('{"schema":1,"savedAt":"x","data":{"name":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}}'),
    ]);
    await writeFile(join(root, 'settings.json'), bytes);
    const r = await s.load('settings');
    expect(r).toMatchObject({
      ok: true,
      value: { name: 'good' },
      recovered: { from: 'backup', movedAside: expect.stringMatching(/^settings\.json\.corrupt-/) },
    });
    expect(r.ok && (await readFile(join(root, r.recovered!.movedAside!)))).toEqual(bytes);
    expect(await readFile(join(root, 'settings.json'), 'utf8')).not.toContain('\ufffd');
  });

  it('a byte order mark before the text is read past', async () => {
    await writeFile(join(root, 'settings.json'), '\ufeff' + doc({ name: 'bom' }));
    expect(await open().load('settings')).toEqual({ ok: true, value: { name: 'bom' } });
  });

  it('an unreadable file (a folder in its place) is moved aside like garbage', async () => {
    await mkdir(join(root, 'settings.json'));
    expect(await open().load('settings')).toMatchObject({ ok: true, value: null, recovered: { from: 'none' } });
  });

  it('saving over a damaged file moves it aside first and does not back it up', async () => {
    await writeFile(join(root, 'settings.json'), '{{{');
    const r = await open().save('settings', { a: 1 });
    expect(r).toMatchObject({
      ok: true,
      value: true,
      recovered: { from: 'none', movedAside: expect.stringMatching(/^settings\.json\.corrupt-/) },
    });
    expect(await files()).toEqual(['settings.json', expect.stringMatching(/^settings\.json\.corrupt-/)]);
  });

  const wrappers: [string, string][] = [
    ['a newer schema', JSON.stringify({ schema: 2, savedAt: '2025-01-01T00:00:00Z', data: {} })],
    ['no schema', JSON.stringify({ savedAt: '2025-01-01T00:00:00Z', data: {} })],
    ['no data', JSON.stringify({ schema: 1, savedAt: '2025-01-01T00:00:00Z' })],
    ['no savedAt', JSON.stringify({ schema: 1, data: {} })],
    ['a bare value without wrapper', JSON.stringify({ language: 'nb' })],
    ['an array', JSON.stringify([1, 2])],
    ['data that is not an object', doc([1, 2])],
    ['data that is null', doc(null)],
    ['an oversized file', doc({ pad: 'x'.repeat(70 * 1024) })],
  ];
  it.each(wrappers)('schema validation: %s is treated as damaged and the backup used', async (_, text) => {
    await writeFile(join(root, 'settings.json'), text);
    await writeFile(join(root, 'settings.json.bak'), doc({ language: 'da' }));
    expect(await open().load('settings')).toMatchObject({
      ok: true,
      value: { language: 'da' },
      recovered: { from: 'backup' },
    });
  });
});
