import { describe, expect, it } from 'vitest';
import { DealError } from '../../core/contract.ts';
import { deck48, standardDeck } from '../../core/deck.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { rotationTrump, variationContract } from './deal.ts';
import { awaiting, opts } from './fixtures.ts';
import { rules } from './index.ts';
import { forehandOf, middleOf } from './state.ts';

const shuffledDeck = (n: 48 | 52, seed: number) =>
  shuffled(n === 48 ? deck48() : standardDeck(), rngFrom(seedState(seed)));

describe('SPR-T1 trump rotation (SPR-5.1, SPR-S5)', () => {
  it('deal 1 ♣, 2 ♠, 3 ♥, 4 ♦, 5 ♣ again, 9 ♣', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => rotationTrump(n, opts()))).toEqual(['C', 'S', 'H', 'D', 'C', 'C']);
  });
  it('the Icelandic order ♥ ♠ ♦ ♣', () => {
    expect([1, 2, 3, 4, 5].map((n) => rotationTrump(n, opts({ rotation: 'HSDC' })))).toEqual(['H', 'S', 'D', 'C', 'H']);
  });
  it('a started deal takes its trump from its number, whoever deals (SPR-D12)', () => {
    for (const dealer of [0, 1, 2]) {
      const s = rules.startDeal(awaiting(opts(), 4, dealer), { kind: 'shuffle' });
      expect([s.dealNumber, s.trump, s.contract, s.dealer]).toEqual([4, 'D', 'trump', dealer]);
    }
    const talon = rules.startDeal(awaiting(opts({ form: 'talon' }), 6, 1), { kind: 'shuffle' });
    expect(talon.trump).toBe('S');
  });
});

describe('SPR-T2 decks', () => {
  it('the standard form uses 48 cards without 2s; the other forms all 52; no card twice', () => {
    for (const [form, size] of [
      ['standard', 48],
      ['variation', 52],
      ['talon', 52],
    ] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const s = rules.startDeal(rules.setup(opts({ form }), seed % 3, seed), { kind: 'shuffle' });
        const all = [...s.hands.flat(), ...s.stock];
        expect(all).toHaveLength(size);
        expect(new Set(all).size).toBe(size);
        if (form === 'standard') expect(all.some((c) => c[0] === '2')).toBe(false);
        expect(s.hands.map((h) => h.length)).toEqual(form === 'talon' ? [13, 13, 13] : [12, 12, 12]);
      }
    }
  });
});

describe('SPR-T3 dealing order (SPR-4.3, SPR-4.4, records.md pile order)', () => {
  it('standard: F gets deck[0], M deck[1], D deck[2]; the stock is deck[36…47] top first', () => {
    const deck = shuffledDeck(48, 3);
    const dealer = 1;
    const s = rules.startDeal(awaiting(opts(), 1, dealer), { kind: 'deck', deck });
    const f = forehandOf(dealer, s.options);
    const m = middleOf(dealer, s.options);
    expect([f, m]).toEqual([2, 0]);
    expect(s.hands[f]).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33].map((i) => deck[i]));
    expect(s.hands[m][0]).toBe(deck[1]);
    expect(s.hands[dealer][0]).toBe(deck[2]);
    expect(s.stock).toEqual(deck.slice(36));
    expect(s.stock[0]).toBe(deck[36]);
  });
  it('talon form: F, M, D, talon thirteen times; the talon is deck[3], deck[7], …', () => {
    const deck = shuffledDeck(52, 4);
    const s = rules.startDeal(awaiting(opts({ form: 'talon' }), 1, 0), { kind: 'deck', deck });
    expect(s.hands[1][0]).toBe(deck[0]);
    expect(s.hands[2][0]).toBe(deck[1]);
    expect(s.hands[0][0]).toBe(deck[2]);
    expect(s.stock).toEqual(Array.from({ length: 13 }, (_, i) => deck[4 * i + 3]));
  });
});

