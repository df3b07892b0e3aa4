import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical } from '../testing/testkit.ts';
import { rankValue, suitOf, isCardCode, type Card, type Suit } from './cards.ts';
import { deck48, deckProblem, deckWith, doubleDeck, sameCards, standardDeck } from './deck.ts';
import { chooseCut, dealInOrder, isValidCut, revealingCut } from './dealing.ts';
import { rngFrom, seedState, shuffled } from './rng.ts';
import { nextSeat, previousSeat, seatAfter, seatsFrom } from './seats.ts';
import { followingCards, trickWinner, type Play } from './trick.ts';

describe('cards and decks (COM-1)', () => {
  it('the standard pack has 52 distinct valid codes, the pack without 2s 48 (SPR-2.1)', () => {
    const d = standardDeck();
    expect(new Set(d).size).toBe(52);
    expect(d.every(isCardCode)).toBe(true);
    expect(deck48()).toHaveLength(48);
    expect(deck48().some((c) => c[0] === '2')).toBe(false);
  });
  it('joker and double decks (SPD-10.3, SPD-10.8)', () => {
    const j = deckWith(['2C', '2H'], 2);
    expect(j).toHaveLength(52);
    expect(j).toContain('BJ');
    expect(j).toContain('LJ');
    expect(j).not.toContain('2C');
    expect(doubleDeck(['2C'], 0)).toHaveLength(102);
    expect(doubleDeck([], 2)).toHaveLength(108);
  });
  it('card codes are case-sensitive and strict', () => {
    for (const bad of ['as', 'AX', '1S', '10H', 'A', '', 'BJJ', 'bj', 5, null]) expect(isCardCode(bad)).toBe(false);
    expect(isCardCode('TH')).toBe(true);
  });
  it('ace high, jokers above (COM-1.2, SPD-10.3)', () => {
    expect(rankValue('AS')).toBeGreaterThan(rankValue('KS'));
    expect(rankValue('2S')).toBe(2);
    expect(rankValue('BJ')).toBeGreaterThan(rankValue('LJ'));
    expect(rankValue('LJ')).toBeGreaterThan(rankValue('AS'));
    expect(suitOf('BJ')).toBeNull();
  });
  it('deckProblem names unknown, duplicate and missing cards', () => {
    const d = standardDeck();
    expect(deckProblem(d, d)).toBeNull();
    expect(deckProblem([...d.slice(1), d[1]], d)).toMatch(/too often/);
    expect(deckProblem(d.slice(1), d)).toMatch(/missing/);
    expect(deckProblem([...d.slice(1), 'BJ'], d)).toMatch(/not in this deck/);
    expect(sameCards(['AS', 'AS', 'KH'], ['AS', 'KH', 'AS'])).toBe(true);
    expect(sameCards(['AS', 'KH', 'KH'], ['AS', 'KH', 'AS'])).toBe(false);
  });
});

describe('seeded RNG (COM-3.2)', () => {
  it('same seed, same sequence; the state alone continues the sequence', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 50 }), (seed, skip) => {
        const a = rngFrom(seedState(seed));
        const b = rngFrom(seedState(seed));
        for (let i = 0; i < skip; i++) expect(a.next()).toBe(b.next());
        const saved = JSON.parse(JSON.stringify({ s: a.state })).s;
        const c = rngFrom(saved);
        for (let i = 0; i < 5; i++) expect(c.next()).toBe(a.next());
      }),
    );
  });
  it('different seeds give different shuffles, and every shuffle is a permutation', () => {
    const d = standardDeck();
    const x = shuffled(d, rngFrom(seedState(1)));
    const y = shuffled(d, rngFrom(seedState(2)));
    expect(x).not.toEqual(y);
    expect(sameCards(x, d)).toBe(true);
  });
  it('int and between stay in range and hit both ends', () => {
    const r = rngFrom(seedState(7));
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = r.between(4, 8);
      expect(v).toBeGreaterThanOrEqual(4);
      expect(v).toBeLessThanOrEqual(8);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('seats (COM-2, COM-S1)', () => {
  it('clockwise: the next player is on the left (i+1); mirrored: i−1', () => {
    expect(nextSeat(3, 4, 'clockwise')).toBe(0);
    expect(nextSeat(0, 4, 'counterclockwise')).toBe(3);
    expect(previousSeat(0, 3, 'clockwise')).toBe(2);
    expect(seatAfter(1, 5, 3, 'clockwise')).toBe(0);
    expect(seatsFrom(2, 4, 'clockwise')).toEqual([2, 3, 0, 1]);
    expect(seatsFrom(2, 4, 'counterclockwise')).toEqual([2, 1, 0, 3]);
  });
});

describe('dealing orders (COM-3) and the revealing cut (COM-4)', () => {
  it('card i goes to order[i mod len]; piles keep dealing order; the rest keeps its order', () => {
    const deck = standardDeck();
    const { piles, rest } = dealInOrder(deck, [1, 2, 0], 36, 3);
    expect(piles[1].slice(0, 2)).toEqual([deck[0], deck[3]]);
    expect(piles[2][0]).toBe(deck[1]);
    expect(piles[0][0]).toBe(deck[2]);
    expect(piles.map((p) => p.length)).toEqual([12, 12, 12]);
    expect(rest).toEqual(deck.slice(36));
  });
  it('dealing order L, R, pickup, D: the pickup is deck[2], deck[6], … and the dealer gets the last card', () => {
    const deck = standardDeck();
    const { piles } = dealInOrder(deck, [0, 1, 2, 3], 52, 4);
    expect(piles[2].slice(0, 3)).toEqual([deck[2], deck[6], deck[10]]);
    expect(piles[3][12]).toBe(deck[51]);
  });
  it('the cut reveals old[k−1] and puts it at the bottom (COM-4.2, COM-4.3)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 51 }), fc.integer(), (k, seed) => {
        const deck = shuffled(standardDeck(), rngFrom(seedState(seed)));
        const { deck: after, revealed } = revealingCut(deck, k);
        expect(revealed).toBe(deck[k - 1]);
        expect(after[51]).toBe(revealed);
        expect(after).toEqual([...deck.slice(k), ...deck.slice(0, k)]);
      }),
    );
  });
  it('the app cuts 4 … N−4; a record may cut 1 … N−1 (COM-4.1)', () => {
    const r = rngFrom(seedState(3));
    for (let i = 0; i < 500; i++) {
      const k = chooseCut(r, 52);
      expect(k >= 4 && k <= 48).toBe(true);
    }
    expect(isValidCut(1, 52)).toBe(true);
    expect(isValidCut(51, 52)).toBe(true);
    expect(isValidCut(0, 52)).toBe(false);
    expect(isValidCut(52, 52)).toBe(false);
    expect(isValidCut(2.5, 52)).toBe(false);
  });
});

