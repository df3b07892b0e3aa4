// Property tests over random games in every format and option: the contract suite of
// machines/testing/testkit.ts plus Spades invariants, a naive trick-winner oracle, spades broken from the
// history (SPD-6.3, SPD-S17), the bag counter's range and scores recomputed from bids and tricks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSeat, seatsFrom } from '../../core/seats.ts';
import { checkGameProperties, randomPlayout } from '../../testing/testkit.ts';
import { rules } from './index.ts';
import { candidates, hiddenFrom, invariant, optionsArb } from './checks.test-helpers.ts';
import { handSize, sidesOf } from './options.ts';
import { naiveBids, naivePlayable, naiveSideScore } from './oracle.test-helpers.ts';
import type { State } from './state.ts';

describe('the contract properties in every format (testkit)', () => {
  it('legal actions accepted, others refused with a rule id, invariants, view hygiene, JSON, replay, determinism', () => {
    checkGameProperties(rules, { options: optionsArb, numRuns: 60, maxDeals: 2, candidates, hiddenFrom, invariant });
  });
});

/** Recompute every hand's score from the record of bids and tricks, independently of scoring.ts. */
function checkScores(s: State, firstDealer: number): void {
  const o = s.options;
  const n = s.hands.length;
  const bags = sidesOf(o).map(() => 0);
  const totals = sidesOf(o).map(() => 0);
  let dealer = firstDealer;
  for (const r of s.results) {
    expect(r.dealer).toBe(dealer);
    const order = seatsFrom(nextSeat(dealer, n, o.direction), n, o.direction);
    sidesOf(o).forEach((seats, i) => {
      const naive = naiveSideScore(o, seats, r.bids, r.tricks, order, bags[i]);
      expect(r.sides[i].points, `hand with bids ${JSON.stringify(r.bids)} tricks ${JSON.stringify(r.tricks)}`).toBe(
        naive.points,
      );
      expect(r.sides[i].bagsAfter).toBe(naive.bagsAfter);
      bags[i] = naive.bagsAfter;
      totals[i] += naive.points;
    });
    dealer = nextSeat(dealer, n, o.direction);
  }
  expect(s.totals).toEqual(totals);
}

describe('targeted properties over thousands of random hands', () => {
  it('legal plays and bids equal the rules read naively; scores equal a recomputation from bids and tricks; the game ends per SPD-9', () => {
    let hands = 0;
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        const run = randomPlayout(rules, options, seed, 8, true);
        for (const st of run.states) {
          invariant(st);
          // Follow suit, the lead restriction and the first-trick rule, and the bids, against the text.
          const legal = rules.legalActions(st);
          if (st.phase === 'playing')
            expect(legal.map((a) => (a.type === 'play' ? a.card : a.type)).sort()).toEqual(naivePlayable(st));
          if (st.phase === 'bidding')
            expect(legal.flatMap((a) => (a.type === 'bid' ? [String(a.bid)] : [])).sort()).toEqual(naiveBids(st));
        }
        checkScores(run.final, run.record.firstDealer);
        hands += run.final.results.length;
        const r = rules.report(run.final);
        if (rules.isTerminal(run.final)) {
          const top = Math.max(...r.totals);
          const moon = run.final.results[run.final.results.length - 1].sides.some((x) => x.moonMade);
          expect(r.winners).toHaveLength(1);
          if (!(options.moon === 'win' && moon)) expect(r.totals[r.winners[0]]).toBe(top);
        }
      }),
      { numRuns: 600 },
    );
    expect(hands).toBeGreaterThan(2000);
  });

  it('the face-down hand: hidden in the view exactly while an eligible seat has neither looked nor bid', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        const run = randomPlayout(rules, { ...options, blindNilBehind: null }, seed, 2, true);
        for (const st of run.states)
          for (let seat = 0; seat < st.hands.length; seat++) {
            const hidden = rules.observe(st, seat).hand === null;
            const expected =
              st.phase === 'bidding' && st.eligible[seat] && (st.bids[seat] === null || st.bids[seat] === 'blind-nil');
            expect(hidden).toBe(expected);
          }
      }),
      { numRuns: 150 },
    );
  });

  it('a blind nil is made only before looking; every seat bids once; the exchange keeps hands at H', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        const run = randomPlayout(rules, { ...options, blindNilBehind: null }, seed, 2, true);
        let prev: State | null = null;
        for (const st of run.states) {
          if (
            prev &&
            prev.phase === 'bidding' &&
            st.bids.filter((b) => b !== null).length > prev.bids.filter((b) => b !== null).length
          ) {
            const seat = prev.turn as number;
            if (st.bids[seat] === 'blind-nil') expect(prev.looked[seat]).toBe(false);
          }
          if (st.phase === 'playing' && st.tricks.length === 0 && st.trick.length === 0)
            expect(st.hands.map((h) => h.length)).toEqual(st.hands.map(() => handSize(st.options)));
          prev = st;
        }
      }),
      { numRuns: 150 },
    );
  });
});
