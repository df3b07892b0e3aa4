import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, type Card } from '../../core/cards.ts';
import { standardDeck } from '../../core/deck.ts';
import { type Play } from '../../core/trick.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { checkGameProperties, checkViewHides } from '../../core/testkit.ts';
import { type Action, type Options, type State, rules } from './index.ts';

const FULL = standardDeck().sort().join();

const optionsArb: fc.Arbitrary<Options> = fc.record({
  direction: fc.constantFrom('clockwise' as const, 'counterclockwise' as const),
  tie: fc.constantFrom('shared' as const, 'tiebreak' as const),
});

/** Every action worth trying now, legal or not. */
function candidates(s: State): Action[] {
  const out: Action[] = [];
  const seats = [0, 1, 2];
  for (const seat of seats) {
    out.push({ type: 'exchange', seat, discards: [] }, { type: 'trump', seat, suit: 'H' });
    for (const card of s.hands.flat()) out.push({ type: 'play', seat, card });
  }
  if (s.phase === 'trump') for (const suit of ['C', 'D', 'S', null] as const) out.push({ type: 'trump', seat: s.dealer, suit });
  if (s.phase === 'exchange') {
    const seat = s.turn as number;
    const hand = s.hands[seat];
    const limit = Math.min(13, s.pickup.length);
    for (const k of new Set([1, 2, limit, limit + 1, 13])) if (k >= 1 && k <= 13) out.push({ type: 'exchange', seat, discards: hand.slice(0, k) });
    out.push({ type: 'exchange', seat, discards: hand.slice(-1) });
    out.push({ type: 'exchange', seat, discards: [hand[0], hand[0]] });
    out.push({ type: 'exchange', seat, discards: [s.hands[(seat + 1) % 3][0]] });
    out.push({ type: 'exchange', seat: (seat + 1) % 3, discards: s.hands[(seat + 1) % 3].slice(0, 1) });
  }
  return out;
}

/** Cards `seat` must not see: other hands, the pickup, others' discards — except the public revealed card. */
function hiddenFrom(s: State, seat: number): Card[] {
  const hidden = [...s.pickup];
  for (let o = 0; o < 3; o++) if (o !== seat) hidden.push(...s.hands[o], ...s.discards[o]);
  return hidden.filter((c) => c !== s.revealed);
}

/** Card conservation, trick and exchange counts, zero-sum scores (TRB-10.3), round facts. */
function invariant(s: State): void {
  if (s.deal === 0) return;
  const all = [...s.hands.flat(), ...s.pickup, ...s.discards.flat(), ...s.played.flatMap((t) => t.plays.map((p) => p.card)), ...s.trick.map((p) => p.card)];
  if (all.sort().join() !== FULL) throw new Error('cards are not conserved');
  if (s.tricks.reduce((a, b) => a + b, 0) !== s.played.length) throw new Error('trick counts do not match the tricks played');
  const exchanged = s.exchanged.reduce<number>((a, b) => a + (b ?? 0), 0);
  if (exchanged !== 13 - s.pickup.length) throw new Error('exchange counts do not match the pickup');
  if (s.discards.some((d, seat) => d.length !== (s.exchanged[seat] ?? 0))) throw new Error('discards do not match the counts');
  let running = [0, 0, 0];
  for (const r of s.results) {
    if (r.points.reduce((a, b) => a + b, 0) !== 0) throw new Error('deal points do not sum to 0');
    running = running.map((t, i) => t + r.points[i]);
    if (running.join() !== r.totals.join()) throw new Error('totals are not the running sums');
  }
  if (s.totals.reduce((a, b) => a + b, 0) !== 0) throw new Error('totals do not sum to 0');
  if (s.round === 1 && (s.revealed === null || s.trump !== s.revealed[1])) throw new Error('round 1 trump is not the revealed suit');
  if (s.round >= 3 && s.trump !== null) throw new Error('no trump in rounds 3 and later');
}

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
  const strength = (c: Card) => (trump !== null && c[1] === trump ? 100 : c[1] === plays[0].card[1] ? 50 : 0) + RANK_ORDER.indexOf(c[0]);
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
            for (let seat = 0; seat < 3; seat++) expect(rules.observe(s, seat).exchanged[a.seat]).toBe(a.discards.length);
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
