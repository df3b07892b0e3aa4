// npm run arena [-- DEALS] — computer players against each other on the same deals, seats rotated:
// points per deal for each policy, and deals per second. Policies see only their seat's view.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Policy } from '../machines/core/bots.ts';
import type { AnyRules } from '../machines/core/replay.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { GAME_IDS } from '../machines/games.ts';

const deals = Number(process.argv[2] ?? 300);
const root = join(import.meta.dirname, '..');

/** Play `deals` single deals; side `hero` uses policy `a`, the others `b`. Returns points per side summed. */
function play(rules: AnyRules, a: Policy<unknown, unknown>, b: Policy<unknown, unknown>, hero: number, seed: number) {
  const options = rules.defaultOptions;
  const sides = rules.sides(options);
  const sideOf = (seat: number) => sides.findIndex((s) => s.includes(seat));
  const rng = rngFrom(seedState(seed ^ 0x5eed));
  let s = rules.setup(options, seed % rules.seatCount(options), seed);
  s = rules.startDeal(s, { kind: 'shuffle' });
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s)!;
    const policy = sideOf(seat) === hero ? a : b;
    s = rules.applyAction(s, policy.choose(rules.observe(s, seat), rules.legalActions(s), rng));
  }
  const report = rules.report(s);
  return report.deals[0].points as number[];
}

for (const game of GAME_IDS) {
  if (!existsSync(join(root, 'machines', game, 'bots', 'index.ts'))) {
    console.log(`${game}: engine not built yet`);
    continue;
  }
  const { rules } = (await import(join(root, 'machines', game, 'rules', 'index.ts'))) as { rules: AnyRules };
  const { policies } = (await import(join(root, 'machines', game, 'bots', 'index.ts'))) as { policies: Record<string, Policy<unknown, unknown>> };
  const sideCount = rules.sides(rules.defaultOptions).length;
  const ids = Object.keys(policies).filter((id) => id !== 'random');
  for (const id of ids) {
    let heroPts = 0;
    let otherPts = 0;
    let n = 0;
    const t0 = performance.now();
    for (let d = 0; d < deals; d++) {
      // The same deal (seed) is played once with the policy on every side: seats rotated / duplicated.
      for (let hero = 0; hero < sideCount; hero++) {
        const pts = play(rules, policies[id], policies.random, hero, 1000 + d);
        heroPts += pts[hero];
        otherPts += pts.reduce((x, y) => x + y, 0) - pts[hero];
        n++;
      }
    }
    const secs = (performance.now() - t0) / 1000;
    const per = (x: number) => (x / n).toFixed(2);
    console.log(
      `${game}: ${id} vs random over ${deals} deals × ${sideCount} seatings: ${id} ${per(heroPts)} points/deal per side, ` +
        `random ${per(otherPts / (sideCount - 1))}; margin ${per(heroPts - otherPts / (sideCount - 1))}; ${Math.round(n / secs)} deals/s`,
    );
  }
}
