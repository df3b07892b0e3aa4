import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/deck.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { rules } from './index.ts';
import { legalExchanges, sampleExchange } from './exchange.ts';
import type { Action, State } from './state.ts';
import { act, cards, dealt, hand } from './test-support.ts';

const deck = (seed: number) => shuffled(standardDeck(), rngFrom(seedState(seed)));
const ex = (seat: number, discards: string[]): Action => ({ type: 'exchange', seat, discards });
const refusal = (s: State, a: Action) => rules.explainIllegal(s, a);

describe('TRB-T7 round 2: the dealer names trump before any exchange (TRB-6.2, TRB-D3, TRB-L6)', () => {
  const you = hand('♠ A K Q 9 6 3 · ♥ A 5 · ♦ K 8 · ♣ J 7 4');
  const liv = hand('♠ 7 5 · ♥ K J 7 3 · ♦ A 10 7 3 2 · ♣ A 3');
  const rune = hand('♠ 10 4 · ♥ Q 8 4 2 · ♦ 9 6 5 · ♣ Q 10 5 2');
  const pickup = cards('♦J ♥10 ♠8 ♣8 ♥9 ♠2 ♥6 ♦4 ♦Q ♣9 ♣K ♠J ♣6');
  const start = () => dealt(4, { kind: 'hands', hands: [you, liv, rune], stock: pickup });

  it('the exchange is refused until trump is named; "no trump" is refused; only the dealer names', () => {
    const s = start();
    expect(s.phase).toBe('trump');
    expect(rules.currentPlayer(s)).toBe(0);
    expect(refusal(s, ex(0, ['7C']))).toMatchObject({ rule: 'TRB-6.2', key: 'nameTrumpFirst' });
    expect(refusal(s, ex(1, []))).toMatchObject({ rule: 'TRB-6.2', key: 'nameTrumpFirst' });
    expect(refusal(s, { type: 'play', seat: 0, card: 'AS' })).toMatchObject({ rule: 'TRB-6.2' });
    expect(refusal(s, { type: 'trump', seat: 0, suit: null })).toMatchObject({ rule: 'TRB-6.2', key: 'mustNameSuit' });
    expect(refusal(s, { type: 'trump', seat: 1, suit: 'H' })).toMatchObject({
      rule: 'TRB-6.2',
      key: 'onlyDealerNamesTrump',
    });
    expect(rules.legalActions(s).map((a) => (a.type === 'trump' ? a.suit : ''))).toEqual(['C', 'D', 'H', 'S']);
  });
  it('naming ♠ then exchanging ♣7 ♣4 ♥5 ♦8 draws ♦J ♥10 ♠8 ♣8 blind', () => {
    let s = act(start(), { type: 'trump', seat: 0, suit: 'S' });
    expect(s.trump).toBe('S');
    expect(refusal(s, { type: 'trump', seat: 0, suit: 'H' })).toMatchObject({
      rule: 'TRB-6.2',
      key: 'trumpAlreadyNamed',
    });
    s = act(s, ex(0, cards('♣7 ♣4 ♥5 ♦8')));
    expect([...s.hands[0]].sort()).toEqual([...hand('♠ A K Q 9 8 6 3 · ♥ A 10 · ♦ K J · ♣ J 8')].sort());
    expect(s.pickup).toHaveLength(9);
  });
  it('trump is refused in the other rounds with their own rule', () => {
    expect(
      refusal(dealt(1, { kind: 'deck', deck: deck(1), cut: 20 }), { type: 'trump', seat: 0, suit: 'S' }),
    ).toMatchObject({ rule: 'TRB-6.1' });
    expect(refusal(dealt(7, { kind: 'deck', deck: deck(1) }), { type: 'trump', seat: 0, suit: 'S' })).toMatchObject({
      rule: 'TRB-6.3',
    });
    expect(refusal(dealt(10, { kind: 'deck', deck: deck(1) }), { type: 'trump', seat: 0, suit: 'S' })).toMatchObject({
      rule: 'TRB-6.4',
    });
  });
});

