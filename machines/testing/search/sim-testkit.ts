// The search layer of a three-seat plain-trick game against its rules core, written once: on hundreds
// of random deals of every kind, the same legal cards at every turn, the same trick winners and the same deal
// points. A game's search test calls it in one line. Tests only.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { type KitGame, type KitState, type PlayAction, cardsOfPlays } from './testkit.ts';
import type { TrickSim } from '../../core/search/trick-sim.ts';

/** What the cross-check needs of a game's search table. */
export interface SimCheck<S extends KitState, V> {
  /** A random state at the first lead of a deal (any form, round, options). */
  dealToPlay(seed: number): S;
  /** The kind of deal, to check that every kind came up ("variation/nullo", "round 3"). */
  kind(s: S): string;
  readonly kinds: readonly string[];
  codeOf(s: S, card: Card): number;
  cardOf(code: number): Card;
  simOf(v: V): TrickSim;
  /** Winners of the completed tricks of the deal. */
  completed(s: S): readonly { readonly winner: number }[];
  utilityOf(v: V, me: number): (won: Int8Array) => number;
}

/** On 500 random deals: the same legal cards at every turn, the same trick winners, the same deal points. */
export function searchAgreesWithRules<S extends KitState, A extends PlayAction, V>(
  g: KitGame<S, A, V>,
  c: SimCheck<S, V>,
  deals = 500,
): void {
  describe(`the ${g.name} search layer agrees with the rules core`, () => {
    it(`same legal cards, trick winners and deal points on ${deals} random deals of every kind`, () => {
      const buf = new Int32Array(16);
      const kinds = new Set<string>();
      for (let seed = 1; seed <= deals; seed++) {
        let s = c.dealToPlay(seed);
        const r = rngFrom(seedState(seed * 17));
        const v = g.rules.observe(s, 0);
        kinds.add(c.kind(s));
        const sim = c.simOf(v);
        sim.hands.fill(0);
        s.hands.forEach((h, seat) =>
          h.forEach((card) => (sim.hands[seat * 4 + (c.codeOf(s, card) >> 5)] |= 1 << (c.codeOf(s, card) & 31))),
        );
        sim.reset(0, [], [0, 0, 0], s.turn as number);
        while (s.phase === 'play') {
          expect(sim.turn).toBe(s.turn);
          const k = sim.legalMoves(buf);
          const legal = cardsOfPlays(g.rules.legalActions(s)).map((card) => c.codeOf(s, card));
          expect(Array.from(buf.subarray(0, k)).sort((a, b) => a - b)).toEqual(legal.sort((a, b) => a - b));
          const code = buf[r.int(k)];
          if (r.next() < 0.1) {
            const before = Array.from(sim.hands).join() + sim.won.join() + sim.turn + sim.ply;
            sim.play(code);
            sim.undo();
            expect(Array.from(sim.hands).join() + sim.won.join() + sim.turn + sim.ply).toBe(before);
          }
          const done = c.completed(s).length;
          s = g.rules.applyAction(s, { type: 'play', seat: s.turn as number, card: c.cardOf(code) } as unknown as A);
          sim.play(code);
          if (c.completed(s).length > done) expect(sim.winners[done]).toBe(c.completed(s)[done].winner);
        }
        const result = s.results[s.results.length - 1];
        expect(Array.from(sim.won)).toEqual(result.tricks);
        for (let me = 0; me < 3; me++) {
          const others = result.points.filter((_, i) => i !== me);
          expect(c.utilityOf(v, me)(sim.won)).toBeCloseTo(result.points[me] - (others[0] + others[1]) / 2, 9);
        }
      }
      expect([...kinds].sort()).toEqual([...c.kinds].sort());
    });
  });
}
