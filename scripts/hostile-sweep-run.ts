// The hostile-file sweep: valid records and score pads, each mutated from a seed (wrong types, odd numbers, deep
// nesting, huge files, bytes that are not UTF-8, keys named like Object's own), read through the app's own import
// paths (renderer/src/lib/record-files.ts and record-check.ts, scorepad/files.ts) as the bytes of a chosen file.
// Each must be refused with a message or accepted; an accepted one is written out again and must check the same.
// Nothing may throw. `npm run hostile-sweep` runs the acceptance sizes; hostile-sweep.test.ts a small budget.
import { IMPORT_LIMITS } from '../machines/core/bounded-json.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { randomPlayout } from '../machines/testing/testkit.ts';
import { engines } from '../machines/games.ts';
import { checkPadText, padText } from '../machines/scorepad/file.ts';
import { mutate } from './hostile-mutate.ts';
import { checkRecordText } from '../renderer/src/lib/record-check.ts';
import { readChosenFile } from '../renderer/src/lib/file-read.ts';
import { readPadFile } from '../renderer/src/lib/scorepad/read.ts';

export interface SweepTally {
  files: number;
  accepted: number;
  refused: number;
  overLimit: number;
  throws: string[];
  /** Refusals without a message, and accepted files that do not check the same when written out again. */
  wrong: string[];
  /**
   * The slowest check of a file within the limits, and the slowest refusal of one over a limit: wall-clock ms, and
   * the CPU ms this process spent on it (what the check costs, whatever else the shared machine is doing).
   */
  slowestWithin: Slowest;
  slowestOver: Slowest;
}

export interface Slowest {
  ms: number;
  what: string;
  cpuMs: number;
  cpuWhat: string;
}

export const newTally = (): SweepTally => ({
  files: 0,
  accepted: 0,
  refused: 0,
  overLimit: 0,
  throws: [],
  wrong: [],
  slowestWithin: { ms: 0, what: '', cpuMs: 0, cpuWhat: '' },
  slowestOver: { ms: 0, what: '', cpuMs: 0, cpuWhat: '' },
});

const OVER = /^limit\./;

async function timed<T>(f: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const value = await f();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000 };
}

function note(tally: SweepTally, t: { ms: number; cpuMs: number }, over: boolean, what: string): void {
  const slot = over ? tally.slowestOver : tally.slowestWithin;
  if (t.ms > slot.ms) Object.assign(slot, { ms: t.ms, what });
  if (t.cpuMs > slot.cpuMs) Object.assign(slot, { cpuMs: t.cpuMs, cpuWhat: what });
}

/** One mutated record through the window's path: read as a chosen file, then checked as `npm run replay` does. */
export async function sweepRecord(bytes: Uint8Array, what: string, tally: SweepTally): Promise<void> {
  tally.files++;
  try {
    const file = new File([bytes], 'hostile.json'); // the browser hands the window a File: made before the clock
    const { value: out, ...t } = await timed(async () => {
      const read = await readChosenFile(file);
      return 'error' in read
        ? { ok: false as const, error: { message: read.error, limit: read.limit } }
        : checkRecordText(read.text);
    });
    const over = !out.ok && !!out.error.limit;
    note(tally, t, over, `record: ${what}`);
    if (out.ok) {
      tally.accepted++;
      const again = checkRecordText(JSON.stringify(out.record, null, 1));
      if (!again.ok || JSON.stringify(again.report) !== JSON.stringify(out.report))
        tally.wrong.push(`record accepted but not again: ${what}`);
    } else {
      tally.refused++;
      if (over) tally.overLimit++;
      if (!out.error.message) tally.wrong.push(`record refused without a message: ${what}`);
    }
  } catch (e) {
    tally.throws.push(`record, ${what}: ${String((e as Error)?.stack ?? e).slice(0, 400)}`);
  }
}

