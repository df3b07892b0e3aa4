// npm run bench — prints speed figures (issue targets in brackets). Nothing here is a pass/fail test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureLongestTask } from './bench-renderer.ts';
import { GAME_IDS } from '../machines/games.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const root = join(import.meta.dirname, '..');
const rows: [string, string][] = [];
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(2));

for (const game of GAME_IDS) {
  const file = join(root, 'machines', game, 'bench.ts');
  if (!existsSync(file)) {
    rows.push([`${game}`, 'engine not built yet']);
    continue;
  }
  const mod = (await import(file)) as Record<string, unknown>;
  const fn = Object.entries(mod).find(
    ([k, v]) => k.startsWith('bench') && typeof v === 'function',
  )?.[1] as () => Figure[];
  for (const f of fn()) rows.push([`${game}: ${f.name}`, `${fmt(f.value)} ${f.unit}`]);
}

const assets = join(root, 'out', 'renderer', 'assets');
if (existsSync(assets)) {
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const gz = js.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  rows.push(['renderer JavaScript, gzip [≤ 300 kB]', `${(gz / 1000).toFixed(1)} kB in ${js.length} file(s)`]);
  let task: string;
  try {
    const perf = measureLongestTask(root);
    const games = Object.entries(perf.perGame)
      .map(([g, ms]) => `${g} ${Math.round(ms)}`)
      .join(', ');
    task = `${perf.longestTaskMs} ms (${games})`;
  } catch (e) {
    task = `not measured: ${(e as Error).message}`;
  }
  rows.push(['longest main-thread task during a whole deal [≤ 50 ms]', task]);
} else {
  rows.push(['renderer', 'not built: run `npm run build` first']);
}

const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
