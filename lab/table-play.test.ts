// The table's deals (scripts/table-play.ts dealtBySampler): the hidden hands dealt again by the seat's own sampler
// keep the seat's hand, every hand's size, the unseen cards and the voids the plays have shown, so the deal can be
// played out from the position by the rules core.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { type State, rules } from '../machines/spades/rules/index.ts';
import { dealtBySampler } from './table-play.ts';

/** A deal played by random legal actions into its `tricks`-th trick. */
function position(seed: number, tricks: number): State {
  const r = rngFrom(seedState(seed));
  let s = rules.startDeal(rules.setup(rules.defaultOptions, seed % 4, seed), { kind: 'shuffle' });
  while (s.phase !== 'playing' || s.tricks.length < tricks || s.trick.length < seed % 3)
    s = rules.applyAction(s, rules.legalActions(s)[r.int(rules.legalActions(s).length)]);
  return s;
}

describe('dealtBySampler', () => {
  it('deals the hidden cards again, keeping the seat, the sizes and the shown voids; the deal plays out', () => {
    let moved = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = position(seed, 2 + (seed % 8));
      const me = s.turn as number;
      const t = dealtBySampler(s, me, seed);
      expect(t.hands[me]).toEqual(s.hands[me]);
      expect(t.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      expect(t.hands.flat().sort()).toEqual(s.hands.flat().sort());
      if (t.hands.some((h, i) => i !== me && h.join() !== s.hands[i].join())) moved++;
      // A seat that failed to follow a suit holds none of it (SPD-6.4).
      for (const trick of [...t.tricks.map((x) => x.plays), t.trick])
        for (const p of trick.slice(1))
          if (p.card[1] !== trick[0].card[1])
            expect(t.hands[p.seat].some((c) => c[1] === trick[0].card[1])).toBe(false);
      let u = t;
      while (u.phase === 'playing') u = rules.applyAction(u, rules.legalActions(u)[0]);
      expect(u.tricks.length).toBe(13);
    }
    expect(moved).toBeGreaterThan(20);
  });
});
