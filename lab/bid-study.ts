// npm run bid-study -- --deals N --seed S --level strong|expert --samples 96
// How honest the bid evaluation's "made" figure is for number bids (the levels keep only number bids
// made in NUMBER_SURE of the sampled deals, bots/levels/strong.ts). A level plays every seat; at each number bid
// the evaluation (bid-value.ts evaluateBids, the level's own sampler) is asked for the chosen bid's chance, and
// the deal's end says whether the side made its contract. Prints, per band of the predicted chance, how often the
// side made it, and the side's tricks over its contract.
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { policies, situation } from './spades/arena.ts';
import { dealerOf } from '../machines/spades/bots/levels/strong.ts';
import { type Action, type State, type View, rules } from '../machines/spades/rules/index.ts';
import { evaluateBids } from '../machines/spades/search/bid-value.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const deals = Number(arg('deals', '100'));
const seed0 = Number(arg('seed', '1'));
const level = policies[arg('level', 'strong')];
const samples = Number(arg('samples', '96'));

interface Row {
  seat: number;
  bid: number;
  p: number;
}
interface Outcome extends Row {
  made: boolean;
  over: number;
}
const out: Outcome[] = [];
for (let d = 1; d <= deals; d++) {
  const seed = seed0 * 100_003 + d;
  let s: State = rules.startDeal(situation(seed), { kind: 'shuffle' });
  const rngs = [0, 1, 2, 3].map((seat) => rngFrom(seedState(seed * 13 + seat)));
  const rows: Row[] = [];
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    const legal = rules.legalActions(s) as Action[];
    const view = rules.observe(s, seat) as View;
    const action = level.choose(view, legal, rngs[seat]) as Action;
    if (action.type === 'bid' && typeof action.bid === 'number') {
      const [e] = evaluateBids(view, [action.bid], samples, seed + seat, 10, dealerOf(view));
      rows.push({ seat, bid: action.bid, p: e.made });
    }
    s = rules.applyAction(s, action);
  }
  const result = s.results[s.results.length - 1];
  if (!result) continue;
  for (const r of rows) {
    // The side's contract and counted tricks as the rules score them (SPD-5.3, SPD-8.4).
    const side = result.sides.find((x) => x.seats.includes(r.seat));
    if (side) out.push({ ...r, made: side.counted >= side.contract, over: side.counted - side.contract });
  }
  if (d % 20 === 0) process.stdout.write(`${d} `);
}
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
console.log(
  `\nbid study: ${out.length} number bids in ${deals} deals, level ${level.id}, ${samples} sampled deals each`,
);
const bands = [0, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01];
for (let i = 0; i + 1 < bands.length; i++) {
  const r = out.filter((x) => x.p >= bands[i] && x.p < bands[i + 1]);
  if (r.length === 0) continue;
  const pct = (xs: number[]) => (100 * mean(xs)).toFixed(0);
  console.log(
    `  predicted ${bands[i].toFixed(1)}–${Math.min(1, bands[i + 1]).toFixed(1)}: ${String(r.length).padStart(4)} bids, predicted ${pct(r.map((x) => x.p))} %, made ${pct(r.map((x) => (x.made ? 1 : 0)))} %, tricks over the contract ${mean(r.map((x) => x.over)).toFixed(2)}`,
  );
}
console.log(
  `  all: predicted ${(100 * mean(out.map((x) => x.p))).toFixed(0)} %, made ${(100 * mean(out.map((x) => (x.made ? 1 : 0)))).toFixed(0)} %`,
);
