// The claims of the reasons, counted (npm run reason-claims -- --positions 5000 [--game spades] [--seed 1]
// [--hint 16] [--check 32]): random positions per game, each given the engine's reason for a random legal card with
// random search figures (with --hint, the game's own hint at that many samples instead; with --check, the play
// check of every seat over positions/50 random deals at that many samples), and every claim of the reason checked
// against the rules from the seat's View. Prints, per reason key, how often it was given and how often its card did
// not meet a claim, with the first few such positions.
import {
  type ClaimCheck,
  cardPositions,
  randomDeals,
  sweepChecks,
  sweepEngine,
  sweepHints,
  tally,
} from '../machines/testing/reasons/claim-sweep.ts';
import { CLAIM_GAMES } from '../machines/claim-games.test-helpers.ts';
import { GAME_IDS, type GameId } from '../machines/games.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const positions = Number(arg('positions') ?? 5000);
const seed = Number(arg('seed') ?? 1);
const only = arg('game');
const hint = arg('hint');
const check = arg('check');
const games = only ? [only as GameId] : GAME_IDS;
let total = 0;
for (const id of games) {
  const game = CLAIM_GAMES[id];
  if (!game) throw new Error(`no game ${id}`);
  const at = check ? [] : cardPositions(game, positions, seed);
  const checks = check
    ? sweepChecks(game, randomDeals(game, Math.max(1, Math.round(positions / 50)), seed), Number(check))
    : hint
      ? sweepHints(game, at, Number(hint))
      : sweepEngine(game, at, seed);
  const bad = checks.filter((c) => c.broken.length);
  total += bad.length;
  console.log(
    `${id}: ${check ? checks.length : at.length} ${check ? 'listed plays' : 'positions'}, ${bad.length} contradictions`,
  );
  for (const [key, t] of [...tally(checks)].sort(
    (a, b) => b[1].contradicted - a[1].contradicted || (a[0] < b[0] ? -1 : 1),
  ))
    console.log(`  ${key.padEnd(36)} given ${String(t.given).padStart(5)}  contradicted ${t.contradicted}`);
  const shown = new Set<string>();
  for (const c of bad.filter((x: ClaimCheck) => !shown.has(x.reason.key) && shown.add(x.reason.key)).slice(0, 12))
    console.log(`  e.g. ${c.card} ${c.reason.key} ${JSON.stringify(c.reason.params)}: ${c.broken.join(', ')}`);
}
console.log(`contradictions: ${total}`);
process.exitCode = total ? 1 : 0;
