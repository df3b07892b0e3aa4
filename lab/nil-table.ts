// npm run nil-table -- --a expert --b strong --deals N --seed S
// Level A's nils at an arena table, cheaply: the arena's situations and seatings
// (machines/spades/arena.ts, duplicate legs), but a leg is played out only when an A seat bids Nil or Blind Nil.
// Per nil: A's own predicted chance (the bid evaluation, 200 deals), made or not, and — played again from the same
// bids before it with the bid A makes when it may not bid nil — the side's points with the nil less without it.
// Prints nils per A seat hand, made (95 % interval), the calibration table, and what each nil threshold would do.
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { legs, policies, situation } from './spades/arena.ts';
import { type Action, type State, type View, rules } from '../machines/spades/rules/index.ts';
import { evaluateBids } from '../machines/spades/search/bid-value.ts';
import { EXPERT_BUDGET } from '../machines/spades/bots/levels/expert.ts';
import { chooseBidBySampling, dealerOf } from '../machines/spades/bots/levels/strong.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const pa = policies[arg('a', 'expert')];
const pb = policies[arg('b', 'strong')];
const deals = Number(arg('deals', '100'));
const seed0 = Number(arg('seed', '1'));
const bidSamples = Number(arg('bid-samples', String(EXPERT_BUDGET.bidSamples)));
// --partner LEVEL: in each leg one A seat is A and its partner plays LEVEL (e.g. casual, standing in for a person);
// both seatings of the side are played, and only the A seat's nils are counted.
const partnerId = arg('partner', '');
const pp = partnerId ? policies[partnerId] : null;

interface Row {
  kind: 'nil' | 'blind-nil';
  p: number;
  made: boolean;
  /** The side's hand points with the nil less with the bid A makes instead. */
  gain: number;
}
const rows: Row[] = [];
let seatHands = 0;
const isNil = (a: Action) => a.type === 'bid' && (a.bid === 'nil' || a.bid === 'blind-nil');

/** Plays the leg; at decision `swap` (an index) A's seat bids without nil. Returns the end state and the first A nil's index. */
function play(
  before: State,
  isA: readonly boolean[],
  seed: number,
  swap: number,
  stopWithoutNil: boolean,
  swapSeat = -1,
): { s: State; nilAt: number; nilSeat: number } {
  let s = rules.startDeal(before, { kind: 'shuffle' });
  const rngs = isA.map((_, seat) => rngFrom(seedState(seed * 13 + seat)));
  let nilAt = -1;
  let nilSeat = -1;
  for (let i = 0; !rules.awaitingDeal(s) && !rules.isTerminal(s); i++) {
    const seat = rules.currentPlayer(s) as number;
    const legal = rules.legalActions(s) as Action[];
    const v = rules.observe(s, seat) as View;
    let a: Action;
    if (swap >= 0 && i >= swap && seat === swapSeat && legal.some(isNil)) {
      const noNil = legal.filter((x) => !isNil(x));
      a = chooseBidBySampling(v, noNil, rngs[seat], bidSamples, { ...EXPERT_BUDGET.risk, nilSure: 2 }, dealerOf(v));
    } else a = policyOf(isA, seat).choose(v, legal, rngs[seat]) as Action;
    if (nilAt < 0 && isA[seat] && (!pp || seat === chair) && isNil(a) && swap < 0) {
      nilAt = i;
      nilSeat = seat;
    }
    s = rules.applyAction(s, a);
    if (stopWithoutNil && nilAt < 0 && s.phase === 'playing') return { s, nilAt, nilSeat };
  }
  return { s, nilAt, nilSeat };
}

/** With --partner: the A seat that plays A in this pass (the other A seat plays the partner's level). */
let chair = -1;
function policyOf(isA: readonly boolean[], seat: number) {
  if (!isA[seat]) return pb;
  return pp && seat !== chair ? pp : pa;
}

const sidePoints = (s: State, seat: number) => {
  const r = s.results[s.results.length - 1];
  return r.sides.find((x) => x.seats.includes(seat as never))?.points ?? 0;
};