/** One mutated pad through the window's path: read as a chosen file and checked. */
export async function sweepPad(bytes: Uint8Array, what: string, tally: SweepTally): Promise<void> {
  tally.files++;
  try {
    const file = new File([bytes], 'hostile.json');
    const { value: out, ...t } = await timed(() => readPadFile(file));
    const over = !out.ok && OVER.test(out.problem.key);
    note(tally, t, over, `pad: ${what}`);
    if (out.ok) {
      tally.accepted++;
      const again = checkPadText(padText(out.pad));
      if (!again.ok || padText(again.pad) !== padText(out.pad)) tally.wrong.push(`pad accepted but not again: ${what}`);
    } else {
      tally.refused++;
      if (over) tally.overLimit++;
      if (!out.problem.message) tally.wrong.push(`pad refused without a message: ${what}`);
    }
  } catch (e) {
    tally.throws.push(`pad, ${what}: ${String((e as Error)?.stack ?? e).slice(0, 400)}`);
  }
}

/** Valid records to mutate: short games of every game, and long ones near the deal limit. */
export function recordCorpus(long: boolean): unknown[] {
  const out: unknown[] = [];
  const games = [
    ['spades', {}],
    ['spades', { players: 'cutthroat3', nil: 50 }],
    ['sproyte', { form: 'variation' }],
    ['sproyte', { form: 'talon' }],
    ['tribello', {}],
  ] as const;
  for (const [i, [game, options]] of games.entries()) {
    const rules = engines[game];
    out.push(randomPlayout(rules, rules.parseOptions(options), 11 + i, 3).record);
  }
  if (long)
    for (const game of ['spades', 'sproyte'] as const) {
      const rules = engines[game];
      out.push(randomPlayout(rules, rules.parseOptions({ target: 1e9 }), 5, IMPORT_LIMITS.deals).record);
    }
  return out;
}

/** Valid pads to mutate: every game, and a Spades pad in which every side is set every hand, at the deal limit. */
export function padCorpus(): unknown[] {
  const head = { format: 'stikk-pad/1', id: 'p1', created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z' };
  const four = ['Ann', 'Bo', 'Cy', 'Di'];
  const three = four.slice(0, 3);
  return [
    {
      ...head,
      game: 'spades',
      options: {},
      names: four,
      firstDealer: 0,
      deals: [{ bids: ['nil', 4, 5, 3], tricks: [0, 5, 6, 2] }],
    },
    {
      ...head,
      game: 'spades',
      options: {},
      names: four,
      firstDealer: 1,
      deals: Array.from({ length: IMPORT_LIMITS.deals }, () => ({ bids: [7, 7, 7, 7], tricks: [3, 3, 4, 3] })),
    },
    {
      ...head,
      game: 'sproyte',
      options: { form: 'variation' },
      names: three,
      firstDealer: 0,
      deals: [{ tricks: [5, 4, 4], contract: 'trump' }],
    },
    {
      ...head,
      game: 'tribello',
      options: {},
      names: three,
      firstDealer: 2,
      deals: [{ tricks: [6, 4, 3] }, { tricks: [4, 6, 3] }],
    },
  ];
}

/** `records` mutated records and `pads` mutated pads from `seed`; the tally of what happened. */
export async function hostileSweep(records: number, pads: number, seed: number, long = true): Promise<SweepTally> {
  const tally = newTally();
  const rng = rngFrom(seedState(seed));
  const recs = recordCorpus(false);
  const longRecs = long ? recordCorpus(true).slice(recs.length) : [];
  const padValues = padCorpus();
  for (let i = 0; i < records; i++) {
    // One in 100 from a game near the deal limit: each is a megabyte or more to mutate and replay.
    const from = longRecs.length && rng.int(100) === 0 ? longRecs : recs;
    const m = mutate(from[rng.int(from.length)], rng);
    await sweepRecord(m.bytes, m.what, tally);
  }
  for (let i = 0; i < pads; i++) {
    const m = mutate(padValues[rng.int(padValues.length)], rng);
    await sweepPad(m.bytes, m.what, tally);
  }
  return tally;
}
