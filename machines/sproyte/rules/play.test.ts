import { describe, expect, it } from 'vitest';
import { trickWinner } from '../../core/trick.ts';
import { KARI, OLA, YOU, apply, awaiting, dealt, exchange, opts, play, talon } from './fixtures.ts';
import { rules } from './index.ts';
import { parseCards } from './notation.ts';
import type { Options } from './options.ts';
import { trickPolicy, trickReason } from './play.ts';
import type { Contract, State } from './state.ts';

const keep = (...seats: number[]) => seats.map((seat) => ({ type: 'exchange' as const, seat, discards: [] }));

/** The engine's trick winner for plays by seats 0, 1, 2 in a given contract. */
function winner(contract: Contract, trump: string | null, cards: string, extra: Partial<Options> = {}) {
  const s = { contract, trump: trump as State['trump'], options: { ...opts(), ...extra } };
  const plays = parseCards(cards).map((card, seat) => ({ seat, card }));
  const i = trickWinner(plays, trickPolicy(s));
  return { seat: plays[i].seat, reason: trickReason(s, plays[i].card) };
}

describe('SPR-T15 trump game winners (SPR-8.1)', () => {
  it('a low trump beats the ace of the led suit', () => {
    expect(winner('trump', 'C', '♥A ♣3 ♥K')).toEqual({ seat: 1, reason: { rule: 'SPR-8.1', key: 'highestTrump' } });
  });
  it('a higher trump beats a lower trump', () => {
    expect(winner('trump', 'S', '♦A ♠5 ♠Q').seat).toBe(2);
    expect(winner('trump', 'S', '♠4 ♠J ♠10').seat).toBe(1);
  });
  it('a discard of a non-trump, non-led suit never wins, even an ace', () => {
    expect(winner('trump', 'S', '♦7 ♥A ♦2')).toEqual({ seat: 0, reason: { rule: 'SPR-8.1', key: 'highestOfLedSuit' } });
  });
});

describe('SPR-T16 / SPR-T17 grand and nullo (SPR-8.2, SPR-8.3)', () => {
  it('no suit is trump; an off-suit ace never wins', () => {
    expect(winner('grand', null, '♣5 ♠A ♣9')).toEqual({
      seat: 2,
      reason: { rule: 'SPR-8.2', key: 'highestOfLedSuit' },
    });
    expect(winner('nullo', null, '♦2 ♥A ♣A').seat).toBe(0);
  });
  it('SPR-S7 on: in nullo ♣A loses to ♣2 when clubs are led', () => {
    expect(winner('nullo', null, '♣A ♣2 ♦K', { nulloAceLow: true })).toEqual({
      seat: 1,
      reason: { rule: 'SPR-8.3', key: 'highestOfLedSuitAceLow' },
    });
    expect(winner('nullo', null, '♣A ♣2 ♦K').seat).toBe(0);
  });
  it('SPR-S7 on: in trump and grand deals the ace is still high', () => {
    expect(winner('grand', null, '♣2 ♣A ♣K', { nulloAceLow: true }).seat).toBe(1);
    expect(winner('trump', 'C', '♣2 ♣A ♣K', { nulloAceLow: true }).seat).toBe(1);
  });
});

