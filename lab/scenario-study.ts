// npm run scenario-study -- --game sproyte --scenario over-four-win-ace --cards "♥A ♥5" --level strong --deals 400 [--from 1]
//   (Spades: --level may name an arena level, machines/spades/arena.ts)
//   [--deal sampler] (Spades: the hidden hands dealt as the seat's own search deals them, keeping to its bids' filter)
//   [--deal chain] (Spades: dealt by the chain's read of the bids and plays, inference.ts chainOf)
// Is a scenario's expected card really better at the table? Over many deals consistent with the position
// (the scenario's filler seed 1 … N deals the unseen cards), each card is played and the deal is played out by the
// level at every seat (the same bot seed for every card); prints, per card, its mean advantage over the last card
// for the seat to play (its points less the others' mean; Spades: the points of its side less the other sides')
// with its standard error. Sprøyte over-four-win-ace at Strong: ♥A − ♥5 = +0.10 ± 0.044 over 400 deals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyRules } from '../machines/core/replay.ts';
import { parseCards, parseScenario } from '../machines/core/reasons/scenario.ts';
import { scenarioState } from '../machines/core/reasons/scenario-build.ts';
import type { Policy } from '../machines/core/bots.ts';
import { dealtBySampler, playedOut } from './table-play.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const game = arg('game', 'sproyte');
const name = arg('scenario', 'over-four-win-ace');
const cards = arg('cards', '♥A ♥5')
  .split(/\s+/)
  .map((c) => parseCards(c)[0]);
const level = arg('level', 'strong');
const deals = Number(arg('deals', '100'));
/** The first filler seed (to continue a study on further deals). */
const from = Number(arg('from', '1'));
/** 'random': the scenario's fillers (every deal consistent with the plays); 'sampler' (Spades): the seat's own sampler. */
const deal = arg('deal', 'random');
if (deal !== 'random' && !((deal === 'sampler' || deal === 'chain') && game === 'spades'))
  throw new Error(`--deal ${deal}: 'random', or 'sampler' or 'chain' for Spades`);

const { rules } = (await import(`../machines/${game}/rules/index.ts`)) as { rules: AnyRules };
const { policies } = (await import(`../machines/${game}/bots/levels/index.ts`)) as {
  policies: Record<string, Policy<unknown, unknown>>;
};
// Spades: the arena's levels, which hold the app's and its variants (strong-chain, expert-uniform …).
type Levels = Record<string, Policy<unknown, unknown>>;
const levels: Levels =
  game === 'spades' ? ((await import('../machines/spades/arena.ts')).policies as unknown as Levels) : policies;
if (!levels[level]) throw new Error(`--level ${level}: not a level of ${game}`);
const base = parseScenario(
  readFileSync(join(import.meta.dirname, '..', 'machines', game, 'scenarios', `${name}.txt`), 'utf8'),
  name,
);

const diffs = cards.map(() => [] as number[]);
for (let k = from; k < from + deals; k++) {
  const filled = scenarioState(rules, { ...base, seed: k });
  const me = rules.currentPlayer(filled) as number;
  const s0 = deal === 'random' ? filled : dealtBySampler(filled as never, me, k, deal === 'chain' ? 'chain' : 'legacy');
  const u = cards.map((card) => playedOut(game, rules, levels[level], s0, me, card, k));
  u.forEach((x, i) => diffs[i].push(x - u[u.length - 1]));
  if ((k - from + 1) % 50 === 0) process.stdout.write(`${k} `);
}
for (let i = 0; i < cards.length - 1; i++) {
  const xs = diffs[i];
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1));
  console.log(
    `\n${name} (${level}${deal === 'random' ? '' : `, dealt by the ${deal}`}): ${cards[i]} − ${cards[cards.length - 1]} = ${m.toFixed(3)} ± ${(sd / Math.sqrt(xs.length)).toFixed(3)} over ${xs.length} deals (${xs.filter((x) => x > 0).length} better, ${xs.filter((x) => x < 0).length} worse)`,
  );
}
