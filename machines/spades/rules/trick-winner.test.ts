// Who wins a Spades trick: the jokers above the spades (SPD-L12, SPD-T19), the highest trump or card of the led suit
// (SPD-T11), and six players' identical cards (SPD-T21).
import { describe, expect, it } from 'vitest';
import type { Play } from '../../core/trick.ts';
import { rules } from './index.ts';
import { defaultOptions, fullDeck } from './options.ts';
import { completeTrick } from './play.ts';
import { type Action, type State } from './state.ts';
import { bid, dealt, pass, play, run } from './scenario.ts';

const refusalOf = (s: State, a: Action) => rules.explainIllegal(s, a);
const bidAll = (s: State, b = 3): State => {
  let t = s;
  while (t.phase === 'bidding') t = rules.applyAction(t, bid(t.turn as number, b));
  return t;
};
const legalCards = (s: State) => rules.legalActions(s).map((a) => (a.type === 'play' ? a.card : '?'));

const L12 = [
  'Little Joker · ♥ K J 9 6 4 · ♦ Q 9 3 · ♣ K 8 5 3',
  '♠ K J 10 9 7 5 4 2 · ♥ A 10 · ♣ Q J 6',
  '♠ 6 3 · ♥ Q 8 7 · ♦ J 8 7 6 2 · ♣ 10 7 4',
  'Big Joker · ♠ A Q 8 · ♥ 5 3 · ♦ A K 10 5 4 · ♣ A 9',
];

describe('SPD-L12, SPD-T19 jokers', () => {
  const o = { jokers: '2C2H' as const };
  it('2♣ and 2♥ are absent, 52 cards with two jokers', () => {
    const deck = rules.dealCards(rules.startDeal(rules.setup(rules.parseOptions(o), 0, 3), { kind: 'shuffle' }));
    const cards = 'deck' in deck ? deck.deck : [];
    expect(cards).toHaveLength(52);
    expect(cards).toContain('BJ');
    expect(cards).toContain('LJ');
    expect(cards).not.toContain('2C');
    expect(cards).not.toContain('2H');
  });
  it('the 2♥ + 2♦ setting removes those instead', () => {
    const deck = rules.dealCards(
      rules.startDeal(rules.setup(rules.parseOptions({ jokers: '2H2D' }), 0, 3), { kind: 'shuffle' }),
    );
    const cards = 'deck' in deck ? deck.deck : [];
    expect(cards).toContain('2C');
    expect(cards).not.toContain('2D');
  });
  it('the lesson: a joker lead needs broken spades; West trumps; the Little Joker must follow a spade lead and beats the ace', () => {
    let s = run(bidAll(dealt(o, L12, 2)), [play(3, 'AC'), play(0, '3C'), play(1, '6C'), play(2, 'TC')]);
    expect(refusalOf(s, play(3, 'BJ'))).toMatchObject({ rule: 'SPD-6.2' });
    s = run(s, [play(3, '4D'), play(0, '9D'), play(1, '5S'), play(2, '6D')]);
    expect(s).toMatchObject({ broken: true, lastTrick: { winner: 1 } });
    s = run(s, [play(1, '7S'), play(2, '3S'), play(3, 'AS')]);
    expect(refusalOf(s, play(0, 'KH'))).toMatchObject({ rule: 'SPD-6.4', key: 'mustFollowWithJoker' });
    expect(legalCards(s)).toEqual(['LJ']);
    s = run(s, [play(0, 'LJ')]);
    expect(s.lastTrick).toMatchObject({ winner: 0, reason: { rule: 'SPD-7.1' } });
  });
  it('trick 1: no joker discard while holding other suits; trick 2: a discarded joker breaks spades', () => {
    const hands = [
      '♥ A K Q J 10 9 8 7 6 5 4 3 · ♦ 2',
      'Big Joker · Little Joker · ♦ A K Q J 10 9 8 7 6 5 4',
      '♠ A K Q J 10 9 8 7 6 5 4 3 · ♦ 3',
      '♣ A K Q J 10 9 8 7 6 5 4 3 · ♠ 2',
    ];
    let s = run(bidAll(dealt(o, hands, 3)), [play(0, 'AH')]);
    expect(refusalOf(s, play(1, 'LJ'))).toMatchObject({ rule: 'SPD-6.5' });
    s = run(s, [play(1, '4D'), play(2, '3D'), play(3, '3C')]);
    s = run(s, [play(0, 'KH'), play(1, 'LJ')]);
    expect(s.broken).toBe(true);
    s = run(s, [play(2, '3S'), play(3, '4C')]);
    expect(s.lastTrick?.winner).toBe(1);
  });
  it('Big Joker > Little Joker > ♠A', () => {
    const plays: Play[] = [
      { seat: 0, card: 'AS' },
      { seat: 1, card: 'BJ' },
      { seat: 2, card: 'LJ' },
      { seat: 3, card: 'KS' },
    ];
    expect(completeTrick({ ...defaultOptions, jokers: '2C2H' }, plays, false).winner).toBe(1);
    expect(completeTrick({ ...defaultOptions, jokers: '2C2H' }, [plays[0], plays[2]], false).winner).toBe(2);
  });
});

