// Hostile records and pads, mutated from a seed, through the window's import paths (hostile-sweep-run.ts) with a
// small budget; `npm run hostile-sweep` runs the acceptance sizes. Plus the replay command's own hostile inputs.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../machines/core/bounded-json.ts';
import { randomPlayout } from '../machines/testing/testkit.ts';
import { engines } from '../machines/games.ts';
import { hostileSweep } from './hostile-sweep-run.ts';
import { oversized, runReplayBytes } from './replay-cli.ts';

describe('the hostile sweep', () => {
  it('refuses every mutated file with a message or accepts it and checks it the same again; nothing throws', async () => {
    const rejections: unknown[] = [];
    const onRejection = (e: unknown) => rejections.push(e);
    process.on('unhandledRejection', onRejection);
    try {
      const t = await hostileSweep(80, 40, 7, false);
      expect({ throws: t.throws, wrong: t.wrong, rejections }).toEqual({ throws: [], wrong: [], rejections: [] });
      expect(t.files).toBe(120);
      expect(t.accepted + t.refused).toBe(120);
      expect(t.overLimit).toBeGreaterThan(0);
      expect(t.slowestWithin.cpuMs).toBeLessThan(1000);
      expect(t.slowestOver.cpuMs).toBeLessThan(100);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  }, 60_000);
});

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

describe('npm run replay on hostile bytes', () => {
  const error = (out: { stdout: string }) => JSON.parse(out.stdout).error;

  it('refuses bytes that are not UTF-8 instead of reading them as U+FFFD', () => {
    const text = '{"format":"stikk-record/1","game":"tribello","firstDealer":0,"deals":[],"players":["A","B","C"]}';
    const bytes = new TextEncoder().encode(text);
    bytes[bytes.indexOf(0x41)] = 0xff;
    const out = runReplayBytes(bytes);
    expect([out.status, error(out)]).toEqual([
      1,
      {
        deal: null,
        action: null,
        rule: 'RECORD',
        message: 'the file is not UTF-8 text: it holds bytes that are not UTF-8',
      },
    ]);
  });

  it('refuses a file over the size limit from its size, unread', () => {
    expect(oversized(IMPORT_LIMITS.bytes)).toBeNull();
    expect(error(oversized(IMPORT_LIMITS.bytes + 1)!)).toMatchObject({ rule: 'RECORD', message: /too large/ });
  });

  it('refuses a Spades record of 100,000 deals in well under 100 ms, and replays one at the limit in under 1 s', () => {
    const rules = engines.spades;
    const record = randomPlayout(rules, rules.parseOptions({ target: 1e9 }), 3, 2).record;
    const many = new TextEncoder().encode(JSON.stringify({ ...record, deals: Array(100_000).fill(record.deals[0]) }));
    // CPU time, not the wall clock: the machine is shared, and waiting for a core is not the check's cost.
    let t = process.cpuUsage();
    expect(error(runReplayBytes(many)).message).toMatch(/too large|deals/);
    expect(cpuMs(t)).toBeLessThan(100);
    const long = randomPlayout(rules, rules.parseOptions({ target: 1e9 }), 3, IMPORT_LIMITS.deals).record;
    const text = new TextEncoder().encode(JSON.stringify(long));
    t = process.cpuUsage();
    expect(runReplayBytes(text).status).toBe(0);
    expect(cpuMs(t)).toBeLessThan(1000);
  }, 30_000);

  it('the process refuses standard input over the limit by its size and invalid UTF-8, in the documented form', () => {
    const run = (input: Buffer) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', '-'], { input, encoding: 'utf8' });
    const big = run(Buffer.alloc(3_000_000, 0x20));
    expect([big.status, error(big).message]).toEqual([
      1,
      'the file is too large: 3000000 bytes, at most 2097152 are read',
    ]);
    const bad = run(Buffer.from('{"a":"\xff"}', 'latin1'));
    expect([bad.status, bad.stderr]).toEqual([
      1,
      'replay: record: RECORD: the file is not UTF-8 text: it holds bytes that are not UTF-8\n',
    ]);
  });
});
