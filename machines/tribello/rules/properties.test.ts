import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, type Card } from '../../core/cards.ts';
import { type Play } from '../../core/trick.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { checkGameProperties, checkViewHides } from '../../testing/testkit.ts';
import { type Action, type Options, type State, rules } from './index.ts';
import { candidates, hiddenFrom, invariant, optionsArb } from './checks.test-helpers.ts';

describe('contract properties over random complete games (core testkit)', () => {
  // Each game checks every legal exchange (up to 8192 per exchange, ~170,000 per game) and ~26,000 refusals:
  // a few games cover thousands of states; the targeted properties below cover thousands of games.
  it('liveness, legal accepted / illegal refused with a rule id, invariants, view hygiene, JSON, determinism', () => {
    checkGameProperties(rules, { options: optionsArb, numRuns: 16, candidates, hiddenFrom, invariant });
  });
});

// ---- targeted properties over many more games, with cheap checks per step ----

const RANK_ORDER = RANKS.join('');
/** A naive trick winner written independently of core/trick.ts: COM-5.5 / TRB-9. */
function oracle(plays: readonly Play[], trump: string | null): number {
  const strength = (c: Card) =>
    (trump !== null && c[1] === trump ? 100 : c[1] === plays[0].card[1] ? 50 : 0) + RANK_ORDER.indexOf(c[0]);
  let best = plays[0];
  for (const p of plays) if (strength(p.card) > strength(best.card)) best = p;
  return best.seat;
}

interface Step {
  readonly before: State;
  readonly action: Action;
  readonly after: State;
}

function* randomGame(options: Options, seed: number): Generator<Step | State> {
  const rng = rngFrom(seedState(seed));
  let s = rules.setup(options, rng.int(3), seed);
  while (!rules.isTerminal(s)) {
    if (rules.awaitingDeal(s)) {
      s = rules.startDeal(s, { kind: 'shuffle' });
      yield s;
      continue;
    }
    const action = rules.sampleAction(s, rng);
    const after = rules.applyAction(s, action);
    yield { before: s, action, after };
    s = after;
  }
}

describe('targeted properties over thousands of random games', () => {
  it('follow suit, trick winner = naive oracle, zero sum; rule flags written where read: trump (TRB-6), exchanged (TRB-7.2), revealed (TRB-5.2)', () => {
    let games = 0;
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        games++;
        let named: string | null = null;
        let final: State | null = null;
        for (const step of randomGame(options, seed)) {
          if (!('action' in step)) {
            // TRB-6: round 1 revealed card (in the dealer's hand), round 2 nothing until named, later none
            named = null;
            expect(step.revealed !== null).toBe(step.round === 1);
            if (step.revealed) expect(step.hands[step.dealer]).toContain(step.revealed);
            continue;
          }
          const { before: b, action: a, after: s } = step;
          final = s;
          if (a.type === 'trump') {
            named = a.suit;
            expect(s.trump).toBe(a.suit);
          }
          if (a.type === 'exchange') {
            expect(s.exchanged[a.seat]).toBe(a.discards.length);
            for (let seat = 0; seat < 3; seat++)
              expect(rules.observe(s, seat).exchanged[a.seat]).toBe(a.discards.length);
            expect(s.hands[a.seat].slice(13 - a.discards.length)).toEqual(b.pickup.slice(0, a.discards.length));
          }
          if (a.type === 'play') {
            const led = b.trick[0]?.card[1];
            if (led && b.hands[a.seat].some((c) => c[1] === led)) expect(a.card[1]).toBe(led);
            if (b.trick.length === 2) {
              const trump = b.round === 2 ? named : b.round === 1 ? (b.revealed as string)[1] : null;
              expect(s.lastTrick?.winner).toBe(oracle([...b.trick, { seat: a.seat, card: a.card }], trump));
            }
          }
        }
        const last = final as State;
        expect(last.results.length).toBeGreaterThanOrEqual(12);
        for (const r of last.results) expect(r.points.reduce((x, y) => x + y, 0)).toBe(0);
        expect(last.totals.reduce((x, y) => x + y, 0)).toBe(0);
      }),
      { numRuns: 2000 },
    );
    expect(games).toBe(2000);
  });

  it('legal plays are exactly the cards that follow suit (or the whole hand), and no view shows a hidden card', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        for (const step of randomGame(options, seed)) {
          const s = 'action' in step ? step.after : step;
          if (s.phase === 'play') {
            const hand = s.hands[s.turn as number];
            const led = s.trick[0]?.card[1];
            const follow = led ? hand.filter((c) => c[1] === led) : [];
            const expected = follow.length > 0 ? follow : hand;
            expect(rules.legalActions(s).map((a) => (a.type === 'play' ? a.card : ''))).toEqual(expected);
          }
          for (let seat = 0; seat < 3; seat++) checkViewHides(rules.observe(s, seat), hiddenFrom(s, seat), seat);
        }
      }),
      { numRuns: 200 },
    );
  });
});