describe('SPR-T14 follow suit (SPR-7.3)', () => {
  it("SPR-L1: on a heart lead you must play a heart; Ola's ♥A wins and Ola leads next", () => {
    let s = dealt(
      opts(),
      1,
      OLA,
      [
        '♠ A K 7 · ♥ 8 5 · ♦ Q J 9 4 · ♣ 10 6 3',
        '♠ 10 8 3 · ♥ A J · ♦ A 6 5 3 · ♣ A Q 7',
        '♠ Q J 9 4 · ♥ K Q 10 9 7 4 · ♦ 8 7',
      ],
      '♣4 ♠6 ♠5 ♦10 ♥3 ♣J ♥6 ♣K ♣5 ♦K ♣9 ♣8',
    );
    expect([s.trump, s.turn]).toEqual(['C', KARI]);
    s = apply(s, ...keep(KARI, YOU, OLA), play(KARI, '♥K'));
    for (const wrong of ['♣3', '♠A']) {
      const r = rules.explainIllegal(s, play(YOU, wrong));
      expect(r).toMatchObject({ rule: 'SPR-7.3', key: 'mustFollowSuit', params: { suit: 'H' } });
      expect(r?.message).toBe('You still hold hearts, so you must play a heart.');
      expect(() => rules.applyAction(s, play(YOU, wrong))).toThrow(/SPR-7.3/);
    }
    expect(rules.legalActions(s).map((a) => (a.type === 'play' ? a.card : ''))).toEqual(['8H', '5H']);
    s = apply(s, play(YOU, '♥8'), play(OLA, '♥A'));
    expect(s.lastTrick).toMatchObject({ winner: OLA, reason: { rule: 'SPR-8.1', key: 'highestOfLedSuit' } });
    expect([s.turn, s.tricks]).toEqual([OLA, [0, 1, 0]]);
    expect(rules.explainIllegal(s, play(KARI, '♦8'))).toMatchObject({ rule: 'SPR-7.4', key: 'winnerLeads' });
    s = apply(s, play(OLA, '♦A'), play(KARI, '♦8'), play(YOU, '♦4'));
    expect(s.lastTrick?.winner).toBe(OLA);
  });
  it('SPR-L2: a void player may trump (and win) or discard; trumping is never forced', () => {
    const base = apply(
      dealt(
        opts(),
        2,
        OLA,
        [
          '♠ Q 8 5 · ♥ A J 7 4 · ♣ K Q 9 7 4',
          '♠ K J 10 6 4 · ♥ K · ♦ 7 6 5 4 3 · ♣ J',
          '♠ 7 · ♥ Q 8 3 · ♦ A Q J 9 · ♣ A 10 5 3',
        ],
        '♣6 ♥6 ♦10 ♠3 ♥5 ♥10 ♠A ♥9 ♠9 ♦8 ♦K ♣8',
      ),
      ...keep(KARI, YOU, OLA),
      play(KARI, '♦A'),
    );
    expect(base.trump).toBe('S');
    expect(rules.legalActions(base)).toHaveLength(12);
    const trumped = apply(base, play(YOU, '♠5'));
    expect(rules.explainIllegal(trumped, play(OLA, '♠K'))).toMatchObject({ rule: 'SPR-7.3' });
    const won = apply(trumped, play(OLA, '♦3'));
    expect(won.lastTrick).toMatchObject({ winner: YOU, reason: { key: 'highestTrump' } });
    const discarded = apply(base, play(YOU, '♣4'), play(OLA, '♦3'));
    expect(discarded.lastTrick?.winner).toBe(KARI);
  });
  it("SPR-L3: the highest trump wins; your ♥10 cannot beat Kari's ♥J", () => {
    const s = apply(
      dealt(
        opts(),
        3,
        YOU,
        [
          '♥ 10 4 · ♦ A K 8 5 3 · ♣ A J 8 6 3',
          '♠ A K Q 10 5 3 · ♥ 9 8 · ♦ 10 4 · ♣ 7 5',
          '♥ K Q J 6 3 · ♦ 9 7 6 · ♣ K Q 9 4',
        ],
        '♠4 ♠7 ♠J ♠8 ♣10 ♠9 ♦J ♠6 ♦Q ♥A ♥5 ♥7',
      ),
      ...keep(OLA, KARI, YOU),
      play(OLA, '♠A'),
      play(KARI, '♥J'),
    );
    expect(apply(s, play(YOU, '♥10')).lastTrick?.winner).toBe(KARI);
    expect(apply(s, play(YOU, '♣3')).lastTrick?.winner).toBe(KARI);
  });
  it('SPR-L10: nullo, ducking and discarding the ♥A when void', () => {
    let s = dealt(
      opts({ form: 'variation' }),
      1,
      OLA,
      [
        '♠ Q 9 4 2 · ♥ A 5 3 2 · ♣ K 5 3 2',
        '♠ K · ♥ K 10 9 7 · ♦ A 7 6 · ♣ Q J 7 4',
        '♠ 5 · ♦ Q 10 9 8 5 4 2 · ♣ 10 9 8 6',
      ],
      '♥6 ♥J ♠8 ♠10 ♠J ♦3 ♥8 ♠A ♠7 ♣A ♦K ♦J ♠6 ♥4 ♥Q ♠3',
      '♠3',
    );
    expect([s.contract, s.trump]).toEqual(['nullo', null]);
    s = apply(s, ...keep(KARI, YOU, OLA), play(KARI, '♣8'), play(YOU, '♣5'), play(OLA, '♣J'));
    expect(s.lastTrick).toMatchObject({ winner: OLA, reason: { rule: 'SPR-8.2' } });
    s = apply(s, play(OLA, '♦6'), play(KARI, '♦9'), play(YOU, '♥A'));
    expect(s.lastTrick?.winner).toBe(KARI);
  });
});

