// npm run check-threshold-study [-- DEALS [GAMES]] — where should the play check call a play costly?
// GAMES: comma-separated, spades,sproyte,tribello (default all).
//
// Per game, DEALS deals (the arena's situations: every form, round and score) are played by Strong in every
// seat. The play check then looks at every play of every seat that had a choice, as the app runs it (its
// CHECK_SAMPLES = 1000 sampled deals per play, seed deal + 1, from the seat's own view at that moment), and
// keeps what each play cost against the best card. For each threshold: how many plays the check would list
// (and per deal of one seat, what a player sees), and how many of those hold up — the same position evaluated
// again with four times the samples and another seed still finds the played card worse than the best card by
// at least the threshold ("holds") or at least half of it ("holds ½"). Strong rarely throws points away, so
// a threshold whose listed plays do not hold up lists noise; one where they hold lists real mistakes.
import type { Card } from '../machines/core/cards.ts';
import type { Policy } from '../machines/core/bots.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import type { CostlyPlay } from '../machines/core/search/check-kit.ts';
import type { KitRules, PlayAction } from '../machines/testing/search/testkit.ts';
import { situation as spadesSituation } from './spades/arena.ts';
import { policies as spadesPolicies } from '../machines/spades/bots/levels/index.ts';
import { rules as spadesRules } from '../machines/spades/rules/index.ts';
import { checkPlays as spadesCheck, CLEAR_COST as SPADES_COST } from '../machines/spades/search/check.ts';
import { teacherStats } from '../machines/spades/search/determinized.ts';
import { situation as sproyteSituation } from '../machines/sproyte/arena.ts';
import { policies as sproytePolicies } from '../machines/sproyte/bots/levels/index.ts';
import { rules as sproyteRules } from '../machines/sproyte/rules/index.ts';
import { checkPlays as sproyteCheck, CLEAR_COST as SPROYTE_COST } from '../machines/sproyte/search/check.ts';
import { cardValues as sproyteValues } from '../machines/sproyte/search/decide.ts';
import { situation as tribelloSituation } from '../machines/tribello/arena.ts';
import { policies as tribelloPolicies } from '../machines/tribello/bots/levels/index.ts';
import { rules as tribelloRules } from '../machines/tribello/rules/index.ts';
import { checkPlays as tribelloCheck, CLEAR_COST as TRIBELLO_COST } from '../machines/tribello/search/check.ts';
import { cardValues as tribelloValues } from '../machines/tribello/search/decide.ts';

const deals = Number(process.argv[2] ?? 20);
const which = (process.argv[3] ?? 'spades,sproyte,tribello').split(',');
/** The app's samples per play (renderer/src/lib/hint.svelte.ts CHECK_SAMPLES) and the re-evaluation's. */
const APP_SAMPLES = 1000;
const AGAIN_SAMPLES = 4000;
const AGAIN_SEED = 7919;

type Act = PlayAction;
type Rules = KitRules<unknown, Act, unknown>;
interface StudyGame {
  readonly name: string;
  readonly rules: Rules;
  readonly situation: (seed: number) => unknown;
  readonly strong: Policy<unknown, Act>;
  readonly check: (
    deal: { start: unknown; actions: readonly Act[] },
    seat: number,
    samples: number,
    seed: number,
    clearCost: number,
  ) => CostlyPlay[];
  readonly values: (view: unknown, cards: readonly Card[], samples: number, seed: number) => readonly number[];
  readonly seats: number;
  readonly today: number;
  readonly thresholds: readonly number[];
  readonly unit: string;
}