describe('TRB-T8 exchange order D → L → R and its limits (TRB-7.1, TRB-7.2)', () => {
  const start = () => dealt(7, { kind: 'deck', deck: deck(8) }, { firstDealer: 0 }); // deal 7: dealer 0, L 1, R 2
  it('order D, L, R; out of turn refused', () => {
    let s = start();
    expect(rules.currentPlayer(s)).toBe(0);
    expect(refusal(s, ex(1, []))).toMatchObject({ rule: 'TRB-7.1', key: 'notYourTurnToExchange' });
    s = act(s, ex(0, []));
    expect(rules.currentPlayer(s)).toBe(1);
    expect(refusal(s, ex(2, []))).toMatchObject({ rule: 'TRB-7.1' });
    s = act(s, ex(1, []));
    expect(rules.currentPlayer(s)).toBe(2);
    s = act(s, ex(2, []));
    expect(s.phase).toBe('play');
    expect(refusal(s, ex(0, []))).toMatchObject({ rule: 'TRB-7.1', key: 'exchangeOver' });
  });
  it('the dealer may exchange 13; then L and R cannot exchange (only [])', () => {
    let s = start();
    s = act(s, ex(0, [...s.hands[0]]));
    expect(s.hands[0]).toEqual(start().pickup);
    expect(rules.observe(s, 1).exchangeLimit).toBe(0);
    expect(refusal(s, ex(1, [s.hands[1][0]]))).toMatchObject({ rule: 'TRB-7.2', key: 'pickupEmpty' });
    expect(rules.legalActions(s)).toEqual([ex(1, [])]);
    s = act(s, ex(1, []));
    expect(refusal(s, ex(2, [s.hands[2][0]]))).toMatchObject({ rule: 'TRB-7.2', key: 'pickupEmpty' });
    s = act(s, ex(2, []));
    expect(s.phase).toBe('play');
  });
  it('with the dealer at 10, L may take at most 3', () => {
    let s = start();
    s = act(s, ex(0, s.hands[0].slice(0, 10)));
    expect(rules.observe(s, 1).exchangeLimit).toBe(3);
    expect(refusal(s, ex(1, s.hands[1].slice(0, 4)))).toMatchObject({
      rule: 'TRB-7.2',
      key: 'exchangeLimit',
      params: { count: 4, limit: 3, pickupLeft: 3 },
    });
    expect(refusal(s, ex(1, s.hands[1].slice(0, 3)))).toBeNull();
    expect(legalExchanges(s)).toHaveLength(1 + 13 + 78 + 286);
  });
  it('with D 5 and L 8, R cannot exchange; 0 is always allowed', () => {
    let s = start();
    s = act(s, ex(0, s.hands[0].slice(0, 5)), ex(1, s.hands[1].slice(0, 8)));
    expect(s.pickup).toHaveLength(0);
    expect(refusal(s, ex(2, s.hands[2].slice(0, 1)))).toMatchObject({ rule: 'TRB-7.2' });
    expect(refusal(s, ex(2, []))).toBeNull();
  });
  it('discards must be distinct cards of the own hand (COM-6.1)', () => {
    const s = start();
    const other = s.hands[1][0];
    expect(refusal(s, ex(0, [other]))).toMatchObject({ rule: 'COM-6.1', key: 'cardNotInHand' });
    expect(refusal(s, ex(0, [s.hands[0][0], s.hands[0][0]]))).toMatchObject({
      rule: 'COM-6.1',
      key: 'duplicateDiscard',
    });
  });
  it('the dealer’s legal exchanges are all 8192 subsets, smallest first', () => {
    const all = legalExchanges(start());
    expect(all).toHaveLength(8192);
    expect(all[0]).toEqual(ex(0, []));
    expect(new Set(all.map((a) => (a.type === 'exchange' ? a.discards.join() : ''))).size).toBe(8192);
  });
});

