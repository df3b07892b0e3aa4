// The arena's runner, generic over a game's arena module (machines/<game>/arena.ts): situations, legs, outcome.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Policy } from '../machines/core/bots.ts';
import type { AnyRules } from '../machines/core/replay.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';

type Counter = { num: number; den: number };
type Counters = Record<string, Counter>;

interface ArenaModule {
  rules: AnyRules;
  policies: Record<string, Policy<unknown, unknown>>;
  situation(seed: number, overrides?: Record<string, unknown>): unknown;
  legs(s: unknown): boolean[][];
  outcome(after: unknown, isA: readonly boolean[]): { a: number; b: number; stats: [Counters, Counters] };
}

export interface ArenaOptions {
  game: string;
  a: string;
  b: string;
  deals: number;
  seed: number;
  format?: string;
  root: string;
}

export interface LevelSummary {
  points: number;
  counters: Counters;
  decisions: number;
  p50: number;
  p95: number;
  max: number;
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
  levels: Record<string, LevelSummary>;
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

export async function loadArena(root: string, game: string): Promise<ArenaModule> {
  const file = join(root, 'machines', game, 'arena.ts');
  if (!existsSync(file)) throw new Error(`${game}: no arena module yet (machines/${game}/arena.ts)`);
  return (await import(file)) as ArenaModule;
}

export async function runArena(o: ArenaOptions, progress?: (line: string) => void): Promise<ArenaResult> {
  const m = await loadArena(o.root, o.game);
  for (const id of [o.a, o.b]) if (!m.policies[id]) throw new Error(`${o.game}: no level "${id}" (have ${Object.keys(m.policies).join(', ')})`);
  const pa = m.policies[o.a];
  const pb = m.policies[o.b];
  const times: [number[], number[]] = [[], []];
  const counters: [Counters, Counters] = [{}, {}];
  const points: [number, number] = [0, 0];
  const diffs: number[] = [];
  const overrides = o.format ? { players: o.format } : {};
  for (let d = 0; d < o.deals; d++) {
    const seed = o.seed * 100_003 + d;
    const before = m.situation(seed, overrides);
    const legs = m.legs(before);
    let diff = 0;
    for (const isA of legs) {
      let s = m.rules.startDeal(before, { kind: 'shuffle' });
      const rngs = isA.map((_, seat) => rngFrom(seedState(seed * 13 + seat)));
      while (!m.rules.awaitingDeal(s) && !m.rules.isTerminal(s)) {
        const seat = m.rules.currentPlayer(s) as number;
        const lvl = isA[seat] ? 0 : 1;
        const legal = m.rules.legalActions(s);
        const view = m.rules.observe(s, seat);
        const t0 = performance.now();
        const action = (lvl === 0 ? pa : pb).choose(view, legal, rngs[seat]);
        times[lvl].push(performance.now() - t0);
        s = m.rules.applyAction(s, action);
      }
      const out = m.outcome(s, isA);
      diff += out.a - out.b;
      points[0] += out.a / legs.length;
      points[1] += out.b / legs.length;
      out.stats.forEach((st, lvl) => {
        for (const [k, v] of Object.entries(st)) {
          const c = counters[lvl][k] ?? (counters[lvl][k] = { num: 0, den: 0 });
          c.num += v.num;
          c.den += v.den;
        }
      });
    }
    diffs.push(diff / legs.length);
    if (progress && (d + 1) % Math.max(1, Math.floor(o.deals / 20)) === 0) progress(`${d + 1} `);
  }
  const n = diffs.length;
  const mean = diffs.reduce((x, y) => x + y, 0) / n;
  const sd = Math.sqrt(diffs.reduce((t, x) => t + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  const summary = (lvl: 0 | 1): LevelSummary => {
    const t = times[lvl].slice().sort((x, y) => x - y);
    return { points: points[lvl] / n, counters: counters[lvl], decisions: t.length, p50: quantile(t, 0.5), p95: quantile(t, 0.95), max: t[t.length - 1] ?? 0 };
  };
  const levels: Record<string, LevelSummary> = { [o.a]: summary(0) };
  levels[o.a === o.b ? `${o.b} (B)` : o.b] = summary(1);
  return { game: o.game, a: o.a, b: o.b, deals: n, mean, ci_low: mean - half, ci_high: mean + half, sd, levels };
}
