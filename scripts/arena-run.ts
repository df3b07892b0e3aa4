// The arena's runner, generic over a game's arena module (machines/<game>/arena.ts): situations, legs, outcome.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ArenaModule, type Counters, playDuplicate } from '../machines/core/duplicate.ts';

export interface ArenaOptions {
  game: string;
  a: string;
  b: string;
  deals: number;
  seed: number;
  /** Rule options for every situation, e.g. {"players":"cutthroat4"} or {"form":"talon"}. */
  options?: Record<string, unknown>;
  /** Run the game's arena-only yardsticks (calibration, dominated plays) on every decision. */
  probe?: boolean;
  root: string;
  /** The arena module to run instead of machines/<game>/arena.ts (the lab's, with its yardsticks). */
  module?: ArenaModule;
}

export interface LevelSummary {
  points: number;
  counters: Counters;
  decisions: number;
  p50: number;
  p95: number;
  max: number;
  /** The same in wall-clock milliseconds. */
  wall: { p50: number; p95: number; max: number };
}

export interface ArenaResult {
  game: string;
  a: string;
  b: string;
  deals: number;
  mean: number;
  ci_low: number;
  ci_high: number;
  sd: number;
  /** Each duplicate pair's A − B in deal order (deal d is the same situation in every run with this seed), so two runs
   *  on the same seed can be compared pair by pair. */
  diffs: number[];
  levels: Record<string, LevelSummary>;
  /** The pairs' differences split by the kind of deal (ArenaModule kind), each with its own 95 % CI. */
  kinds?: Record<string, KindSummary>;
}

export interface KindSummary {
  deals: number;
  /** Mean difference over these deals, and its share of the mean over all deals (the two shares add up to it). */
  mean: number;
  share: number;
  ci_low: number;
  ci_high: number;
}

/** Mean, standard deviation and the 95 % interval's half-width of a list of differences. */
function spread(xs: readonly number[]): { mean: number; sd: number; half: number } {
  const n = xs.length;
  const mean = xs.reduce((x, y) => x + y, 0) / Math.max(1, n);
  const sd = Math.sqrt(xs.reduce((t, x) => t + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  return { mean, sd, half: (1.96 * sd) / Math.sqrt(Math.max(1, n)) };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function loadArena(root: string, game: string): Promise<ArenaModule> {
  const file = join(root, 'machines', game, 'arena.ts');
  if (!existsSync(file)) throw new Error(`${game}: no arena module yet (machines/${game}/arena.ts)`);
  return (await import(file)) as ArenaModule;
}

export async function runArena(o: ArenaOptions, progress?: (line: string) => void): Promise<ArenaResult> {
  const m = o.module ?? (await loadArena(o.root, o.game));
  for (const id of [o.a, o.b])
    if (!m.policies[id]) throw new Error(`${o.game}: no level "${id}" (have ${Object.keys(m.policies).join(', ')})`);
  const pa = m.policies[o.a];
  const pb = m.policies[o.b];
  const times: [number[], number[]] = [[], []];
  const counters: [Counters, Counters] = [{}, {}];
  const points: [number, number] = [0, 0];
  const diffs: number[] = [];
  const byKind = new Map<string, number[]>();
  const overrides = o.options ?? {};
  // Decision times in CPU milliseconds (a busy machine does not inflate them), and wall milliseconds.
  const wall: [number[], number[]] = [[], []];
  const timed = <T>(lvl: 0 | 1, f: () => T): T => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = f();
    wall[lvl].push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    times[lvl].push((c.user + c.system) / 1000);
    return out;
  };
  for (let d = 0; d < o.deals; d++) {
    const r = playDuplicate(m, pa, pb, o.seed * 100_003 + d, overrides, timed, o.probe ?? false);
    diffs.push(r.diff);
    if (r.kind !== undefined) {
      const xs = byKind.get(r.kind);
      if (xs) xs.push(r.diff);
      else byKind.set(r.kind, [r.diff]);
    }
    points[0] += r.a;
    points[1] += r.b;
    r.stats.forEach((st, lvl) => {
      for (const [k, v] of Object.entries(st)) {
        const c = counters[lvl][k] ?? (counters[lvl][k] = { num: 0, den: 0 });
        c.num += v.num;
        c.den += v.den;
      }
    });
    if (progress && (d + 1) % Math.max(1, Math.floor(o.deals / 20)) === 0) progress(`${d + 1} `);
  }
  const n = diffs.length;
  const { mean, sd, half } = spread(diffs);
  const summary = (lvl: 0 | 1): LevelSummary => {
    const t = times[lvl].slice().sort((x, y) => x - y);
    const w = wall[lvl].slice().sort((x, y) => x - y);
    return {
      points: points[lvl] / n,
      counters: counters[lvl],
      decisions: t.length,
      p50: quantile(t, 0.5),
      p95: quantile(t, 0.95),
      max: t[t.length - 1] ?? 0,
      wall: { p50: quantile(w, 0.5), p95: quantile(w, 0.95), max: w[w.length - 1] ?? 0 },
    };
  };
  const levels: Record<string, LevelSummary> = { [o.a]: summary(0) };
  levels[o.a === o.b ? `${o.b} (B)` : o.b] = summary(1);
  const result: ArenaResult = {
    game: o.game,
    a: o.a,
    b: o.b,
    deals: n,
    mean,
    ci_low: mean - half,
    ci_high: mean + half,
    sd,
    diffs,
    levels,
  };
  if (byKind.size > 0) {
    result.kinds = {};
    for (const [kind, xs] of [...byKind].sort(([x], [y]) => x.localeCompare(y))) {
      const k = spread(xs);
      result.kinds[kind] = {
        deals: xs.length,
        mean: k.mean,
        share: (k.mean * xs.length) / n,
        ci_low: k.mean - k.half,
        ci_high: k.mean + k.half,
      };
    }
  }
  return result;
}