describe('TRB-T9 discard, then draw the top k cards in order (COM-6.1, TRB-7.3, TRB-L3)', () => {
  const you = hand('♠ A Q · ♥ A K 10 8 4 · ♦ K 6 2 · ♣ 9 5 3');
  const liv = hand('♠ 3 2 · ♥ J 7 · ♦ J 10 8 5 4 3 · ♣ 10 8 6');
  const rune = hand('♠ J 9 6 5 4 · ♥ 5 2 · ♦ A 7 · ♣ K Q 4 2');
  const pickup = cards('♥Q ♠K ♣A ♦9 ♥3 ♠7 ♠10 ♥6 ♥9 ♣J ♣7 ♠8 ♦Q');
  it('TRB-L3: the dealer discards five and draws ♥Q ♠K ♣A ♦9 ♥3; Liv may then take 8 at most', () => {
    const s0 = dealt(1, { kind: 'hands', hands: [you, liv, rune], stock: pickup, revealed: '8H' });
    const s = act(s0, ex(0, cards('♦6 ♦2 ♣9 ♣5 ♣3')));
    expect(s.hands[0].slice(8)).toEqual(cards('♥Q ♠K ♣A ♦9 ♥3'));
    expect([...s.hands[0]].sort()).toEqual([...hand('♠ A K Q · ♥ A K Q 10 8 4 3 · ♦ K 9 · ♣ A')].sort());
    expect(s.pickup).toEqual(pickup.slice(5));
    expect(rules.observe(s, 1).exchangeLimit).toBe(8);
    // the discards stay hidden from the others, and only the dealer sees them
    expect(rules.observe(s, 0).ownDiscards).toEqual(cards('♦6 ♦2 ♣9 ♣5 ♣3'));
    for (const seat of [1, 2]) {
      const text = JSON.stringify(rules.observe(s, seat));
      for (const c of cards('♦6 ♦2 ♣9 ♣5 ♣3')) expect(text).not.toContain(`"${c}"`);
    }
  });
  it('the seed’s example: Anna names ♥, swaps ♣2 ♣5 ♦3 ♠4 for ♠A ♥7 ♦9 ♣J; 9 left, Bjørn 2, Cecilie 3', () => {
    const anna = hand('♠ 4 K · ♥ A K Q J 10 · ♦ 3 Q · ♣ 2 5 K Q');
    const rest = standardDeck().filter((c) => !anna.includes(c) && !['AS', '7H', '9D', 'JC'].includes(c));
    const stock = ['AS', '7H', '9D', 'JC', ...rest.slice(26, 35)];
    let s = dealt(
      4,
      { kind: 'hands', hands: [anna, rest.slice(0, 13), rest.slice(13, 26)], stock },
      { firstDealer: 0 },
    );
    expect(s.quotas).toEqual([6, 4, 3]);
    s = act(s, { type: 'trump', seat: 0, suit: 'H' }, ex(0, cards('♣2 ♣5 ♦3 ♠4')));
    expect(s.hands[0].filter((c) => c[1] === 'H')).toHaveLength(6);
    expect(s.hands[0]).toContain('AS');
    expect(rules.observe(s, 1).pickupCount).toBe(9);
    s = act(s, ex(1, s.hands[1].slice(0, 2)), ex(2, s.hands[2].slice(0, 3)));
    expect(s.exchanged).toEqual([4, 2, 3]);
    expect(rules.observe(s, 2).pickupCount).toBe(4);
  });
});