function summary(done: number): void {
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const ci = (xs: number[]) => {
    const m = mean(xs);
    const sd = Math.sqrt(xs.reduce((t, x) => t + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
    return `${m.toFixed(1)} [${(m - (1.96 * sd) / Math.sqrt(xs.length)).toFixed(1)}, ${(m + (1.96 * sd) / Math.sqrt(xs.length)).toFixed(1)}]`;
  };
  const pct = (xs: boolean[]) => {
    const p = mean(xs.map((x) => (x ? 1 : 0)));
    return `${(100 * p).toFixed(0)} % ± ${(196 * Math.sqrt((p * (1 - p)) / Math.max(1, xs.length))).toFixed(0)}`;
  };
  console.log(
    `\nnil table: ${pa.id}${pp ? ` with a ${pp.id} partner` : ''} (against ${pb.id}) over ${done} situations, ${seatHands} ${pa.id} seat hands`,
  );
  for (const kind of ['nil', 'blind-nil'] as const) {
    const r = rows.filter((x) => x.kind === kind);
    console.log(
      `  ${kind}: ${r.length} (${((100 * r.length) / seatHands).toFixed(1)} % of seat hands), made ${pct(r.map((x) => x.made))}, side's points with it less without ${r.length ? ci(r.map((x) => x.gain)) : '-'} per nil`,
    );
  }
  const all = rows;
  console.log(`  all nils: ${all.length}, made ${pct(all.map((x) => x.made))}`);
  const plain = rows.filter((x) => x.kind === 'nil');
  const bands = [0, 0.8, 0.85, 0.9, 0.95, 1.01];
  for (let i = 0; i + 1 < bands.length; i++) {
    const r = plain.filter((x) => x.p >= bands[i] && x.p < bands[i + 1]);
    if (r.length)
      console.log(
        `  predicted ${bands[i].toFixed(2)}–${Math.min(1, bands[i + 1]).toFixed(2)}: ${r.length} nils, predicted ${(100 * mean(r.map((x) => x.p))).toFixed(0)} %, made ${pct(r.map((x) => x.made))}, gain ${ci(r.map((x) => x.gain))}`,
      );
  }
  for (const t of [0.8, 0.85, 0.9]) {
    const kept = plain.filter((x) => x.p >= t);
    const dropped = plain.filter((x) => x.p < t);
    const keptAll = [...kept, ...rows.filter((x) => x.kind === 'blind-nil')];
    console.log(
      `  a plain-nil bar of ${t} (on this evaluation): ${kept.length} nils (${((100 * kept.length) / seatHands).toFixed(1)} % of seat hands), made ${pct(kept.map((x) => x.made))}, with blind nils ${pct(keptAll.map((x) => x.made))}; the nils dropped would change ${pa.id}'s points per seat hand by ${(-dropped.reduce((t2, x) => t2 + x.gain, 0) / seatHands).toFixed(2)}`,
    );
  }
}

for (let d = 0; d < deals; d++) {
  const seed = seed0 * 100_003 + d;
  const before = situation(seed, {});
  const passes = legs(before).flatMap((isA) =>
    pp ? isA.flatMap((x, seat) => (x ? [{ isA, seat }] : [])) : [{ isA, seat: -1 }],
  );
  for (const { isA, seat: c } of passes) {
    chair = c;
    seatHands += pp ? 1 : isA.filter(Boolean).length;
    const first = play(before, isA, seed, -1, true);
    if (first.nilAt < 0) continue;
    const s = first.s;
    const r = s.results[s.results.length - 1];
    const bid = r.bids[first.nilSeat] as 'nil' | 'blind-nil';
    // A's predicted chance, from the view at its bid (replayed to that point).
    let t = rules.startDeal(before, { kind: 'shuffle' });
    const rngs = isA.map((_, seat) => rngFrom(seedState(seed * 13 + seat)));
    for (let i = 0; i < first.nilAt; i++) {
      const seat = rules.currentPlayer(t) as number;
      t = rules.applyAction(
        t,
        policyOf(isA, seat).choose(
          rules.observe(t, seat) as View,
          rules.legalActions(t) as Action[],
          rngs[seat],
        ) as Action,
      );
    }
    const v = rules.observe(t, first.nilSeat) as View;
    const [p] = bid === 'nil' ? evaluateBids(v, ['nil'], 200, seed, 10, dealerOf(v)) : [{ made: NaN }];
    const alt = play(before, isA, seed, first.nilAt, false, first.nilSeat);
    rows.push({
      kind: bid,
      p: p.made,
      made: r.tricks[first.nilSeat] === 0,
      gain: sidePoints(s, first.nilSeat) - sidePoints(alt.s, first.nilSeat),
    });
  }
  if ((d + 1) % 20 === 0) process.stderr.write(`${d + 1}(${rows.length}) `);
  if ((d + 1) % 60 === 0 && d + 1 < deals) summary(d + 1);
}
summary(deals);
