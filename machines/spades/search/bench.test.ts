// The bench's fresh shuffle: every card once, thirteen to a hand, and each card
// equally likely in every hand — a faulty shortcut in the shuffle would make the speed figure a cheat.
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../rules/index.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { DECK, deal } from './bench.ts';
import { simRulesOf } from './position.ts';

describe('the bench deal', () => {
  it('deals 52 different cards, 13 to a hand, each card to each hand about a quarter of the time', () => {
    const sim = new TrickSim(simRulesOf(defaultOptions));
    const rng = new FastRng(5);
    const deck = Int32Array.from(DECK);
    const counts = new Map<number, number[]>(DECK.map((c) => [c, [0, 0, 0, 0]]));
    const N = 8000;
    for (let i = 0; i < N; i++) {
      deal(sim, rng, deck);
      const seen = new Set<number>();
      for (let seat = 0; seat < 4; seat++) {
        let n = 0;
        for (let s = 0; s < 4; s++)
          for (let m = sim.hands[seat * 4 + s]; m !== 0; m &= m - 1) {
            const code = (s << 5) | (31 - Math.clz32(m & -m));
            seen.add(code);
            (counts.get(code) as number[])[seat]++;
            n++;
          }
        expect(n).toBe(13);
      }
      expect(seen.size).toBe(52);
    }
    // Binomial(8000, 1/4): sd ≈ 39; 5 sd either side.
    for (const perSeat of counts.values()) for (const x of perSeat) expect(Math.abs(x - N / 4)).toBeLessThan(200);
  });
});
