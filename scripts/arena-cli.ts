// The arena's command line: parses the options, runs the duplicate deals, prints the result (or --json).
import { join } from 'node:path';
import type { ArenaModule } from '../machines/core/duplicate.ts';
import { runArena, type ArenaOptions } from './arena-run.ts';

/** Runs the arena from process.argv; `modules` gives a game's arena module in place of the shipped one. */
export async function arenaCli(modules?: (game: string) => ArenaModule | undefined): Promise<void> {
  function arg(name: string, fallback: string): string {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
  }

  const opts: ArenaOptions = {
    game: arg('game', 'spades'),
    a: arg('a', 'strong'),
    b: arg('b', 'casual'),
    deals: Number(arg('deals', '100')),
    seed: Number(arg('seed', '1')),
    options: process.argv.includes('--options')
      ? (JSON.parse(arg('options', '{}')) as Record<string, unknown>)
      : undefined,
    probe: modules !== undefined && process.argv.includes('--probe'),
    root: join(import.meta.dirname, '..'),
    module: modules?.(arg('game', 'spades')),
  };
  const json = process.argv.includes('--json');
  const r = await runArena(opts, json ? undefined : (line) => process.stdout.write(line));
  if (json) console.log(JSON.stringify(r));
  else {
    const f = (x: number) => x.toFixed(Math.abs(x) < 10 ? 2 : 1);
    console.log(
      `\n${r.game}: ${r.a} − ${r.b} over ${r.deals} duplicate deals: ${f(r.mean)} points per deal, 95 % CI [${f(r.ci_low)}, ${f(r.ci_high)}]`,
    );
    for (const lvl of [r.a, r.b] as const) {
      const s = r.levels[lvl];
      const counters = Object.entries(s.counters)
        .map(
          ([k, v]) =>
            `${k} ${k.includes('per') ? (v.num / Math.max(1, v.den)).toFixed(k.startsWith('dominated') ? 4 : 2) : `${v.num}/${v.den}`}${k.startsWith('dominated') ? ` (${((650 * v.num) / Math.max(1, v.den)).toFixed(2)} per 50 seat hands of 13 plays)` : ''}`,
        )
        .join(', ');
      console.log(
        `  ${lvl}: ${f(s.points)} points per deal; ${counters}; decisions ${s.decisions}, CPU ms p50 ${s.p50.toFixed(2)} p95 ${s.p95.toFixed(2)} max ${s.max.toFixed(1)} (wall p50 ${s.wall.p50.toFixed(2)} p95 ${s.wall.p95.toFixed(2)} max ${s.wall.max.toFixed(1)})`,
      );
    }
    for (const [kind, k] of Object.entries(r.kinds ?? {}))
      console.log(
        `  deals ${kind}: ${k.deals}, ${f(k.mean)} points per deal [${f(k.ci_low)}, ${f(k.ci_high)}], ${f(k.share)} of the mean`,
      );
  }
}
