// npm run arena -- --game G --a LEVEL --b LEVEL --deals N --seed S [--options JSON] [--probe] [--json]
// --probe: the game's arena-only yardsticks per level (Spades: the sampler's calibration at trick 6, dominated plays).
// --json: the result as one JSON object (arena-run.ts ArenaResult), each pair's A − B in deal order among it (diffs).
// Duplicate deals: each deal is a game situation (score, bags, dealer) played once per seating of the
// two levels on the same cards (Spades: partnerships swapped). Prints points per deal for A − B with a 95 %
// confidence interval, per-level counters (contracts made, nils, bags, sets) and decision times p50/p95/max.
import { join } from 'node:path';
import { runArena, type ArenaOptions } from './arena-run.ts';

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
  probe: process.argv.includes('--probe'),
  root: join(import.meta.dirname, '..'),
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
