// npx tsx lab/tribello-exchange-study.ts [deals] [level] [trick]: Tribello's exchange evidence (
// machines/tribello/search/evidence.ts) from self-play of a level. (1) How often the level discards a card of
// the kept kind (keptMasks) relative to an average card of its hand: the EPSILON of evidence.ts, per round kind.
// (2) The sampler's calibration once the exchange is over, before trick `trick` (1 = the first lead): the mean
// probability its deals put each unseen card where it truly is (another hand, or out of play), without the
// evidence (epsilon 1) and with it at several weights, for all unseen cards and for those of the kept kind.
import type { Card } from '../machines/core/cards.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { FastRng } from '../machines/core/search/fast-rng.ts';
import { samplerOf } from '../machines/core/search/sampler.ts';
import { policies, situation } from '../machines/tribello/arena.ts';
import { type State, type View, rules } from '../machines/tribello/rules/index.ts';
import { EPSILON, keptMasks } from '../machines/tribello/search/evidence.ts';
import { codeOf, knowledgeOf, suitIndex } from '../machines/tribello/search/table.ts';

const deals = Number(process.argv[2] ?? '200');
const level = (process.argv[3] ?? 'strong') as keyof typeof policies;
const trick = Number(process.argv[4] ?? '1');
const SAMPLES = 200;

const isKept = (masks: readonly number[], c: Card) => (masks[codeOf(c) >> 5] & (1 << (codeOf(c) & 31))) !== 0;
const rate: Record<string, { keptHeld: number; keptThrown: number; held: number; thrown: number }> = {};
/** The weights tried for a discard of the kept kind (1: no evidence; EPSILON: evidence.ts's). */
const EPSILONS = [1, 0.5, 0.3, EPSILON, 0.05, 0.01];
/** Per kind (avoid, trump, side suit) and rank: cards held, cards thrown. */
const byRank: Record<string, [number, number]> = {};
const cal = { n: 0, keptN: 0, hits: EPSILONS.map(() => 0), keptHits: EPSILONS.map(() => 0) };

/** Per sampled deal, for each unseen card whether it lands where it truly is; sums into `cal`. */
function calibrate(s: State, v: View, seed: number): void {
  const kept = keptMasks(v, suitIndex(v.trump));
  const where = new Map<number, number>(); // code → seat, or 3 for out of play
  s.hands.forEach((h, seat) => seat !== v.seat && h.forEach((c) => where.set(codeOf(c), seat)));
  [...s.pickup, ...s.discards.flatMap((d, seat) => (seat === v.seat ? [] : d))].forEach((c) => where.set(codeOf(c), 3));
  const keptCodes = new Set([...where.keys()].filter((code) => (kept[code >> 5] & (1 << (code & 31))) !== 0));
  const base = knowledgeOf(v, true);
  const discarded = v.exchanged.reduce<number>((a, x, seat) => a + (seat === v.seat ? 0 : (x ?? 0)), 0);
  EPSILONS.forEach((e, j) => {
    const weight = (v.pickupCount + e * discarded) / (v.pickupCount + discarded);
    const sampler = samplerOf(
      base.keptFromAside ? { ...base, keptFromAside: { masks: base.keptFromAside.masks, weight } } : base,
    );
    const buf = new Int32Array(12);
    const rng = new FastRng(seed);
    for (let i = 0; i < SAMPLES; i++) {
      sampler.deal(rng, buf);
      for (const [code, seat] of where) {
        const inHand = (o: number) => (buf[o * 4 + (code >> 5)] & (1 << (code & 31))) !== 0;
        const hit = seat === 3 ? [0, 1, 2].every((o) => o === v.seat || !inHand(o)) : inHand(seat);
        if (!hit) continue;
        cal.hits[j] += 1 / SAMPLES;
        if (keptCodes.has(code)) cal.keptHits[j] += 1 / SAMPLES;
      }
    }
  });
  cal.n += where.size;
  cal.keptN += keptCodes.size;
}

for (let d = 1; d <= deals; d++) {
  let s: State = rules.startDeal(situation(d * 7919), { kind: 'shuffle' });
  const r = rngFrom(seedState(d));
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    if (s.phase === 'play' && s.played.length === trick - 1 && s.trick.length === 0) break;
    const seat = rules.currentPlayer(s) as number;
    const v = rules.observe(s, seat);
    const a = policies[level].choose(v, rules.legalActions(s), r);
    if (a.type === 'exchange') {
      const kept = keptMasks(v, suitIndex(v.trump));
      const x = (rate[v.roundKind as string] ??= { keptHeld: 0, keptThrown: 0, held: 0, thrown: 0 });
      x.keptHeld += v.hand.filter((c) => isKept(kept, c)).length;
      x.keptThrown += a.discards.filter((c) => isKept(kept, c)).length;
      x.held += v.hand.length;
      x.thrown += a.discards.length;
      for (const c of v.hand) {
        const k = `${v.roundKind === 'avoid' ? 'avoid' : c[1] === v.trump ? 'trump' : 'side'} ${c[0]}`;
        const y = (byRank[k] ??= [0, 0]);
        y[0]++;
        if (a.discards.includes(c)) y[1]++;
      }
    }
    s = rules.applyAction(s, a);
  }
  if (s.phase !== 'play') continue;
  for (let seat = 0; seat < 3; seat++) calibrate(s, rules.observe(s, seat), d * 31 + seat);
}
const all = Object.values(rate).reduce((t, x) => ({
  keptHeld: t.keptHeld + x.keptHeld,
  keptThrown: t.keptThrown + x.keptThrown,
  held: t.held + x.held,
  thrown: t.thrown + x.thrown,
}));
const eps = (x: typeof all) => +(x.keptThrown / x.keptHeld / (x.thrown / x.held)).toFixed(3);
console.log(
  JSON.stringify({
    level,
    deals,
    trick,
    epsilon: {
      all: eps(all),
      ...Object.fromEntries(Object.entries(rate).map(([k, x]) => [k, { epsilon: eps(x), ...x }])),
    },
    throwRate: Object.fromEntries(
      Object.entries(byRank)
        .sort()
        .map(([k, [held, thrown]]) => [k, +(thrown / held).toFixed(3)]),
    ),
    calibration: {
      cards: cal.n,
      keptCards: cal.keptN,
      ...Object.fromEntries(
        EPSILONS.map((e, j) => [
          `epsilon ${e}`,
          { all: +(cal.hits[j] / cal.n).toFixed(4), kept: +(cal.keptHits[j] / cal.keptN).toFixed(4) },
        ]),
      ),
    },
  }),
);
