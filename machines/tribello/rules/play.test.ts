import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/deck.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { rules } from './index.ts';
import type { Action, State } from './state.ts';
import { act, cards, dealt, hand, noExchanges } from './test-support.ts';

const deck = (seed: number) => shuffled(standardDeck(), rngFrom(seedState(seed)));
const play = (seat: number, card: string): Action => ({ type: 'play', seat, card });
const refusal = (s: State, a: Action) => rules.explainIllegal(s, a);

describe('TRB-T10 the dealer leads trick 1 in every round (TRB-8.1)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])('deal %i', (deal) => {
    let s = dealt(deal, { kind: 'deck', deck: deck(deal), ...(deal <= 3 ? { cut: 26 } : {}) }, { firstDealer: 1 });
    if (s.phase === 'trump') s = act(s, { type: 'trump', seat: s.dealer, suit: 'C' });
    s = noExchanges(s);
    expect(rules.currentPlayer(s)).toBe(s.dealer);
    const left = (s.dealer + 1) % 3;
    expect(refusal(s, play(left, s.hands[left][0]))).toMatchObject({ rule: 'TRB-8.1', key: 'notYourTurn' });
  });
});

describe('TRB-L4 / TRB-T11 follow suit; a void player may trump but need not (round 1, ♠ trump)', () => {
  const you = hand('♠ A J 9 3 · ♥ A Q J 7 5 4 · ♦ J 8 4');
  const liv = hand('♠ K 8 · ♦ A 10 5 3 2 · ♣ K J 10 7 5 2');
  const rune = hand('♠ Q 10 7 6 5 · ♥ 10 8 3 · ♦ K 9 · ♣ A Q 3');
  const pickup = cards('♠4 ♣9 ♦7 ♥9 ♥2 ♠2 ♥6 ♣6 ♣4 ♦Q ♦6 ♣8 ♥K');
  // Round 1, deal 3: Rune (seat 2) deals; you (seat 0, on his left) cut and revealed ♠5.
  const start = () =>
    noExchanges(
      dealt(3, { kind: 'hands', hands: [you, liv, rune], stock: pickup, revealed: '5S' }, { firstDealer: 0 }),
    );

  it('trick 1: Rune leads ♦K; ♠3 is refused (you hold diamonds); ♦4, then Liv’s ♦A wins', () => {
    let s = start();
    expect(s.trump).toBe('S');
    expect(rules.observe(s, 0)).toMatchObject({ cutBy: 0, revealedTo: 2 });
    s = act(s, play(2, 'KD'));
    expect(refusal(s, play(0, '3S'))).toMatchObject({
      rule: 'TRB-8.2',
      key: 'mustFollowSuit',
      params: { led: 'D', card: '3S' },
    });
    expect(rules.legalActions(s)).toEqual(['JD', '8D', '4D'].map((c) => play(0, c)));
    expect(refusal(s, play(1, 'AD'))).toMatchObject({ rule: 'COM-5.1', key: 'notYourTurn' });
    s = act(s, play(0, '4D'), play(1, 'AD'));
    expect(s.lastTrick).toMatchObject({ winner: 1, card: 'AD', reason: { rule: 'TRB-9.1', key: 'highestOfLedSuit' } });
    expect(rules.currentPlayer(s)).toBe(1);
    expect(refusal(s, play(2, '9D'))).toMatchObject({ rule: 'TRB-8.3' });
  });
  it('trick 2: Liv leads ♣K, Rune ♣3; void in clubs you may play anything: ♠3 wins, ♥4 leaves it to Liv', () => {
    const s = act(start(), play(2, 'KD'), play(0, '4D'), play(1, 'AD'), play(1, 'KC'), play(2, '3C'));
    expect(rules.legalActions(s)).toHaveLength(12); // the whole hand
    const ruffed = act(s, play(0, '3S'));
    expect(ruffed.lastTrick).toMatchObject({ winner: 0, card: '3S', reason: { key: 'highestTrump' } });
    const discarded = act(s, play(0, '4H'));
    expect(discarded.lastTrick).toMatchObject({ winner: 1, card: 'KC' });
    expect(discarded.tricks).toEqual([0, 2, 0]);
  });
  it('a card that is not in the hand is refused', () => {
    expect(refusal(start(), play(2, 'AS'))).toMatchObject({ rule: 'COM-5.1', key: 'cardNotInHand' });
  });
});

