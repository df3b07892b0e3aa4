// npm run nil-study -- --deals N --seed S --level strong|expert --min 0.3
// How honest the bid evaluation's nil figure is: deals where the first seat to bid could bid Nil
// and the evaluation (machines/spades/search/bid-value.ts evaluateBids) gives it at least --min; the seat bids
// Nil and the deal is played out by the level at every seat. Prints, per band of the predicted chance, the
// predicted mean (with the attacking playouts and with the older ones) and how often the nil was made at the table.
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { policies } from './spades/arena.ts';
import { type Action, type State, type View, rules } from '../machines/spades/rules/index.ts';
import { evaluateBids } from '../machines/spades/search/bid-value.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const deals = Number(arg('deals', '100'));
const seed0 = Number(arg('seed', '1'));
const level = policies[arg('level', 'strong')];
const min = Number(arg('min', '0.3'));
const samples = Number(arg('samples', '200'));

interface Row {
  p: number;
  old: number;
  made: boolean;
}
const rows: Row[] = [];
let tried = 0;
for (let d = 0; rows.length < deals && d < deals * 50; d++) {
  const seed = seed0 * 100_003 + d;
  const options = rules.parseOptions({});
  let s: State = rules.startDeal(rules.setup(options, d % 4, seed), { kind: 'shuffle' });
  const rngs = [0, 1, 2, 3].map((seat) => rngFrom(seedState(seed * 13 + seat)));
  let nilSeat = -1;
  let row: Row | null = null;
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    const legal = rules.legalActions(s) as Action[];
    const view = rules.observe(s, seat) as View;
    let action: Action;
    if (nilSeat < 0 && legal.some((a) => a.type === 'bid' && a.bid === 'nil')) {
      tried++;
      const [p] = evaluateBids(view, ['nil'], samples, seed);
      if (p.made < min) break;
      const [old] = evaluateBids(view, ['nil'], samples, seed, 10, undefined, false);
      nilSeat = seat;
      row = { p: p.made, old: old.made, made: false };
      action = legal.find((a) => a.type === 'bid' && a.bid === 'nil') as Action;
    } else action = level.choose(view, legal, rngs[seat]) as Action;
    s = rules.applyAction(s, action);
  }
  if (row === null) continue;
  const result = s.results[s.results.length - 1];
  row.made = result.tricks[nilSeat] === 0;
  rows.push(row);
  if (rows.length % 10 === 0) process.stdout.write(`${rows.length} `);
}
const bands = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.01];
console.log(
  `\nnil study: ${rows.length} nils played (of ${tried} first bidders), level ${level.id}, predicted ≥ ${min}`,
);
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
for (let i = 0; i + 1 < bands.length; i++) {
  const r = rows.filter((x) => x.p >= bands[i] && x.p < bands[i + 1]);
  if (r.length === 0) continue;
  console.log(
    `  predicted ${bands[i].toFixed(2)}–${Math.min(1, bands[i + 1]).toFixed(2)}: ${r.length} nils, predicted ${(100 * mean(r.map((x) => x.p))).toFixed(0)} % (older playouts ${(100 * mean(r.map((x) => x.old))).toFixed(0)} %), made ${(100 * mean(r.map((x) => (x.made ? 1 : 0)))).toFixed(0)} %`,
  );
}
console.log(
  `  all: predicted ${(100 * mean(rows.map((x) => x.p))).toFixed(0)} % (older ${(100 * mean(rows.map((x) => x.old))).toFixed(0)} %), made ${(100 * mean(rows.map((x) => (x.made ? 1 : 0)))).toFixed(0)} %`,
);
