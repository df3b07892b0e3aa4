import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/deck.ts';
import { DealError } from '../../core/contract.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { rules } from './index.ts';
import { awaiting, dealt, hand, cards } from './test-support.ts';

const deck = (seed: number) => shuffled(standardDeck(), rngFrom(seedState(seed)));

describe('TRB-T4 the round-one revealing cut (TRB-5.2, COM-4, TRB-D2)', () => {
  it.each([1, 4, 17, 26, 48, 51])(
    'k = %i: revealed = old[k−1], trump is its suit, and it is the dealer’s 52nd card',
    (k) => {
      const d = deck(k);
      const s = dealt(1, { kind: 'deck', deck: d, cut: k }, { firstDealer: 2 });
      expect(s.revealed).toBe(d[k - 1]);
      expect(s.trump).toBe(d[k - 1][1]);
      const cutDeck = [...d.slice(k), ...d.slice(0, k)];
      expect(cutDeck[51]).toBe(d[k - 1]);
      expect(s.hands[2]).toContain(d[k - 1]);
      expect(s.hands[2][12]).toBe(d[k - 1]);
      // the view tells everybody that the dealer received it (public fact), and who cut
      for (const seat of [0, 1, 2]) {
        const v = rules.observe(s, seat);
        expect(v.revealed).toBe(d[k - 1]);
        expect(v.revealedTo).toBe(2);
        expect(v.cutBy).toBe(0);
      }
    },
  );
  it('the shuffled deal cuts with k in 4 … 48 and records the deck before the cut', () => {
    let s = awaiting(1, { seed: 9 });
    s = rules.startDeal(s, { kind: 'shuffle' });
    const rec = rules.dealCards(s) as { deck: string[]; cut: number };
    expect(rec.cut).toBeGreaterThanOrEqual(4);
    expect(rec.cut).toBeLessThanOrEqual(48);
    expect(s.revealed).toBe(rec.deck[rec.cut - 1]);
    const again = rules.startDeal(awaiting(1, { seed: 9 }), { kind: 'deck', deck: rec.deck, cut: rec.cut });
    expect(again.hands).toEqual(s.hands);
    expect(again.pickup).toEqual(s.pickup);
  });
  it('TRB-L2: Liv cuts and reveals ♥8; it becomes your 13th card and hearts are trump', () => {
    const d = deck(3);
    const k = d.indexOf('8H') + 1;
    const s = dealt(1, { kind: 'deck', deck: d, cut: k }, { firstDealer: 0 });
    expect(s.trump).toBe('H');
    expect(s.hands[0][12]).toBe('8H');
    expect(rules.observe(s, 0).cutBy).toBe(1);
  });
});

describe('TRB-T5 deal order L, R, pickup, D (TRB-5.3, TRB-D7, records.md pile order)', () => {
  it('L gets deck[0], R deck[1], the pickup deck[2] on top, D deck[3] … deck[51]; 13 each', () => {
    const d = deck(5);
    const s = dealt(4, { kind: 'deck', deck: d }, { firstDealer: 1 }); // deal 4: dealer 1, L 2, R 0
    expect(s.dealer).toBe(1);
    expect(s.hands[2][0]).toBe(d[0]);
    expect(s.hands[0][0]).toBe(d[1]);
    expect(s.pickup[0]).toBe(d[2]);
    expect(s.pickup[1]).toBe(d[6]);
    expect(s.hands[1][0]).toBe(d[3]);
    expect(s.hands[1][12]).toBe(d[51]);
    expect([...s.hands.map((h) => h.length), s.pickup.length]).toEqual([13, 13, 13, 13]);
  });
});

describe('TRB-T6 no cut reveal in rounds 2–4', () => {
  it.each([4, 5, 6, 7, 9, 10, 12, 13])('deal %i: no revealed card, trump not taken from any card', (deal) => {
    const s = dealt(deal, { kind: 'deck', deck: deck(deal) });
    expect(s.revealed).toBeNull();
    expect(s.trump).toBeNull();
    expect(rules.dealCards(s)).not.toHaveProperty('cut');
    expect(s.phase).toBe(deal >= 4 && deal <= 6 ? 'trump' : 'exchange');
  });
  it('a cut given outside round 1 is a deal error, as is a round-1 deck without a cut', () => {
    expect(() => dealt(4, { kind: 'deck', deck: deck(1), cut: 10 })).toThrow(DealError);
    expect(() => dealt(1, { kind: 'deck', deck: deck(1) })).toThrow(/needs a cut/);
    expect(() => dealt(1, { kind: 'deck', deck: deck(1), cut: 0 })).toThrow(DealError);
    expect(() => dealt(1, { kind: 'deck', deck: deck(1), cut: 52 })).toThrow(DealError);
    expect(() => dealt(1, { kind: 'deck', deck: deck(1), cut: 2.5 })).toThrow(DealError);
  });
});

describe('deal cards from outside (COM-3.2, records.md)', () => {
  const you = hand('♠ A Q · ♥ A K 10 8 4 · ♦ K 6 2 · ♣ 9 5 3');
  const liv = hand('♠ 3 2 · ♥ J 7 · ♦ J 10 8 5 4 3 · ♣ 10 8 6');
  const rune = hand('♠ J 9 6 5 4 · ♥ 5 2 · ♦ A 7 · ♣ K Q 4 2');
  const pickup = cards('♥Q ♠K ♣A ♦9 ♥3 ♠7 ♠10 ♥6 ♥9 ♣J ♣7 ♠8 ♦Q');
  it('the TRB-L3 hands form a 52-card pack', () => {
    const s = dealt(1, { kind: 'hands', hands: [you, liv, rune], stock: pickup, revealed: '8H' });
    expect(s.trump).toBe('H');
    expect(s.pickup).toEqual(pickup);
    expect(rules.dealCards(s)).toEqual({ hands: [you, liv, rune], stock: pickup, revealed: '8H' });
  });
  it.each([
    ['round 1 without revealed', { hands: [you, liv, rune], stock: pickup }, 1, /revealed card/],
    [
      'revealed not in the dealer’s hand',
      { hands: [you, liv, rune], stock: pickup, revealed: '2S' },
      1,
      /dealer's hand/,
    ],
    ['revealed in round 2', { hands: [you, liv, rune], stock: pickup, revealed: '8H' }, 4, /no revealed/],
    ['no stock', { hands: [you, liv, rune] }, 4, /stock/],
    ['a short hand', { hands: [you.slice(1), liv, rune], stock: [...pickup, you[0]] }, 4, /13 cards/],
    ['two hands', { hands: [you, liv], stock: pickup }, 4, /3 hands/],
    ['a duplicated card', { hands: [you, liv, [...rune.slice(1), you[0]]], stock: pickup }, 4, /too often/],
    ['an unknown card', { hands: [you, liv, [...rune.slice(1), 'BJ']], stock: pickup }, 4, /not in this deck/],
  ])('refused: %s', (_name, src, deal, message) => {
    expect(() => dealt(deal, { kind: 'hands', ...src })).toThrow(message);
  });
  it('a deck with a missing, duplicated or extra card is refused', () => {
    const d = deck(2);
    expect(() => dealt(4, { kind: 'deck', deck: d.slice(1) })).toThrow(/52 cards/);
    expect(() => dealt(4, { kind: 'deck', deck: [...d.slice(1), d[1]] })).toThrow(/too often/);
  });
  it('no second deal while one is in progress', () => {
    const s = dealt(4, { kind: 'deck', deck: deck(1) });
    expect(() => rules.startDeal(s, { kind: 'shuffle' })).toThrow(DealError);
  });
});