describe('TRB-T12 / TRB-L8 no trump in rounds 3–4; a trump beats the led ace in rounds 1–2', () => {
  it('TRB-L8: round 3, Rune leads ♦4, you discard ♠A, Liv’s ♦9 wins', () => {
    const you = hand('♠ A K 7 2 · ♥ A 10 8 3 · ♣ A Q 9 6 5');
    const liv = hand('♠ 9 8 4 · ♥ Q 5 · ♦ J 9 8 7 3 · ♣ K J 10');
    const rune = hand('♠ Q J 6 5 · ♥ 4 2 · ♦ A Q 10 5 4 · ♣ 7 3');
    const pickup = cards('♦K ♥6 ♠3 ♦6 ♥K ♥J ♣8 ♦2 ♣4 ♠10 ♣2 ♥7 ♥9');
    let s = noExchanges(dealt(9, { kind: 'hands', hands: [you, liv, rune], stock: pickup }, { firstDealer: 0 }));
    expect(s.trump).toBeNull();
    s = act(s, play(2, '4D'), play(0, 'AS'), play(1, '9D'));
    expect(s.lastTrick).toMatchObject({ winner: 1, card: '9D', reason: { rule: 'TRB-9.2', key: 'highestOfLedSuit' } });
  });
  it('round 4: an off-suit ace never wins', () => {
    const you = hand('♠ A K 7 2 · ♥ A 10 8 3 · ♣ A Q 9 6 5');
    const liv = hand('♠ 9 8 4 · ♥ Q 5 · ♦ J 9 8 7 3 · ♣ K J 10');
    const rune = hand('♠ Q J 6 5 · ♥ 4 2 · ♦ A Q 10 5 4 · ♣ 7 3');
    const pickup = cards('♦K ♥6 ♠3 ♦6 ♥K ♥J ♣8 ♦2 ♣4 ♠10 ♣2 ♥7 ♥9');
    let s = noExchanges(dealt(12, { kind: 'hands', hands: [you, liv, rune], stock: pickup }, { firstDealer: 0 }));
    s = act(s, play(2, '2H'), play(0, '3H'), play(1, '5H'), play(1, '3D'), play(2, '4D'), play(0, 'AC'));
    expect(s.lastTrick).toMatchObject({ winner: 2, card: '4D' });
  });
  it('round 2: the lowest trump beats the ace of the led suit', () => {
    const you = hand('♠ 2 · ♥ A K Q J 10 9 8 7 6 5 4 3');
    const liv = hand('♠ A K Q J 10 9 8 7 6 5 4 3 · ♥ 2');
    const rune = hand('♦ A K Q J 10 9 8 7 6 5 4 3 2');
    const pickup = hand('♣ A K Q J 10 9 8 7 6 5 4 3 2');
    let s = dealt(4, { kind: 'hands', hands: [you, liv, rune], stock: pickup }, { firstDealer: 0 });
    s = noExchanges(act(s, { type: 'trump', seat: 0, suit: 'D' }));
    s = act(s, play(0, 'AH'), play(1, '2H'), play(2, '2D'));
    expect(s.lastTrick).toMatchObject({ winner: 2, card: '2D', reason: { rule: 'TRB-9.1', key: 'highestTrump' } });
  });
});

describe('TRB-L10 round 4: exchange the winners away, then duck', () => {
  it('Rune exchanges 3, you exchange 6 of 10 allowed; trick 1 ♥J ♥5 ♥8 goes to Rune', () => {
    const you = hand('♠ A K 4 · ♥ A Q 3 · ♦ A 7 2 · ♣ K 8 5 3');
    const liv = hand('♠ J 8 5 3 · ♥ K 8 · ♦ K Q 10 9 · ♣ Q 9 7');
    const rune = hand('♠ Q 10 · ♥ J 10 7 6 4 · ♦ J 6 3 · ♣ A J 10');
    const pickup = cards('♦5 ♣6 ♠9 ♠6 ♥5 ♦4 ♣4 ♠2 ♥2 ♠7 ♦8 ♣2 ♥9');
    let s = dealt(12, { kind: 'hands', hands: [you, liv, rune], stock: pickup }, { firstDealer: 0 });
    expect(s.dealer).toBe(2);
    expect(s.quotas).toEqual([4, 6, 3]);
    s = act(s, { type: 'exchange', seat: 2, discards: cards('♣A ♠Q ♦J') });
    expect(s.hands[2]).toContain('JH');
    expect(rules.observe(s, 0).exchangeLimit).toBe(10);
    s = act(s, { type: 'exchange', seat: 0, discards: cards('♠A ♠K ♥A ♥Q ♦A ♣K') });
    expect([...s.hands[0]].sort()).toEqual([...hand('♠ 6 4 2 · ♥ 5 3 2 · ♦ 7 4 2 · ♣ 8 5 4 3')].sort());
    s = act(s, { type: 'exchange', seat: 1, discards: [] });
    s = act(s, play(2, 'JH'), play(0, '5H'), play(1, '8H'));
    expect(s.lastTrick).toMatchObject({ winner: 2, card: 'JH' });
  });
});

describe('a completed trick stays visible and the deal ends after 13 tricks (TRB-8.3)', () => {
  it('lastTrick survives until the next trick completes; played lists all tricks; 13 tricks end the deal', () => {
    let s = noExchanges(dealt(7, { kind: 'deck', deck: deck(31) }));
    const rng = rngFrom(seedState(2));
    for (let t = 1; t <= 13; t++) {
      for (let i = 0; i < 3; i++) {
        s = rules.applyAction(s, rules.sampleAction(s, rng));
        if (i < 2 && t > 1) expect(s.lastTrick?.number).toBe(t - 1);
      }
      expect(s.lastTrick?.number).toBe(t);
      expect(s.played).toHaveLength(t);
    }
    expect(s.phase).toBe('awaitingDeal');
    expect(s.tricks.reduce((a, b) => a + b, 0)).toBe(13);
    expect(s.results).toHaveLength(1);
    expect(rules.currentPlayer(s)).toBeNull();
    expect(rules.explainIllegal(s, play(0, 'AS'))).toMatchObject({ rule: 'TRB-5.3' });
  });
});
