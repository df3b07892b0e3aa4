// npx tsx lab/nil-fit.ts [deals] [levels]: fits the Spades read of a nil bid (inference.ts
// nilLikelihood): whether a seat that bid bid nil, as a logistic function of its hand's features (nilFeatures), over
// the levels' bids in self-play (every seat that bid nil or a number; blind nils say nothing of the cards). Nil is
// rare, so the odds are near the probability and the read weighs a sampled hand by exp(w·x), the intercept dropped.
// Prints the weights (ready for inference.ts NIL_WEIGHTS), how many bids and nils, and the log loss of the fit and
// of the rate alone on the last fifth of the deals, left out of the fit.
import { NIL_FEATURES, nilFeatures } from '../machines/spades/search/evidence.ts';
import { handMasks, selfPlay, solveLinear } from './spades-self-play.ts';

const deals = Number(process.argv[2] ?? '2000');
const levels = (process.argv[3] ?? 'strong').split(',');
const rows: { x: Float64Array; y: number; test: boolean }[] = [];
for (let d = 1; d <= deals; d++) {
  const level = levels[d % levels.length];
  const s = selfPlay(d * 7919 + 53, d + 5000, level, (x) => x.phase === 'playing');
  if (s.phase !== 'playing') continue;
  const hands = handMasks(s);
  s.bids.forEach((b, seat) => {
    if (b !== 'nil' && typeof b !== 'number') return;
    const x = new Float64Array(NIL_FEATURES);
    nilFeatures(hands, seat << 2, x);
    rows.push({ x, y: b === 'nil' ? 1 : 0, test: d > deals * 0.8 });
  });
}

const p = NIL_FEATURES;
const w = new Float64Array(p);
const train = rows.filter((r) => !r.test);
const test = rows.filter((r) => r.test);
const rate = train.reduce((a, r) => a + r.y, 0) / train.length;
w[0] = Math.log(rate / (1 - rate));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (x: Float64Array) => x.reduce((a, xi, i) => a + xi * w[i], 0);
// Newton's method (iteratively reweighted least squares) with a little ridge on all but the intercept.
for (let it = 0; it < 25; it++) {
  const H = Array.from({ length: p }, () => new Float64Array(p + 1));
  for (const r of train) {
    const q = sigmoid(dot(r.x));
    const s = q * (1 - q);
    for (let a = 0; a < p; a++) {
      for (let b = 0; b < p; b++) H[a][b] += s * r.x[a] * r.x[b];
      H[a][p] += (r.y - q) * r.x[a];
    }
  }
  for (let a = 1; a < p; a++) {
    H[a][a] += 1;
    H[a][p] -= w[a];
  }
  const step = solveLinear(H);
  for (let a = 0; a < p; a++) w[a] += step[a];
}
const loss = (q: (r: (typeof rows)[number]) => number) =>
  +(test.reduce((a, r) => a - Math.log(r.y ? q(r) : 1 - q(r)), 0) / test.length).toFixed(4);
console.log(
  JSON.stringify({
    levels,
    bids: rows.length,
    nils: rows.filter((r) => r.y).length,
    weights: [...w].map((x) => +x.toFixed(3)),
    heldOutLogLoss: { model: loss((r) => sigmoid(dot(r.x))), rate: loss(() => rate) },
  }),
);