describe('SPR-T4 the revealing cut (COM-4, SPR-D5)', () => {
  it.each([4, 48, 1, 51])('cut k = %i: revealed old[k−1], bottom of deck and stock, never in a hand', (k) => {
    const deck = shuffledDeck(52, k);
    const s = rules.startDeal(awaiting(opts({ form: 'variation' }), 1, 2), { kind: 'deck', deck, cut: k });
    expect(s.revealed).toBe(deck[k - 1]);
    const cutDeck = [...deck.slice(k), ...deck.slice(0, k)];
    expect(cutDeck[51]).toBe(s.revealed);
    expect(s.stock).toHaveLength(16);
    expect(s.stock[15]).toBe(s.revealed);
    expect(s.stock[0]).toBe(cutDeck[36]);
    expect(s.hands.flat()).not.toContain(s.revealed);
    expect(rules.dealCards(s)).toEqual({ deck, cut: k });
  });
  it('the shuffle picks the cut from 4 … 48 (COM-4.1) and records deck and cut', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const s = rules.startDeal(rules.setup(opts({ form: 'variation' }), 0, seed), { kind: 'shuffle' });
      const cards = rules.dealCards(s) as { deck: string[]; cut: number };
      seen.add(cards.cut);
      expect(cards.cut).toBeGreaterThanOrEqual(4);
      expect(cards.cut).toBeLessThanOrEqual(48);
      expect(s.revealed).toBe(cards.deck[cards.cut - 1]);
    }
    expect(seen.size).toBeGreaterThan(30);
  });
});

describe('SPR-T5 the revealed rank fixes the contract (SPR-5.3, SPR-S4, SPR-S6)', () => {
  const seed = opts({ form: 'variation' });
  it.each([
    ['2H', 'nullo', null],
    ['5H', 'nullo', null],
    ['4S', 'nullo', null],
    ['6D', 'trump', 'D'],
    ['7D', 'trump', 'D'],
    ['9S', 'trump', 'S'],
    ['TC', 'trump', 'C'],
    ['JS', 'grand', null],
    ['QH', 'grand', null],
    ['AC', 'grand', null],
  ])('seed bands: %s → %s %s', (card, contract, trump) => {
    expect(variationContract(card, 1, seed)).toEqual({ contract, trump });
  });
  it('Icelandic bands: ♣10 → grand, ♣9 → trump in clubs, ♥5 → nullo', () => {
    const ice = opts({ form: 'variation', bands: 'icelandic' });
    expect(variationContract('TC', 1, ice).contract).toBe('grand');
    expect(variationContract('9C', 1, ice)).toEqual({ contract: 'trump', trump: 'C' });
    expect(variationContract('5H', 1, ice).contract).toBe('nullo');
  });
  it('SPR-S6 "rotation": a trump deal takes the rotation suit of its deal number', () => {
    const rot = opts({ form: 'variation', variationTrump: 'rotation' });
    expect(variationContract('7D', 2, rot)).toEqual({ contract: 'trump', trump: 'S' });
    expect(
      variationContract('7D', 3, opts({ form: 'variation', variationTrump: 'rotation', rotation: 'HSDC' })),
    ).toEqual({ contract: 'trump', trump: 'D' });
    expect(variationContract('QD', 2, rot)).toEqual({ contract: 'grand', trump: null });
  });
});

describe('SPR-T22 / SPR-T25 dealer rotation and direction (SPR-3.2, COM-S1)', () => {
  it("the deal passes left: forhånd of one deal deals the next; F is the dealer's left neighbour", () => {
    let s = rules.setup(opts({ target: 99 }), 2, 5);
    const dealers: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect(rules.dealer(s)).toBe([2, 0, 1][i % 3]);
      s = rules.startDeal(s, { kind: 'shuffle' });
      dealers.push(s.dealer);
      expect(s.turn).toBe((s.dealer + 1) % 3);
      while (!rules.awaitingDeal(s)) s = rules.applyAction(s, rules.legalActions(s)[0]);
    }
    expect(dealers).toEqual([2, 0, 1, 2, 0, 1]);
  });
  it("counter-clockwise: forhånd is the dealer's right neighbour, the deal passes right, play order reverses", () => {
    const o = opts({ direction: 'counterclockwise' });
    expect([forehandOf(1, o), middleOf(1, o)]).toEqual([0, 2]);
    let s = rules.startDeal(awaiting(o, 1, 1), { kind: 'shuffle' });
    expect(s.turn).toBe(0);
    const order: number[] = [];
    while (s.phase === 'exchange') {
      order.push(s.turn as number);
      s = rules.applyAction(s, { type: 'exchange', seat: s.turn as number, discards: [] });
    }
    expect(order).toEqual([0, 2, 1]);
    s = rules.applyAction(s, rules.legalActions(s)[0]);
    expect(s.turn).toBe(2);
    s = rules.applyAction(s, rules.legalActions(s)[0]);
    expect(s.turn).toBe(1);
    s = { ...s, phase: 'awaitingDeal' };
    expect(rules.dealer(s)).toBe(0);
  });
});

