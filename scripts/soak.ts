// npm run soak -- --seconds N [--game G] [--games M] [--seed S] [--progress K]
// Random complete games through each rules core with every step checked (machines/testing/soak.ts); prints
// games, steps, probes and violations per engine, with the seed of each violation to replay it. Exit
// status 1 when any invariant was violated.
import { soakGame, type SoakTally } from '../machines/testing/soak.ts';
import { PROBES } from './soak-probes.ts';

// A refusal is an Error (IllegalAction) and the soak provokes millions: without stack traces it runs a fifth
// faster. A violation is reported by its message and seed, never by a stack.
Error.stackTraceLimit = 0;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seconds = Number(arg('seconds') ?? 10);
const maxGames = Number(arg('games') ?? Infinity);
const firstSeed = Number(arg('seed') ?? 1);
const only = arg('game');
const progress = Number(arg('progress') ?? Infinity);
const games = only ? [only] : Object.keys(PROBES);
if (!(seconds > 0) || !(maxGames > 0) || !Number.isInteger(firstSeed) || games.some((g) => !(g in PROBES))) {
  process.stderr.write(
    `usage: npm run soak -- --seconds N [--game ${Object.keys(PROBES).join('|')}] [--games M] [--seed S]\n`,
  );
  process.exit(2);
}

let failed = false;
let current: { game: string; tally: SoakTally } | null = null;
// A long run stopped by a signal still says what it checked so far.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (current) {
      const { game, tally } = current;
      process.stdout.write(
        `${game} (stopped) ${tally.games} games, ${tally.steps} steps, ${tally.probes} illegal probes, ${tally.violations.length} violations\n`,
      );
    }
    process.exit(current?.tally.violations.length ? 1 : 130);
  });
}
for (const game of games) {
  const { rules, probe } = PROBES[game as keyof typeof PROBES];
  const tally: SoakTally = { games: 0, steps: 0, probes: 0, violations: [] };
  current = { game, tally };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const deadline = started + seconds * 1000;
  for (let seed = firstSeed; tally.games < maxGames && performance.now() < deadline; seed++) {
    soakGame(rules, probe, seed, tally);
    // Let a signal (Ctrl+C, a kill) be handled now and then: its handler prints the tally so far.
    if (tally.games % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
    if (tally.games % progress === 0)
      process.stdout.write(`${game}: ${tally.games} games, ${tally.violations.length} violations so far\n`);
  }
  const took = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  const line =
    `${game.padEnd(9)} ${tally.games} games, ${tally.steps} steps, ${tally.probes} illegal probes, ${tally.violations.length} violations` +
    ` (${took.toFixed(1)} s, ${((user + system) / 1e6).toFixed(1)} s CPU, seeds ${firstSeed}…${firstSeed + tally.games - 1})`;
  process.stdout.write(line + '\n');
  for (const v of tally.violations.slice(0, 10))
    process.stdout.write(`  seed ${v.seed}, step ${v.step}: ${v.message}\n`);
  if (tally.violations.length > 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