/** An independent naive oracle for COM-5.5: sort candidates by (trump, led suit, rank), stable by order. */
function oracle(plays: Play[], trump: Suit | null, identical: 'first' | 'last'): number {
  const led = suitOf(plays[0].card);
  const score = (c: Card) => (suitOf(c) === trump ? 200 : suitOf(c) === led ? 100 : 0) + rankValue(c);
  const scores = plays.map((p) => score(p.card));
  const top = Math.max(...scores);
  const idx = scores.map((s, i) => (s === top ? i : -1)).filter((i) => i >= 0);
  return identical === 'first' ? idx[0] : idx[idx.length - 1];
}

describe('trick winner (COM-5.5) against a naive oracle', () => {
  const suit = fc.constantFrom<Suit>('C', 'D', 'H', 'S');
  it('random tricks of 3 to 6 players, any trump policy, identical cards either way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.option(suit, { nil: null }),
        fc.constantFrom<'first' | 'last'>('first', 'last'),
        fc.integer(),
        (n, trump, identical, seed) => {
          const deck = shuffled(doubleDeck([], 0), rngFrom(seedState(seed)));
          const plays = deck.slice(0, n).map((card, i) => ({ seat: i, card }));
          expect(trickWinner(plays, { trump, identical })).toBe(oracle(plays, trump, identical));
        },
      ),
      { numRuns: 5000 },
    );
  });
  it('a custom suit and rank: jokers as the top trumps (♠), ace low', () => {
    const asSpade = (c: Card) => suitOf(c) ?? 'S';
    const plays = [
      { seat: 0, card: 'KS' },
      { seat: 1, card: 'LJ' },
      { seat: 2, card: 'AS' },
      { seat: 3, card: 'BJ' },
    ];
    expect(trickWinner(plays, { trump: 'S', suitOf: asSpade })).toBe(3);
    const aceLow = (c: Card) => (c[0] === 'A' ? 1 : rankValue(c));
    expect(
      trickWinner(
        [
          { seat: 0, card: '2H' },
          { seat: 1, card: 'AH' },
        ],
        { trump: null, rank: aceLow },
      ),
    ).toBe(0);
  });
  it('follow suit (COM-5.3): must follow when able, anything when void', () => {
    expect(followingCards(['AS', '2H', 'KH'], 'H')).toEqual(['2H', 'KH']);
    expect(followingCards(['AS', '2C'], 'H')).toEqual(['AS', '2C']);
    expect(followingCards(['AS'], null)).toEqual(['AS']);
  });
});

describe("canonical (the tests' and the soak's equality)", () => {
  // The reference: JSON.stringify of a copy whose object keys are sorted (what canonical was written as).
  const reference = (v: unknown): string =>
    JSON.stringify(v, (_k, val) =>
      val && typeof val === 'object' && !Array.isArray(val)
        ? Object.fromEntries(
            Object.keys(val)
              .sort()
              .map((k) => [k, (val as Record<string, unknown>)[k]]),
          )
        : val,
    );
  it('writes the same text as the sorted JSON.stringify, undefined members included', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.double()),
      node: fc.oneof(
        fc.array(tie('any'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 3 }), tie('any'), { maxKeys: 4 }),
      ),
      any: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('node')),
    })).any;
    fc.assert(
      fc.property(value, (v) => canonical(v) === reference(v)),
      { numRuns: 3000 },
    );
  });
  it('does not depend on the order keys were written in', () => {
    expect(canonical({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonical({ a: [{ c: 3, d: 2 }], b: 1 }));
  });
});