describe('TRB-L7 when the pickup runs out', () => {
  it('Liv deals and exchanges 9, Rune 4: you face an empty pickup and can only pass', () => {
    let s = dealt(5, { kind: 'deck', deck: deck(11) }, { firstDealer: 0 }); // deal 5: Liv (1) deals
    s = act(s, { type: 'trump', seat: 1, suit: 'D' }, ex(1, s.hands[1].slice(0, 9)), ex(2, s.hands[2].slice(0, 4)));
    expect(rules.currentPlayer(s)).toBe(0);
    expect(rules.observe(s, 0)).toMatchObject({ pickupCount: 0, exchangeLimit: 0, exchanged: [null, 9, 4] });
    expect(refusal(s, ex(0, [s.hands[0][0]]))).toMatchObject({ rule: 'TRB-7.2', key: 'pickupEmpty' });
    s = act(s, ex(0, []));
    expect(s.exchanged).toEqual([0, 9, 4]);
    expect(rules.currentPlayer(s)).toBe(1); // TRB-8.1: the dealer leads
  });
});

describe('TRB-T17 / TRB-T9 counts public; pickup contents and discards never (COM-7.2, TRB-D8)', () => {
  it('every seat sees every exchange count and the pickup count, no seat sees a pickup card, even after the deal', () => {
    let s = dealt(7, { kind: 'deck', deck: deck(21) });
    s = act(s, ex(0, s.hands[0].slice(0, 3)), ex(1, s.hands[1].slice(0, 2)), ex(2, []));
    const left = [...s.pickup];
    for (const seat of [0, 1, 2]) {
      const v = rules.observe(s, seat);
      expect(v.exchanged).toEqual([3, 2, 0]);
      expect(v.pickupCount).toBe(8);
      const text = JSON.stringify(v);
      for (const c of left) expect(text).not.toContain(`"${c}"`);
    }
    const rng = rngFrom(seedState(3));
    while (s.phase === 'play') s = rules.applyAction(s, rules.sampleAction(s, rng));
    for (const seat of [0, 1, 2])
      for (const c of left) expect(JSON.stringify(rules.observe(s, seat))).not.toContain(`"${c}"`);
    // TRB-T9: discards are never revealed either, not even after the deal
    for (const [seat, own] of s.discards.entries())
      for (const other of [0, 1, 2].filter((o) => o !== seat))
        for (const c of own) expect(JSON.stringify(rules.observe(s, other))).not.toContain(`"${c}"`);
    expect(rules.observe(s, 0).ownDiscards).toEqual(s.discards[0]);
  });
});

describe('TRB-T18 the dealer exchanges the revealed card away', () => {
  it('the trump suit does not change; the others still only know that the dealer received it', () => {
    const d = deck(4);
    let s = dealt(1, { kind: 'deck', deck: d, cut: 30 }, { firstDealer: 0 });
    const revealed = d[29];
    s = act(s, ex(0, [revealed]));
    expect(s.hands[0]).not.toContain(revealed);
    expect(s.trump).toBe(revealed[1]);
    expect(rules.observe(s, 1)).toMatchObject({ revealed, revealedTo: 0, trump: revealed[1] });
    expect(rules.observe(s, 1).ownDiscards).toEqual([]);
  });
});

describe('sampleExchange is uniform over the legal exchanges', () => {
  it('sizes follow C(13, k) up to the limit, and every sample is legal', () => {
    let s = dealt(7, { kind: 'deck', deck: deck(2) });
    s = act(s, ex(0, s.hands[0].slice(0, 11))); // L may take up to 2: 1 + 13 + 78 = 92 exchanges
    const rng = rngFrom(seedState(1));
    const counts = [0, 0, 0];
    const n = 9200;
    for (let i = 0; i < n; i++) {
      const a = sampleExchange(s, rng);
      expect(rules.explainIllegal(s, a)).toBeNull();
      counts[a.discards.length]++;
    }
    expect(counts[0] / n).toBeCloseTo(1 / 92, 1);
    expect(Math.abs(counts[1] / n - 13 / 92)).toBeLessThan(0.02);
    expect(Math.abs(counts[2] / n - 78 / 92)).toBeLessThan(0.02);
  });
});
