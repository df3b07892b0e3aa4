// Property tests over random games in every format and option (issue 3 acceptance): the contract suite of
// machines/core/testkit.ts plus Spades invariants, a naive trick-winner oracle, spades broken from the
// history (SPD-6.3, SPD-S17), the bag counter's range and scores recomputed from bids and tricks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import { sameCards } from '../../core/deck.ts';
import { nextSeat, seatsFrom } from '../../core/seats.ts';
import { checkGameProperties, randomPlayout } from '../../core/testkit.ts';
import { rules } from './index.ts';
import { type Options, fullDeck, handSize, sidesOf } from './options.ts';
import { brokenFromHistory, naiveBids, naivePlayable, naiveSideScore, naiveWinner } from './oracle.test-helpers.ts';
import type { Action, Bid, State } from './state.ts';

const optionsArb: fc.Arbitrary<Options> = fc
  .record({
    direction: fc.constantFrom('clockwise', 'counterclockwise'),
    players: fc.constantFrom('partners4', 'cutthroat4', 'cutthroat3', 'partners6'),
    target: fc.constantFrom(500, 200, 60),
    firstTrickSpade: fc.constantFrom('banned', 'allowed'),
    nil: fc.constantFrom(100, 50, 'off'),
    blindNil: fc.constantFrom(200, 'off'),
    blindNilBehind: fc.constantFrom(100, null, 0, 40),
    doubleNil: fc.constantFrom('off', 'separate', 'together'),
    moon: fc.constantFrom('off', 200, 'win'),
    bags: fc.constantFrom('carry', 'reset', 'off'),
    bagLimit: fc.constantFrom(10, 4),
    bagPenalty: fc.constantFrom(100, 30),
    failedNilCounts: fc.boolean(),
    losingScore: fc.constantFrom(null, -200),
    jokers: fc.constantFrom('off', '2C2H', '2H2D'),
    identicalCards: fc.constantFrom('first', 'last'),
    teamBid: fc.boolean(),
    allSpadeLeadBreaks: fc.boolean(),
    cutthroat3Deck: fc.constantFrom('aside', 'remove2C'),
  })
  .map((raw) => rules.parseOptions(raw));

/** Every action worth trying: all bids by every seat, looks, passes, every card by the seat to play. */
function candidates(s: State): Action[] {
  const n = s.hands.length;
  const out: Action[] = [];
  const h = handSize(s.options);
  const bids: Bid[] = ['blind-nil', 'nil', 0, h + 1, 1, h];
  for (let seat = 0; seat < n; seat++) {
    for (const b of seat === s.turn ? ['blind-nil', 'nil', ...Array.from({ length: h + 2 }, (_, i) => i)] : bids)
      out.push({ type: 'bid', seat, bid: b as Bid });
    // An off-turn look is allowed (looking is not a turn) and tested on its own; here only the seat to act.
    if (seat === rules.currentPlayer(s) || s.looked[seat] || s.phase !== 'bidding') out.push({ type: 'look', seat });
    const hand = s.hands[seat];
    if (hand.length > 0) {
      out.push({ type: 'play', seat, card: hand[0] });
      out.push({ type: 'pass', seat, cards: hand.slice(0, 2) });
      out.push({ type: 'pass', seat, cards: hand.slice(0, 1) });
    }
  }
  const current = rules.currentPlayer(s);
  if (current !== null) {
    for (const card of new Set(s.hands.flat())) out.push({ type: 'play', seat: current, card });
    const hand = s.hands[current];
    if (s.phase === 'passing') {
      for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push({ type: 'pass', seat: current, cards: [hand[i], hand[j]] });
      out.push({ type: 'pass', seat: current, cards: hand.slice(0, 3) });
      out.push({ type: 'pass', seat: current, cards: [hand[0], s.hands[(current + 1) % n][0]] });
    }
  }
  return out;
}

/** Codes the seat must not see: other hands and the card aside, unless the seat sees that code legitimately. */
function hiddenFrom(s: State, seat: number): Card[] {
  const visible = new Set<Card>();
  if (s.looked[seat]) for (const c of s.hands[seat]) visible.add(c);
  for (const t of s.tricks) for (const p of t.plays) visible.add(p.card);
  for (const p of s.trick) visible.add(p.card);
  for (const p of s.passes) if (p.from === seat || p.to === seat) for (const c of p.cards) visible.add(c);
  const hidden = s.hands.flatMap((h, i) => (i === seat && s.looked[seat] ? [] : h));
  if (s.aside !== null) hidden.push(s.aside);
  return hidden.filter((c) => !visible.has(c));
}

function invariant(s: State): void {
  const o = s.options;
  const h = handSize(o);
  if (s.cards !== null) {
    // Card conservation: hands + played + aside = the deck of the format.
    const played = [...s.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...s.trick.map((p) => p.card)];
    const all = [...s.hands.flat(), ...played, ...(s.aside === null ? [] : [s.aside])];
    if (!sameCards(all, fullDeck(o))) throw new Error('cards are not conserved');
    if (s.tricksWon.reduce((a, b) => a + b, 0) !== s.tricks.length) throw new Error('trick counts do not add up');
    s.hands.forEach((hand, seat) => {
      const playedBy = s.tricks.length + (s.trick.some((p) => p.seat === seat) ? 1 : 0);
      if (s.phase !== 'passing' && hand.length !== h - playedBy) throw new Error(`seat ${seat} holds ${hand.length} cards`);
    });
    for (const t of s.tricks) if (t.winner !== naiveWinner(t.plays, o.identicalCards)) throw new Error(`trick ${JSON.stringify(t.plays)} went to the wrong seat`);
    if (s.broken !== brokenFromHistory(s)) throw new Error(`spades broken flag ${s.broken} disagrees with the history`);
  }
  for (const c of s.bagCounters) if (c < 0 || c >= o.bagLimit || (o.bags === 'off' && c !== 0)) throw new Error(`bag counter ${c} out of range`);
  const sums = sidesOf(o).map((_, i) => s.results.reduce((t, r) => t + r.sides[i].points, 0));
  if (sums.some((t, i) => t !== s.totals[i])) throw new Error('totals are not the sum of the hands');
  if (s.phase === 'bidding') s.looked.forEach((l, seat) => {
    if (!l && !(s.eligible[seat] && s.bids[seat] === null) && s.bids[seat] !== 'blind-nil') throw new Error('face down without a reason');
  });
}

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
      expect(r.sides[i].points, `hand with bids ${JSON.stringify(r.bids)} tricks ${JSON.stringify(r.tricks)}`).toBe(naive.points);
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
          if (st.phase === 'playing') expect(legal.map((a) => (a.type === 'play' ? a.card : a.type)).sort()).toEqual(naivePlayable(st));
          if (st.phase === 'bidding') expect(legal.flatMap((a) => (a.type === 'bid' ? [String(a.bid)] : [])).sort()).toEqual(naiveBids(st));
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
            const expected = st.phase === 'bidding' && st.eligible[seat] && (st.bids[seat] === null || st.bids[seat] === 'blind-nil');
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
          if (prev && prev.phase === 'bidding' && st.bids.filter((b) => b !== null).length > prev.bids.filter((b) => b !== null).length) {
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