describe('SPR-T13 forhånd leads trick 1 whoever exchanged', () => {
  it('after the dealer exchanged 12 cards', () => {
    const o = opts({ form: 'variation' });
    let s = rules.startDeal(awaiting(o, 1, 0), { kind: 'shuffle' });
    s = apply(s, ...keep(1, 2), { type: 'exchange', seat: 0, discards: s.hands[0].slice() });
    expect([s.phase, s.turn]).toEqual(['play', 1]);
  });
  it('SPR-L12: after forhånd (you) takes the talon, and after the dealer takes it', () => {
    const hands = [
      '♠ 5 3 2 · ♥ 6 4 2 · ♦ 7 5 2 · ♣ 8 6 4 3',
      '♠ J 6 · ♥ K 10 7 3 · ♦ J 10 4 · ♣ J 7 5 2',
      '♠ K 10 9 8 4 · ♥ Q 8 5 · ♦ A 9 6 · ♣ Q 9',
    ];
    const talonCards = '♣ A K 10 · ♠ A Q 7 · ♥ A J 9 · ♦ K Q 8 3';
    const s0 = dealt(opts({ form: 'talon' }), 1, KARI, hands, talonCards);
    expect([s0.trump, s0.turn]).toEqual(['C', YOU]);
    const took = apply(s0, talon(YOU, true));
    expect(took.hands[YOU]).toEqual(parseCards(talonCards));
    expect([took.phase, took.turn]).toEqual(['play', YOU]);
    const dealerTook = apply(s0, talon(YOU, false), talon(OLA, false), talon(KARI, true));
    expect([dealerTook.phase, dealerTook.turn, dealerTook.talonTaker]).toEqual(['play', YOU, KARI]);
  });
});

describe('trick display, SPR-T20 and SPR-T23', () => {
  it('a completed trick stays visible (winner and reason) until the next card is played', () => {
    let s = rules.startDeal(awaiting(opts(), 1, 0), { kind: 'shuffle' });
    s = apply(s, ...keep(1, 2, 0));
    for (let i = 0; i < 3; i++) s = rules.applyAction(s, rules.legalActions(s)[0]);
    expect(s.trick).toEqual([]);
    expect(s.lastTrick?.plays).toHaveLength(3);
    expect(s.turn).toBe(s.lastTrick?.winner);
    s = rules.applyAction(s, rules.legalActions(s)[0]);
    expect(s.lastTrick).toBeNull();
    expect(s.history).toHaveLength(1);
  });
  it('SPR-T20: the game does not end in the middle of a deal even when the target is already guaranteed', () => {
    let early = 0;
    for (let seed = 0; seed < 20; seed++) {
      let s: State = { ...rules.setup(opts(), 0, seed), totals: [9, 9, 9] };
      s = rules.startDeal(s, { kind: 'shuffle' });
      let guaranteedAt = -1;
      while (s.history.length < 12) {
        expect(s.phase === 'exchange' || s.phase === 'play').toBe(true);
        expect(rules.report(s).finished).toBe(false);
        if (guaranteedAt < 0 && s.tricks.some((t) => t >= 5)) guaranteedAt = s.history.length;
        s = rules.applyAction(s, rules.legalActions(s)[seed % rules.legalActions(s).length]);
      }
      if (guaranteedAt >= 0 && guaranteedAt < 12) early++;
      expect(s.phase).toBe(
        s.totals.filter((t) => t === Math.max(...s.totals)).length === 1 && Math.max(...s.totals) >= 10
          ? 'gameOver'
          : 'awaitingDeal',
      );
    }
    expect(early).toBeGreaterThan(5);
  });
  it.each(['standard', 'variation', 'talon'] as const)(
    "SPR-T23 %s: every trick is played and the winners' counts sum to it",
    (form) => {
      for (let seed = 0; seed < 30; seed++) {
        let s = rules.startDeal(rules.setup(opts({ form, target: 99 }), seed % 3, seed), { kind: 'shuffle' });
        while (!rules.awaitingDeal(s))
          s = rules.applyAction(s, rules.legalActions(s)[seed % rules.legalActions(s).length]);
        const n = form === 'talon' ? 13 : 12;
        expect(s.history).toHaveLength(n);
        expect(s.results[0].tricks.reduce((a, b) => a + b, 0)).toBe(n);
      }
    },
  );
  it('refusals: out of turn within a trick, a card not held', () => {
    let s = rules.startDeal(awaiting(opts(), 1, 0), { kind: 'shuffle' });
    s = apply(s, ...keep(1, 2, 0));
    expect(rules.explainIllegal(s, { type: 'play', seat: 1, card: s.hands[0][0] })).toMatchObject({
      rule: 'COM-5.1',
      key: 'cardNotInHand',
    });
    s = rules.applyAction(s, rules.legalActions(s)[0]);
    expect(rules.explainIllegal(s, { type: 'play', seat: 0, card: s.hands[0][0] })).toMatchObject({
      rule: 'COM-5.1',
      key: 'notYourTurn',
      params: { turn: 2 },
    });
    expect(rules.explainIllegal(s, exchange(2, ''))).toMatchObject({ rule: 'SPR-6.1', key: 'exchangeOver' });
  });
});
