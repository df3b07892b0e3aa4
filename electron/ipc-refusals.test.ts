// The router's refusals: wrong shapes, oversized and hostile values and bad ids are answered with a sentence,
// before anything touches disk.
import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { createIpcRouter } from './ipc.ts';
import { APP_FILE, PACKAGED, record, root, router, useRouter } from './ipc.test-helpers.ts';

useRouter();

describe('the IPC router', () => {
  const wrongShape: [string, string, unknown[], RegExp][] = [
    ['too many arguments', 'settings:load', [1], /settings\.load takes 0 arguments, not 1/],
    ['a missing value', 'settings:save', [], /settings\.save takes 1 argument, not 0/],
    ['a missing record', 'games:save', ['g'], /games\.save takes 2 arguments, not 1/],
    ['an array for settings', 'settings:save', [[1]], /must be a JSON object/],
    ['a string for stats', 'stats:save', ['lots'], /must be a JSON object/],
    ['a lesson containing a Date', 'lessons:save', [{ at: new Date(0) }], /not plain JSON data/],
    ['a record without format', 'games:save', ['g', { game: 'spades' }], /stikk-record\/1/],
    [
      'a record of the wrong format',
      'games:save',
      ['g', { format: 'stikk-record/2', game: 'spades' }],
      /stikk-record\/1/,
    ],
    ['a record that is an array', 'games:save', ['g', [record]], /must be a JSON object/],
    ['a record file name with a folder', 'records:save', ['../x.json', '{}'], /not a plain file name/],
    ['a record file name that is not JSON', 'records:save', ['x.exe', '{}'], /must end in "\.json"/],
    ['a record that is not text', 'records:save', ['x.json', { a: 1 }], /must be sent as text/],
    ['a record file over 2 MB', 'records:save', ['x.json', 'x'.repeat(2 * 1024 * 1024 + 1)], /too large/],
    ['an open with an argument', 'records:open', ['/etc/passwd'], /records\.open takes 0 arguments, not 1/],
  ];
  it.each(wrongShape)('refuses %s with a clear sentence', async (_, channel, args, message) => {
    const r = await router.handle(channel, APP_FILE, args);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(message);
    expect(await readdir(root)).toEqual([]);
  });

  const oversize: [string, string, unknown[]][] = [
    ['settings over 64 kB', 'settings:save', [{ pad: 'x'.repeat(65 * 1024) }]],
    ['lessons over 256 kB', 'lessons:save', [{ pad: 'x'.repeat(257 * 1024) }]],
    ['stats over 1 MB', 'stats:save', [{ pad: 'x'.repeat(1025 * 1024) }]],
    ['a game over 2 MB', 'games:save', ['big', { ...record, pad: 'é'.repeat(1024 * 1024 + 1) }]],
  ];
  it.each(oversize)('refuses %s', async (_, channel, args) => {
    const r = await router.handle(channel, APP_FILE, args);
    expect(r).toMatchObject({
      ok: false,
      error: expect.stringMatching(/is too large: (at least )?\d+ bytes, at most \d+ are allowed/),
    });
    expect(await readdir(root)).toEqual([]);
  });

  const badIds: unknown[] = [
    '../settings',
    '..',
    'a/b',
    'a\\b',
    'UPPER',
    '',
    'x'.repeat(65),
    42,
    null,
    { id: 'a' },
    'ok\n',
  ];
  it.each(badIds.map((id) => [JSON.stringify(id), id]))(
    'refuses the game id %s on load, save and delete',
    async (_, id) => {
      for (const [ch, args] of [
        ['games:load', [id]],
        ['games:delete', [id]],
        ['games:save', [id, record]],
      ] as const) {
        expect(await router.handle(ch, APP_FILE, args)).toMatchObject({
          ok: false,
          error: expect.stringMatching(/saved game id/),
        });
      }
      expect(await readdir(root)).toEqual([]);
    },
  );

  it('turns a storage that throws into an answer, not a crash', async () => {
    const throwing = createIpcRouter(
      {
        load: () => {
          throw new Error('disk on fire');
        },
      } as never,
      PACKAGED,
    );
    expect(await throwing.handle('settings:load', APP_FILE, [])).toEqual({
      ok: false,
      error: 'settings.load failed unexpectedly: disk on fire.',
    });
  });

  // A 24-byte IPC message can carry a sparse list whose length is 2^32 - 1. Stringified
  // first, it froze the main process for tens of seconds; weighed first, it is refused at once.
  it('refuses a sparse list with a huge length at once, wherever it sits', async () => {
    const sparse = (length: number) => Object.assign([] as unknown[], { length });
    const calls: [string, unknown[]][] = [
      ['settings:save', [{ s: sparse(1e8) }]], // stringified, about 23 s of a frozen main process
      ['stats:save', [{ deep: { er: [sparse(1e8)] } }]],
      ['games:save', ['g', { ...record, deals: sparse(2 ** 32 - 1) }]],
    ];
    for (const [channel, args] of calls) {
      const started = performance.now();
      const r = await router.handle(channel, APP_FILE, args);
      expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/too large: at least \d+ bytes/) });
      expect(performance.now() - started).toBeLessThan(250);
    }
    expect(await readdir(root)).toEqual([]);
  });

  it('names a small hole, a BigInt, deep nesting and a loop for what they are', async () => {
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 100_000; i++) at = (at.d = {}) as Record<string, unknown>;
    const loop: Record<string, unknown> = { a: [] };
    (loop.a as unknown[]).push(loop);
    const cases: [unknown, RegExp][] = [
      // eslint-disable-next-line no-sparse-arrays -- a hole in a list is the case under test
      [{ l: [1, , 3] }, /not plain JSON data: value\.l\[1\] is a hole in the list/],
      [{ n: 2n ** 70n }, /not plain JSON data: value\.n is a BigInt/],
      [deep, /nested more than 64 levels deep/],
      [loop, /would refer to itself at value\.a\[0\]/],
    ];
    for (const [value, message] of cases) {
      expect(await router.handle('lessons:save', APP_FILE, [value])).toEqual({
        ok: false,
        error: expect.stringMatching(message),
      });
    }
  });

  it('turns a check that throws into a refusal, not a rejected promise', async () => {
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    );
    await expect(router.handle('settings:save', APP_FILE, [hostile])).resolves.toMatchObject({
      ok: false,
      error: expect.stringMatching(/could not be checked/),
    });
  });

  it('answers a non-array argument list instead of crashing', async () => {
    expect(await router.handle('settings:load', APP_FILE, 'x' as never)).toMatchObject({ ok: false });
  });
});