const GAMES: readonly StudyGame[] = [
  {
    name: 'Spades',
    rules: spadesRules as never,
    situation: spadesSituation as never,
    strong: spadesPolicies.strong as never,
    check: spadesCheck as never,
    // The check's own evaluation (the exact end included, determinized.ts teacherStats), again with another seed.
    values: (v, cards, n, seed) => teacherStats(v as never, cards, n, seed).values,
    seats: 4,
    today: SPADES_COST,
    thresholds: [2, 5, 10, 15, 20, 30],
    unit: 'points per hand',
  },
  {
    name: 'Sprøyte',
    rules: sproyteRules as never,
    situation: sproyteSituation as never,
    strong: sproytePolicies.strong as never,
    check: sproyteCheck as never,
    values: (v, cards, n, seed) => sproyteValues(v as never, cards, n, seed).values,
    seats: 3,
    today: SPROYTE_COST,
    thresholds: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1],
    unit: 'points per deal',
  },
  {
    name: 'Tribello',
    rules: tribelloRules as never,
    situation: tribelloSituation as never,
    strong: tribelloPolicies.strong as never,
    check: tribelloCheck as never,
    values: (v, cards, n, seed) => tribelloValues(v as never, cards, n, seed).values,
    seats: 3,
    today: TRIBELLO_COST,
    thresholds: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1],
    unit: 'points per deal',
  },
];

function playDeal(g: StudyGame, seed: number): { start: unknown; actions: Act[] } {
  const { rules } = g;
  const rng = rngFrom(seedState(seed));
  const start = rules.startDeal(g.situation(seed), { kind: 'shuffle' });
  let s = start;
  const actions: Act[] = [];
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    const a = g.strong.choose(rules.observe(s, seat), rules.legalActions(s), rng);
    actions.push(a);
    s = rules.applyAction(s, a);
  }
  return { start, actions };
}

/** What the play cost against the best card, evaluated again with more samples and another seed. */
function costAgain(g: StudyGame, deal: { start: unknown; actions: readonly Act[] }, p: CostlyPlay): number {
  let s = deal.start;
  for (const a of deal.actions.slice(0, p.action)) s = g.rules.applyAction(s, a);
  const legal = g.rules.legalActions(s).flatMap((a) => (a.type === 'play' && a.card !== undefined ? [a.card] : []));
  const values = g.values(g.rules.observe(s, p.seat), legal, AGAIN_SAMPLES, AGAIN_SEED + p.action);
  return Math.max(...values) - values[legal.indexOf(p.card)];
}

const fmt = (x: number, d = 1) => x.toFixed(d).padStart(6);

function study(g: StudyGame): void {
  const t0 = Date.now();
  const lowest = g.thresholds[0];
  let plays = 0;
  const costs: { cost: number; again: number }[] = [];
  for (let d = 0; d < deals; d++) {
    const deal = playDeal(g, 5000 + d);
    for (let seat = 0; seat < g.seats; seat++) {
      const all = g.check(deal, seat, APP_SAMPLES, d + 1, -Infinity);
      plays += all.length;
      for (const p of all) if (p.cost >= lowest) costs.push({ cost: p.cost, again: costAgain(g, deal, p) });
    }
  }
  const seatDeals = deals * g.seats;
  console.log(
    `\n${g.name}: ${deals} deals of Strong in every seat, ${plays} plays with a choice (${seatDeals} seat-deals); costs in ${g.unit}; today ${g.today}`,
  );
  console.log('threshold  listed  per seat-deal  holds (≥ t)  holds ½ (≥ t/2)');
  for (const t of g.thresholds) {
    const listed = costs.filter((c) => c.cost >= t);
    const holds = listed.filter((c) => c.again >= t).length;
    const half = listed.filter((c) => c.again >= t / 2).length;
    const share = (k: number) => (listed.length ? `${k} (${Math.round((100 * k) / listed.length)} %)` : '—');
    console.log(
      `${fmt(t)}  ${String(listed.length).padStart(6)}  ${fmt(listed.length / seatDeals, 2).padStart(13)}  ${share(holds).padStart(11)}  ${share(half).padStart(15)}`,
    );
  }
  console.log(`(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}

for (const g of GAMES) if (which.includes(g.name.toLowerCase().replace('ø', 'o'))) study(g);
