import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Policy } from '../../core/bots.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { type Action, type Options, type View, rules } from '../rules/index.ts';
import { policies } from './levels/index.ts';

/** One hand from a fresh game; `hero` side plays `a`, every other side `b`. Returns points per side. */
function playHand(
  options: Options,
  seed: number,
  hero: number,
  a: Policy<View, Action>,
  b: Policy<View, Action>,
): number[] {
  const sides = rules.sides(options);
  const rng = rngFrom(seedState(seed * 7 + hero));
  let s = rules.startDeal(rules.setup(options, seed % rules.seatCount(options), seed), { kind: 'shuffle' });
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    const policy = sides[hero].includes(seat) ? a : b;
    const legal = rules.legalActions(s);
    const action = policy.choose(rules.observe(s, seat), legal, rng);
    expect(legal).toContainEqual(action);
    s = rules.applyAction(s, action);
  }
  return s.results[0].sides.map((r) => r.points);
}

/** Duplicate deals: each deal is played once with the rule-based player on every side. */
function margin(options: Options, deals: number): number {
  let diff = 0;
  let n = 0;
  const sideCount = rules.sides(options).length;
  for (let d = 0; d < deals; d++)
    for (let hero = 0; hero < sideCount; hero++) {
      const pts = playHand(options, 500 + d, hero, policies.basic, policies.random);
      const others = pts.filter((_, i) => i !== hero);
      diff += pts[hero] - others.reduce((x, y) => x + y, 0) / others.length;
      n++;
    }
  return diff / n;
}

describe('the rule-based player beats random-legal on duplicate deals', () => {
  for (const players of ['partners4', 'cutthroat4', 'cutthroat3', 'partners6'] as const) {
    it(`${players}: a clear positive margin in points per hand`, () => {
      const m = margin(rules.parseOptions({ players }), players === 'partners4' ? 60 : 40);
      console.log(
        `spades ${players}: basic − random = ${m.toFixed(1)} points per hand (duplicate deals, partnerships swapped)`,
      );
      expect(m).toBeGreaterThan(50);
    });
  }
});

describe('the rule-based player always chooses a legal action, seeing only its view', () => {
  it('every format and option, several hands, blind nil eligible', () => {
    const optionsArb = fc.record({
      players: fc.constantFrom('partners4', 'cutthroat4', 'cutthroat3', 'partners6'),
      jokers: fc.constantFrom('off', '2C2H'),
      nil: fc.constantFrom(100, 'off'),
      doubleNil: fc.constantFrom('off', 'separate'),
      teamBid: fc.boolean(),
      blindNilBehind: fc.constantFrom(null, 100),
      firstTrickSpade: fc.constantFrom('banned', 'allowed'),
    });
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 1e6 }), (raw, seed) => {
        const options = rules.parseOptions(raw);
        const rng = rngFrom(seedState(seed));
        let s = rules.setup(options, seed % rules.seatCount(options), seed);
        for (let hand = 0; hand < 3 && !rules.isTerminal(s); hand++) {
          s = rules.startDeal(s, { kind: 'shuffle' });
          while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
            const seat = rules.currentPlayer(s) as number;
            const legal = rules.legalActions(s);
            const action = policies.basic.choose(rules.observe(s, seat), legal, rng);
            expect(legal).toContainEqual(action);
            s = rules.applyAction(s, action);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
