// npm run ladder [-- --deals N --seed S --game G]: the strength ladder of the shipped levels, each rung on duplicate
// deals with a 95 % interval (points per deal, A − B). The unit tests check no strength; this does, and its latest
// figures stand in README.md's section on the computer players.
import { join } from 'node:path';
import { runArena } from './arena-run.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
};
const RUNGS: [string, string, string, number][] = [
  ['spades', 'casual', 'beginner', 80],
  ['spades', 'strong', 'casual', 40],
  ['spades', 'expert', 'strong', 40],
  ['sproyte', 'casual', 'beginner', 40],
  ['sproyte', 'strong', 'casual', 20],
  ['sproyte', 'expert', 'strong', 20],
  ['tribello', 'casual', 'beginner', 40],
  ['tribello', 'strong', 'casual', 20],
  ['tribello', 'expert', 'strong', 60],
];
const only = arg('game', '');
const scale = Number(arg('scale', '1'));
const seed = Number(arg('seed', '7'));
const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(Math.abs(x) < 10 ? 2 : 1);
for (const [game, a, b, deals] of RUNGS) {
  if (only && game !== only) continue;
  const n = Number(arg('deals', String(Math.max(1, Math.round(deals * scale)))));
  const r = await runArena({ game, a, b, deals: n, seed, root: join(import.meta.dirname, '..') });
  const holds = r.ci_low > 0 ? 'holds' : r.mean > 0 ? 'above zero, interval spans it' : 'does not hold';
  console.log(
    `${game} ${a} − ${b}: ${f(r.mean)} [${f(r.ci_low)}, ${f(r.ci_high)}] over ${n} duplicate deals (seed ${seed}): ${holds}`,
  );
}
