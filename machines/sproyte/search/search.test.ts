// Sprøyte's search layer against the rules core (issue 11): on thousands of random deals in every form, the
// same legal cards at every turn, the same trick winners and the same deal points (SPR-7, SPR-8, SPR-9).
import { describe, expect, it } from 'vitest';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { rules, type State } from '../rules/index.ts';
import { aceLowIn, cardOf, codeOf, masksOf, simOf, utilityOf } from './table.ts';

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[r.int(xs.length)];

function dealToPlay(seed: number): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({
    form: pick(r, ['standard', 'variation', 'talon']),
    nulloAceLow: r.next() < 0.5,
    signedScoring: r.next() < 0.5,
    direction: pick(r, ['clockwise', 'counterclockwise']),
    bands: pick(r, ['seed', 'icelandic']),
    standardLimits: pick(r, ['6-4', '5-4', '4-4', 'open']),
  });
  let s = rules.setup(options, r.int(3), seed);
  for (let d = r.int(4); d >= 0; d--) {
    s = rules.startDeal(s, { kind: 'shuffle' });
    while (s.phase !== 'play') s = rules.applyAction(s, rules.sampleAction(s, r));
    if (d > 0) while (s.phase === 'play') s = rules.applyAction(s, rules.sampleAction(s, r));
    if (rules.isTerminal(s)) return dealToPlay(seed + 1_000_000);
  }
  return s;
}

describe('the Sprøyte search layer agrees with the rules core', () => {
  it('same legal cards, trick winners and deal points on 2,000 random deals in every form', () => {
    const buf = new Int32Array(16);
    const contracts = new Set<string>();
    for (let seed = 1; seed <= 2000; seed++) {
      let s = dealToPlay(seed);
      const r = rngFrom(seedState(seed * 17));
      const v = rules.observe(s, 0);
      const aceLow = aceLowIn(s);
      contracts.add(`${s.options.form}/${s.contract}`);
      const sim = simOf(v);
      s.hands.forEach((h, seat) => masksOf(h, aceLow).forEach((m, i) => (sim.hands[seat * 4 + i] = m)));
      sim.reset(0, [], [0, 0, 0], s.turn as number);
      while (s.phase === 'play') {
        expect(sim.turn).toBe(s.turn);
        const k = sim.legalMoves(buf);
        const legal = rules.legalActions(s).map((a) => (a.type === 'play' ? codeOf(a.card, aceLow) : -1));
        expect(Array.from(buf.subarray(0, k)).sort((a, b) => a - b)).toEqual(legal.sort((a, b) => a - b));
        const code = buf[r.int(k)];
        if (r.next() < 0.1) {
          const before = Array.from(sim.hands).join() + sim.won.join() + sim.turn + sim.ply;
          sim.play(code);
          sim.undo();
          expect(Array.from(sim.hands).join() + sim.won.join() + sim.turn + sim.ply).toBe(before);
        }
        const done = s.history.length;
        s = rules.applyAction(s, { type: 'play', seat: s.turn as number, card: cardOf(code) });
        sim.play(code);
        if (s.history.length > done) expect(sim.winners[done]).toBe(s.history[done].winner);
      }
      const result = s.results[s.results.length - 1];
      expect(Array.from(sim.won)).toEqual(result.tricks);
      for (let me = 0; me < 3; me++) {
        const others = result.points.filter((_, i) => i !== me);
        expect(utilityOf(v, me)(sim.won)).toBeCloseTo(result.points[me] - (others[0] + others[1]) / 2, 9);
      }
    }
    expect([...contracts].sort()).toEqual(["standard/trump", "talon/trump", "variation/grand", "variation/nullo", "variation/trump"]);
  });
});
