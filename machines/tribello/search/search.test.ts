// Tribello's search layer against the rules core (issue 11): on thousands of random deals in all four rounds,
// the same legal cards at every turn, the same trick winners and the same deal points (TRB-8, TRB-9, TRB-10).
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../core/rng.ts';
import { rules, type State } from '../rules/index.ts';
import { cardOf, codeOf, masksOf, simOf, utilityOf } from './table.ts';

function dealToPlay(seed: number): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({ direction: r.next() < 0.5 ? 'clockwise' : 'counterclockwise' });
  let s: State = { ...rules.setup(options, r.int(3), seed), deal: seed % 12 };
  s = rules.startDeal(s, { kind: 'shuffle' });
  while (s.phase !== 'play') s = rules.applyAction(s, rules.sampleAction(s, r));
  return s;
}

describe('the Tribello search layer agrees with the rules core', () => {
  it('same legal cards, trick winners and deal points on 2,000 random deals in every round', () => {
    const buf = new Int32Array(16);
    const rounds = new Set<number>();
    for (let seed = 1; seed <= 2000; seed++) {
      let s = dealToPlay(seed);
      const r = rngFrom(seedState(seed * 17));
      const v = rules.observe(s, 0);
      rounds.add(s.round);
      const sim = simOf(v);
      s.hands.forEach((h, seat) => masksOf(h).forEach((m, i) => (sim.hands[seat * 4 + i] = m)));
      sim.reset(0, [], [0, 0, 0], s.turn as number);
      while (s.phase === 'play') {
        expect(sim.turn).toBe(s.turn);
        const k = sim.legalMoves(buf);
        const legal = rules.legalActions(s).map((a) => (a.type === 'play' ? codeOf(a.card) : -1));
        expect(Array.from(buf.subarray(0, k)).sort((a, b) => a - b)).toEqual(legal.sort((a, b) => a - b));
        const code = buf[r.int(k)];
        if (r.next() < 0.1) {
          const before = Array.from(sim.hands).join() + sim.won.join() + sim.turn + sim.ply;
          sim.play(code);
          sim.undo();
          expect(Array.from(sim.hands).join() + sim.won.join() + sim.turn + sim.ply).toBe(before);
        }
        const done = s.played.length;
        s = rules.applyAction(s, { type: 'play', seat: s.turn as number, card: cardOf(code) });
        sim.play(code);
        if (s.played.length > done) expect(sim.winners[done]).toBe(s.played[done].winner);
      }
      const result = s.results[s.results.length - 1];
      expect(Array.from(sim.won)).toEqual(result.tricks);
      for (let me = 0; me < 3; me++) {
        const others = result.points.filter((_, i) => i !== me);
        expect(utilityOf(v, me)(sim.won)).toBeCloseTo(result.points[me] - (others[0] + others[1]) / 2, 9);
      }
    }
    expect([...rounds].sort()).toEqual([1, 2, 3, 4]);
  });
});
