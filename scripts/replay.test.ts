// The `npm run replay` process contract (records.md "What replay prints"): the function behind it over
// a corpus of malformed records and random mutations of valid ones, and the real process for a few.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../machines/testing/testkit.ts';
import { engines } from '../machines/games.ts';
import { MALFORMED } from './malformed-records.ts';
import { runReplay, type ReplayOutcome } from './replay-cli.ts';

/**
 * The script as its own process under tsx's loader, as `npm run replay` runs it — started by this Node with
 * `--import tsx` rather than through npx (npm's start-up, then tsx's CLI starting a second Node: 2.3 CPU-s a
 * run against 0.9).
 */
function replay(input: string, file = '-') {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file], { input, encoding: 'utf8' });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Exit 1, exactly the error JSON on stdout, exactly one line on stderr, no stack trace anywhere. */
function expectDocumentedError(r: ReplayOutcome, rule: string | RegExp = /^[A-Z]{3}-[\dDS.]+$|^RECORD$/): void {
  expect(r.status).toBe(1);
  expect(r.stdout.endsWith('\n') && r.stdout.split('\n')).toHaveLength(2);
  const out = JSON.parse(r.stdout);
  expect(Object.keys(out)).toEqual(['error']);
  expect(Object.keys(out.error).sort()).toEqual(['action', 'deal', 'message', 'rule']);
  expect(out.error.rule).toMatch(rule);
  expect(r.stderr).toMatch(/^replay: [^\n]+\n$/);
  expect(r.stdout + r.stderr).not.toMatch(/\n\s+at |internal error/);
}

describe('npm run replay on malformed records', () => {
  it.each(MALFORMED)('%s: the RECORD error JSON, one line on stderr, exit status 1', (_, text) => {
    expectDocumentedError(runReplay(text), 'RECORD');
  });

  it('an option named like an Object property is an unknown option, in every game', () => {
    for (const game of ['spades', 'sproyte', 'tribello']) {
      for (const key of ['toString', 'constructor', 'hasOwnProperty']) {
        const r = runReplay(
          JSON.stringify({ format: 'stikk-record/1', game, firstDealer: 0, deals: [], options: { [key]: 'x' } }),
        );
        expect(JSON.parse(r.stdout).error.message).toMatch(
          new RegExp(`unknown.*option.*${key}|option.*${key}.*unknown`, 'i'),
        );
      }
    }
  });

  it('an unknown game: exactly the RECORD error as before the game list left the core', () => {
    const r = runReplay('{"format":"stikk-record/1","game":"bridge","firstDealer":0,"deals":[]}');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      '{"error":{"deal":null,"action":null,"rule":"RECORD","message":"unknown game \\"bridge\\""}}\n',
    );
    expect(r.stderr).toBe('replay: record: RECORD: unknown game "bridge"\n');
  });

  it('a byte-order mark before a valid record changes nothing', () => {
    const { record } = randomPlayout(engines.tribello!, engines.tribello!.defaultOptions, 7, 2);
    const plain = runReplay(JSON.stringify(record));
    expect(plain.status).toBe(0);
    expect(runReplay(`\uFEFF${JSON.stringify(record, null, 2)}`)).toEqual(plain);
  });

  it('random mutations of valid records never crash: a report (0) or the documented error (1)', () => {
    const samples = (['spades', 'sproyte', 'tribello'] as const).map(
      (g) => randomPlayout(engines[g]!, engines[g]!.defaultOptions, 11, 2).record,
    );
    const hostile = fc.constantFrom<unknown>(
      null,
      -1,
      1e308,
      4.5,
      '',
      'AS',
      '__proto__',
      [],
      {},
      [null],
      { toString: 1 },
      { constructor: {} },
      true,
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(fc.tuple(fc.nat(), hostile), { minLength: 1, maxLength: 3 }),
        (record, edits) => {
          const doc = JSON.parse(JSON.stringify(record));
          for (const [pick, value] of edits) {
            const spots: [Record<string, unknown>, string][] = [];
            const walk = (v: unknown) => {
              if (v && typeof v === 'object')
                for (const k of Object.keys(v)) {
                  spots.push([v as Record<string, unknown>, k]);
                  walk((v as Record<string, unknown>)[k]);
                }
            };
            walk(doc);
            const [parent, key] = spots[pick % spots.length];
            parent[key] = value;
          }
          const r = runReplay(JSON.stringify(doc));
          if (r.status === 0) expect(JSON.parse(r.stdout)).toHaveProperty('totals');
          else expectDocumentedError(r);
        },
      ),
      { numRuns: 1500, seed: 14 },
    );
  });
});

describe('npm run replay as a process', () => {
  it('prints only the error JSON and the one-line message for a malformed record', () => {
    for (const name of [
      'cut off mid-write',
      'spades with the option "toString"',
      'sproyte with the option "__proto__"',
    ]) {
      const text = MALFORMED.find(([n]) => n === name)?.[1] as string;
      expectDocumentedError(replay(text), 'RECORD');
    }
  });

  it('reads a record saved with a byte-order mark', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-replay-'));
    try {
      const file = join(dir, 'bom.json');
      writeFileSync(file, '\uFEFF{"format":"stikk-record/1","game":"spades","firstDealer":0,"deals":[]}');
      const r = replay('', file);
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ game: 'spades', deals: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a missing file is the documented error with a non-zero exit', () => {
    const r = replay('', '/nonexistent/record.json');
    expectDocumentedError(r, 'RECORD');
    expect(r.stderr).toMatch(/cannot read/);
  });
});
