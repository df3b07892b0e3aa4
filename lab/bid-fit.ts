// npx tsx scripts/bid-fit.ts [deals] [levels]: fits the Spades bid models of search/evidence.ts: a number
// bid as a linear function of the hand's features (bidFeatures), and of the hand's features and what the seat knew
// when it bid (bidContext: the bids before its own, its place in the order) — least squares over the levels' bids in
// the arena's situations — and the spread of what is left. Prints the weights and the spreads, ready for
// inference.ts BID_WEIGHTS, BID_RESIDUAL and a BidModel (BIDS_STRONG, BIDS_EXPERT), and the stored models' spreads on
// these bids.
import { BID_CONTEXT, BID_FEATURES, bidContext, bidFeatures, quickTricks } from '../machines/spades/search/evidence.ts';
import { handMasks, selfPlay, solveLinear } from './spades-self-play.ts';
import { BIDS_EXPERT, BIDS_STRONG } from './spades/samplers.ts';

const deals = Number(process.argv[2] ?? '400');
const levels = (process.argv[3] ?? 'strong').split(',');
const X: number[][] = [];
const C: number[][] = [];
const y: number[] = [];
const qt: number[] = [];
for (let d = 1; d <= deals; d++) {
  const level = levels[d % levels.length];
  const s = selfPlay(d * 7919 + 41, d + 3000, level, (x) => x.phase === 'playing');
  if (s.phase !== 'playing') continue;
  const hands = handMasks(s);
  s.bids.forEach((b, seat) => {
    if (typeof b !== 'number') return;
    const f = new Float64Array(BID_FEATURES);
    bidFeatures(hands, seat << 2, f);
    const c = new Float64Array(BID_CONTEXT);
    bidContext(s.bids, s.dealer, seat, (seat + 2) % 4, c);
    X.push([...f]);
    C.push([...c]);
    y.push(b);
    qt.push(quickTricks(hands, seat << 2));
  });
}

/** Least squares with a little ridge: the weights and the spread of what is left. */
function fit(rows: readonly number[][]): { weights: number[]; spread: number } {
  const p = rows[0].length;
  const A = Array.from({ length: p }, () => new Float64Array(p + 1));
  for (let i = 0; i < rows.length; i++)
    for (let a = 0; a < p; a++) {
      for (let b = 0; b < p; b++) A[a][b] += rows[i][a] * rows[i][b];
      A[a][p] += rows[i][a] * y[i];
    }
  for (let a = 0; a < p; a++) A[a][a] += 1;
  const w = solveLinear(A);
  let sse = 0;
  for (let i = 0; i < rows.length; i++) {
    const e = y[i] - rows[i].reduce((t, x, k) => t + x * w[k], 0);
    sse += e * e;
  }
  return { weights: w.map((x) => +x.toFixed(3)), spread: +Math.sqrt(sse / rows.length).toFixed(3) };
}
let sseQ = 0;
for (let i = 0; i < y.length; i++) sseQ += (qt[i] - (0.8 * y[i] + 0.55)) ** 2;
// The stored context models' spreads on these bids (inference.ts BIDS_STRONG, BIDS_EXPERT).
const rows = X.map((x, i) => [...x, ...C[i]]);
const spreadOf = (w: readonly number[]) =>
  +Math.sqrt(
    rows.reduce((t, r, i) => t + (y[i] - r.reduce((a, x, k) => a + x * w[k], 0)) ** 2, 0) / rows.length,
  ).toFixed(3);
const stored = { strong: spreadOf(BIDS_STRONG.weights), expert: spreadOf(BIDS_EXPERT.weights) };
console.log(
  JSON.stringify({
    levels,
    bids: X.length,
    hand: fit(X),
    context: fit(rows),
    storedContextSpreads: stored,
    quickTricksSpread: +Math.sqrt(sseQ / X.length).toFixed(3),
  }),
);
