// npm run solve-bench -- [positions, default 40] [Spades deals, default 12]: the exact open-cards solver's speed on random four-seat endgames with a trump suit that
// must be broken (Spades' shape), by tricks left — the figures that say how deep a level can solve in its budget.
import { dealEndgame } from '../machines/testing/search/endgame-testkit.ts';
import { FastRng } from '../machines/core/search/fast-rng.ts';
import { Transpositions, moveBuffers, solveParanoid } from '../machines/core/search/solve.ts';
import { TrickSim } from '../machines/core/search/trick-sim.ts';
import { rules } from '../machines/spades/rules/index.ts';
import { solveCards } from '../machines/spades/search/exact.ts';
import { selfPlay } from './spades-self-play.ts';

function endgame(rng: FastRng, tricks: number): TrickSim {
  const sim = new TrickSim({ seats: 4, tricks, next: [1, 2, 3, 0], trump: 3, trumpMustBreak: true });
  dealEndgame(sim, rng);
  sim.reset(0, [], [0, 0, 0, 0], rng.below(4), rng.below(2) === 1);
  return sim;
}

/** The p-quantile of sorted figures. */
const quantile = (sorted: readonly number[], p: number, digits: number): string =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(digits);

const positions = Number(process.argv[2] ?? 40);
for (const tricks of positions > 0 ? [4, 5, 6, 7, 8] : []) {
  const rng = new FastRng(tricks);
  const times: number[] = [];
  let check = 0;
  for (let i = 0; i < positions; i++) {
    const sim = endgame(rng, tricks);
    const me = Int8Array.from([1, 0, 1, 0]);
    // A contract-like value: side 0–2 bid 3 of the tricks; made scores 10 a trick, set loses 10 a trick bid.
    const bid = Math.ceil(tricks / 2);
    const leaf = (won: Int8Array) =>
      (won[0] + won[2] >= bid ? 10 * bid + won[0] + won[2] - bid : -10 * bid) - 10 * (won[1] + won[3]);
    const t0 = performance.now();
    check += solveParanoid(
      sim,
      me,
      leaf,
      moveBuffers(sim),
      -Infinity,
      Infinity,
      process.argv.includes('--no-tt') ? undefined : new Transpositions(),
    );
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => quantile(times, p, 2);
  console.log(`${tricks} tricks: ms per solve p50 ${q(0.5)} p95 ${q(0.95)} max ${q(1)} (values sum ${check})`);
}

// Spades positions from Strong's self-play (the arena's situations) with 5–7 tricks left, a random number of cards
// on the table: the time of one decision of the exact end (solveCards over 40 sampled deals, every legal card).
const spadesDeals = Number(process.argv[3] ?? 12);
const budgets = [250_000, 500_000, 1_000_000, 2_000_000];
for (const left of spadesDeals > 0 ? [5, 6] : []) {
  const times: number[] = [];
  const within = budgets.map(() => 0);
  for (let deal = 1; deal <= spadesDeals; deal++) {
    const onTable = deal % 4;
    const s = selfPlay(
      deal * 7919,
      deal,
      'strong',
      (st) => st.phase === 'playing' && st.tricks.length === 13 - left && st.trick.length === onTable,
    );
    const seat = rules.currentPlayer(s);
    if (s.phase !== 'playing' || seat === null) continue;
    const cards = rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    if (cards.length < 2) continue;
    const t0 = process.cpuUsage();
    solveCards(rules.observe(s, seat), cards, 40, deal);
    const u = process.cpuUsage(t0);
    times.push((u.user + u.system) / 1000);
    budgets.forEach((b, i) => {
      if (solveCards(rules.observe(s, seat), cards, 40, deal, undefined, b) !== null) within[i]++;
    });
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => quantile(times, p, 1);
  console.log(
    `Spades, ${left} tricks left: CPU ms per decision (40 deals) p50 ${q(0.5)} p90 ${q(0.9)} max ${q(1)} over ${times.length}; solved within ${budgets.map((b, i) => `${b / 1000}k positions ${within[i]}`).join(', ')}`,
  );
}