describe('deal errors (records.md "Error positions")', () => {
  const bad = (form: 'standard' | 'variation' | 'talon', source: Parameters<typeof rules.startDeal>[1]) => () =>
    rules.startDeal(awaiting(opts({ form }), 1, 0), source);
  const d48 = deck48();
  const d52 = standardDeck();
  it('wrong, duplicate or missing cards', () => {
    expect(bad('standard', { kind: 'deck', deck: d52 })).toThrow(DealError);
    expect(bad('standard', { kind: 'deck', deck: [...d48.slice(1), d48[2]] })).toThrow(/appears too often/);
    expect(bad('variation', { kind: 'deck', deck: d52.slice(1), cut: 5 })).toThrow(/missing/);
    expect(bad('talon', { kind: 'deck', deck: ['2x', ...d52.slice(1)] })).toThrow(DealError);
  });
  it('a cut where there is none, a missing cut, an impossible cut', () => {
    expect(bad('standard', { kind: 'deck', deck: d48, cut: 5 })).toThrow(/no cut/);
    expect(bad('talon', { kind: 'deck', deck: d52, cut: 5 })).toThrow(/no cut/);
    expect(bad('variation', { kind: 'deck', deck: d52 })).toThrow(/needs the cut/);
    for (const cut of [0, 52, -1, 2.5])
      expect(bad('variation', { kind: 'deck', deck: d52, cut })).toThrow(/impossible cut/);
  });
  const split = (deck: string[], size: number) => ({
    hands: [deck.slice(0, size), deck.slice(size, 2 * size), deck.slice(2 * size, 3 * size)],
    stock: deck.slice(3 * size),
  });
  it('hands form: sizes, stock, revealed must be the last stock card (variation only)', () => {
    const std = split(d48, 12);
    expect(rules.startDeal(awaiting(opts(), 1, 0), { kind: 'hands', ...std }).stock).toEqual(d48.slice(36));
    expect(bad('standard', { kind: 'hands', hands: std.hands })).toThrow(/needs the stock/);
    expect(bad('standard', { kind: 'hands', hands: std.hands.slice(0, 2), stock: std.stock })).toThrow(/3 hands/);
    expect(
      bad('standard', {
        kind: 'hands',
        hands: [std.hands[0].slice(1), std.hands[1], [...std.hands[2], std.hands[0][0]]],
        stock: std.stock,
      }),
    ).toThrow(/12 cards/);
    expect(bad('standard', { kind: 'hands', ...std, revealed: std.stock[11] })).toThrow(/no revealed card/);
    const vari = split(d52, 12);
    const last = vari.stock[15];
    expect(
      rules.startDeal(awaiting(opts({ form: 'variation' }), 1, 0), { kind: 'hands', ...vari, revealed: last }).revealed,
    ).toBe(last);
    expect(bad('variation', { kind: 'hands', ...vari, revealed: vari.stock[0] })).toThrow(/last stock card/);
    expect(bad('variation', { kind: 'hands', ...vari })).toThrow(/revealed/);
    expect(bad('variation', { kind: 'hands', hands: vari.hands, stock: vari.stock.slice(1), revealed: last })).toThrow(
      /16 cards/,
    );
    const tal = split(d52, 13);
    expect(rules.startDeal(awaiting(opts({ form: 'talon' }), 1, 0), { kind: 'hands', ...tal }).stock).toEqual(
      tal.stock,
    );
    expect(bad('talon', { kind: 'hands', hands: tal.hands, stock: [...tal.stock.slice(1), tal.hands[0][0]] })).toThrow(
      /too often/,
    );
  });
  it('no deal while one is in progress', () => {
    const s = rules.startDeal(awaiting(opts(), 1, 0), { kind: 'shuffle' });
    expect(() => rules.startDeal(s, { kind: 'shuffle' })).toThrow(DealError);
  });
});
