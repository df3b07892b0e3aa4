// The read of the bids (bid-read.ts): a nil bidder's hand, a number bid by the hand and by what the seat knew when
// it bid, the bids read on the hands as dealt.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../core/rng.ts';
import { decisionPoint } from '../bots/decision-points.test-helpers.ts';
import { policies } from '../bots/levels/index.ts';
import { type View, rules } from '../rules/index.ts';
import { BID_CONTEXT, bidContext, bidsFit } from './evidence.ts';
import { type BidDistance, NIL_WEIGHTS, asDealt, bidLikelihood, bidModelAt, expectedBid } from './bid-read.ts';
import { codesOf, masksOf } from './cards.ts';

/** The hand-alone model's distance from a number bid, in its spreads. */
const byHand: BidDistance = (hands, b, bid) => (expectedBid(hands, b) - bid) / 1.16;

describe('Spades bid read', () => {
  it("reads the bids: a nil bidder's hand with the top spades or a side ace is far less likely, a number bid fits its tricks", () => {
    const hand = (cards: number[][]) => {
      const h = new Int32Array(16);
      for (const [suit, rank] of cards) h[4 + suit] |= 1 << rank;
      return h;
    };
    const nil = bidLikelihood([null, 'nil', null, null], 0, byHand);
    const low = hand([
      [3, 2],
      [3, 3],
      [0, 2],
      [0, 5],
      [1, 4],
      [2, 6],
    ]);
    expect(
      nil(
        hand([
          [3, 14],
          [3, 3],
          [0, 2],
          [0, 5],
          [1, 4],
          [2, 6],
        ]),
      ),
    ).toBeLessThan(0.05 * nil(low));
    expect(
      nil(
        hand([
          [3, 2],
          [3, 3],
          [0, 14],
          [0, 5],
          [1, 4],
          [2, 6],
        ]),
      ),
    ).toBeLessThan(0.5 * nil(low));
    const four = bidLikelihood([null, 4, null, null], 0, byHand);
    const strong = hand([
      [3, 14],
      [3, 13],
      [3, 5],
      [0, 14],
      [0, 4],
      [0, 6],
      [1, 13],
      [1, 7],
      [2, 6],
      [2, 8],
    ]);
    expect(four(strong)).toBeGreaterThan(4 * four(low));
    // The seat's own bid says nothing to itself.
    expect(bidLikelihood(['nil', null, null, null], 0, byHand)(hand([[3, 14]]))).toBe(1);
  });

  /** How likely seat 1 bid nil on `h` (its four suit masks) by the read `w` (bidLikelihood's nil read). */
  const nilRead = (w: readonly number[], h: Int32Array) =>
    bidLikelihood([null, 'nil'], 0, byHand, w)(Int32Array.from([0, 0, 0, 0, ...h]));

  it('reads a nil by the fitted model (NIL_WEIGHTS): low side cards and short suits make a nil likelier, top spades rarer', () => {
    const hand = (cards: number[][]) => {
      const h = new Int32Array(4);
      for (const [suit, rank] of cards) h[suit] |= 1 << rank;
      return h;
    };
    // The ♣9 or the ♣3 beside the same cards: the low one is likelier.
    const base = [
      [3, 2],
      [3, 5],
      [0, 4],
      [1, 3],
      [1, 7],
      [2, 5],
      [2, 8],
    ];
    expect(nilRead(NIL_WEIGHTS, hand([...base, [0, 3]]))).toBeGreaterThan(
      1.5 * nilRead(NIL_WEIGHTS, hand([...base, [0, 9]])),
    );
    // The ♠Q costs a nil more than a side queen; the ♠K more than a side king.
    expect(nilRead(NIL_WEIGHTS, hand([...base, [3, 12]]))).toBeLessThan(nilRead(NIL_WEIGHTS, hand([...base, [0, 12]])));
    expect(nilRead(NIL_WEIGHTS, hand([...base, [3, 13]]))).toBeLessThan(
      0.1 * nilRead(NIL_WEIGHTS, hand([...base, [0, 13]])),
    );
  });

  it('reads a bid on the hand as dealt (asDealt): the cards a seat holds plus those it has played, so the true deal fits the bids all hand long', () => {
    let positions = 0;
    let fitDealt = 0;
    let fitHeld = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = decisionPoint(seed, {}, 16 + (seed % 6) * 6);
      if (s.phase !== 'playing' || s.tricks.length < 2) continue;
      const seat = s.turn as number;
      const v = rules.observe(s, seat);
      const truth = new Int32Array(16);
      s.hands.forEach((h, i) => truth.set(Array.from(masksOf(h)), i * 4));
      // The true holdings read as dealt are the 13 cards each seat was dealt.
      const dealt = asDealt(v, (h) => Array.from(h))(truth);
      for (let i = 0; i < 4; i++) expect(codesOf(Int32Array.from(dealt.slice(i * 4, i * 4 + 4))).length).toBe(13);
      const fit = bidsFit(v.bids, seat);
      if (asDealt(v, fit)(truth)) fitDealt++;
      if (fit(truth)) fitHeld++;
      positions++;
    }
    expect(positions).toBeGreaterThanOrEqual(30);
    // The bid filter read as dealt keeps the true deal in nearly every position; read on the cards still held (as the
    // levels' filter reads them, a caution the playouts' optimism needs) it rules it out in many.
    expect(fitDealt).toBeGreaterThanOrEqual(0.9 * positions);
    expect(fitHeld).toBeLessThan(fitDealt - 0.1 * positions);
  });

  it("knows what each seat knew when it bid: only the bids before its own, in the order from the dealer's left (SPD-5)", () => {
    const f = new Float64Array(BID_CONTEXT);
    // Dealer 3: seat 0 bids first, then 1, 2, 3. Partners 0–2, 1–3.
    const bids = [2, 'nil', 4, 3] as const;
    bidContext(bids, 3, 0, 2, f);
    expect([...f]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    bidContext(bids, 3, 2, 0, f);
    expect([...f]).toEqual([2, 0, 0, 0, 1, 0, 2]);
    bidContext(bids, 3, 3, 1, f);
    expect([...f]).toEqual([0, 1, 6, 0, 0, 1, 6]);
    // Dealer 1: seat 2 bids first, so its partner's 2 (seat 0, third) came after it.
    bidContext(bids, 1, 2, 0, f);
    expect([...f]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    bidContext(bids, 1, 1, 3, f);
    expect([...f]).toEqual([3, 0, 6, 0, 0, 1, 9]);
  });

  /** The squared errors of two bid models on a level's number bids of deals 1‥`deals` (seats 1–3, as seat 0 sees them). */
  const bidErrors = (
    level: 'strong' | 'expert',
    deals: number,
    models: (v: View) => readonly [(h: Int32Array, b: number) => number, (h: Int32Array, b: number) => number],
  ) => {
    const err = { first: 0, second: 0, bids: 0 };
    for (let seed = 1; seed <= deals; seed++) {
      const r = rngFrom(seedState(seed));
      let s = rules.startDeal(rules.setup(rules.parseOptions({}), seed % 4, seed), { kind: 'shuffle' });
      while (s.phase === 'bidding')
        s = rules.applyAction(
          s,
          policies[level].choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r),
        );
      if (s.phase !== 'playing') continue;
      const v = rules.observe(s, 0);
      const truth = new Int32Array(16);
      s.hands.forEach((h, i) => truth.set(Array.from(masksOf(h)), i * 4));
      const [first, second] = models(v);
      for (let seat = 1; seat < 4; seat++) {
        const bid = v.bids[seat];
        if (typeof bid !== 'number') continue;
        err.first += (first(truth, seat << 2) - bid) ** 2;
        err.second += (second(truth, seat << 2) - bid) ** 2;
        err.bids++;
      }
    }
    return err;
  };

  it("reads a number bid with what the seat knew when it bid (bidModelAt: the bids before it, its place): Strong's bids fit it far better than the hand alone", () => {
    const err = bidErrors('strong', 24, (v) => [bidModelAt(v), expectedBid]);
    expect(err.bids).toBeGreaterThan(50);
    expect(err.first).toBeLessThan(0.75 * err.second);
  });

  // BIDS_EXPERT was fitted to Expert's bids at a nil bar of 85 %; at today's 70 % Expert's number bids fit both
  // models alike, so a refit (lab/) may move it.
});