describe('SPD-T11 the trick winner', () => {
  const w = (cards: string[]) =>
    completeTrick(
      defaultOptions,
      cards.map((card, seat) => ({ seat, card })),
      false,
    );
  it('the lowest spade beats the ace of the led suit', () => expect(w(['KH', 'AH', '2S', 'QH']).winner).toBe(2));
  it('the highest spade wins among several', () => expect(w(['KH', '9S', 'JS', '3S']).winner).toBe(2));
  it('with no spade the highest card of the led suit wins; off-suit aces never win', () => {
    expect(w(['5D', 'AC', '7D', 'AH'])).toMatchObject({ winner: 2, reason: { rule: 'SPD-7.2' } });
  });
});

describe('SPD-T21 six players, identical cards', () => {
  const six = { ...defaultOptions, players: 'partners6' as const };
  const plays: Play[] = ['KS', 'AS', '4H', 'AS', '2S', '3S'].map((card, seat) => ({ seat, card }));
  it('two ♠A in one trick: the first played wins (SPD-7.3)', () => {
    expect(completeTrick(six, plays, false)).toMatchObject({
      winner: 1,
      reason: { rule: 'SPD-7.3', key: 'identicalFirst' },
    });
  });
  it('with SPD-S15 the later one', () => {
    expect(completeTrick({ ...six, identicalCards: 'last' }, plays, false)).toMatchObject({
      winner: 3,
      reason: { key: 'identicalLast' },
    });
  });
  it('102 cards, 17 each, partners i and i+3', () => {
    const s = rules.startDeal(rules.setup(six, 0, 5), { kind: 'shuffle' });
    expect(s.hands.map((h) => h.length)).toEqual([17, 17, 17, 17, 17, 17]);
    expect(rules.sides(six)).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    const all = s.hands.flat();
    expect(all.filter((c) => c === 'AS')).toHaveLength(2);
    expect(all).not.toContain('2C');
  });
  it('identical codes are counted: play one copy and keep the other; pass both copies (records.md)', () => {
    const sorted = [...fullDeck(six)].sort();
    const hands = Array.from({ length: 6 }, (_, i) => sorted.slice(17 * i, 17 * i + 17));
    expect(hands[0].filter((c) => c === '2D')).toHaveLength(2);
    let s = run(dealt({ players: 'partners6', blindNilBehind: null }, hands, 5), [bid(0, 'blind-nil')]);
    for (let seat = 1; seat < 6; seat++) s = rules.applyAction(s, bid(seat, 2));
    expect(
      rules.legalActions(s).filter((a) => a.type === 'pass' && a.cards[0] === '2D' && a.cards[1] === '2D'),
    ).toHaveLength(1);
    s = run(s, [pass(0, ['2D', '2D'])]);
    expect(s.hands[3].filter((c) => c === '2D')).toHaveLength(2);
    expect(refusalOf(s, pass(3, ['2D', '2D']))).toBeNull();
    expect(refusalOf(s, pass(3, ['2D', '2D', '2D']))).toMatchObject({ key: 'passTwoCards' });
    s = run(s, [pass(3, ['2D', hands[3][0]])]);
    expect(s.hands[0].filter((c) => c === '2D')).toHaveLength(1);
    expect(refusalOf(s, pass(0, ['2D', '2D']))).toMatchObject({ key: 'noPassNow' });
    s = run(s, [play(0, '2D')]);
    expect(s.hands[0]).not.toContain('2D');
    const legal = legalCards(s);
    expect(new Set(legal).size).toBe(legal.length); // two copies in a hand are one action
  });
});
