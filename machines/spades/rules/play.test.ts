// What a Spades seat may play: follow suit (SPD-L1), trumping breaks spades (SPD-L2), leading spades (SPD-L3), the
// first trick (SPD-L4), a nil bidder's cards (SPD-L8).
import { describe, expect, it } from 'vitest';
import { rules } from './index.ts';
import { type Action, type State } from './state.ts';
import { bid, dealt, play, run } from './scenario.ts';

const refusalOf = (s: State, a: Action) => rules.explainIllegal(s, a);
const bidAll = (s: State, b = 3): State => {
  let t = s;
  while (t.phase === 'bidding') t = rules.applyAction(t, bid(t.turn as number, b));
  return t;
};
const legalCards = (s: State) => rules.legalActions(s).map((a) => (a.type === 'play' ? a.card : '?'));

const L1 = [
  '♠ K 9 4 · ♥ A Q 8 5 · ♦ A 7 · ♣ K J 6 2',
  '♠ 10 6 5 3 · ♥ J 9 6 · ♦ J 10 9 3 · ♣ 10 7',
  '♠ 8 2 · ♥ K 7 4 2 · ♦ 8 6 2 · ♣ 9 8 5 3',
  '♠ A Q J 7 · ♥ 10 3 · ♦ K Q 5 4 · ♣ A Q 4',
];
const L2 = [
  '♠ Q 10 4 3 · ♦ K J 8 6 2 · ♣ Q 9 5 3',
  '♠ 7 6 5 2 · ♥ Q J 2 · ♦ A 7 5 · ♣ 6 4 2',
  '♠ A 9 · ♥ 10 9 8 3 · ♦ 10 9 4 3 · ♣ J 8 7',
  '♠ K J 8 · ♥ A K 7 6 5 4 · ♦ Q · ♣ A K 10',
];
const L3 = [
  '♠ A K Q J 10 9 8 7 · ♥ A K · ♦ A K · ♣ A',
  '♠ 4 2 · ♥ J 5 4 · ♦ 10 5 4 · ♣ K 8 6 5 3',
  '♠ 6 3 · ♥ Q 7 6 3 2 · ♦ 7 6 3 2 · ♣ Q 7',
  '♠ 5 · ♥ 10 9 8 · ♦ Q J 9 8 · ♣ J 10 9 4 2',
];
const L4 = [
  '♠ A J 7 5 · ♥ K 10 6 3 · ♦ Q 9 5 4 3',
  '♠ Q 10 4 3 2 · ♥ Q 5 4 · ♦ J · ♣ Q J 7 5',
  '♠ K 6 · ♥ A J 2 · ♦ A 8 7 6 · ♣ 8 6 3 2',
  '♠ 9 8 · ♥ 9 8 7 · ♦ K 10 2 · ♣ A K 10 9 4',
];
const L8 = [
  '♠ 5 3 2 · ♥ Q 7 3 · ♦ K 5 2 · ♣ 9 6 4 2',
  '♠ Q 10 8 · ♥ 10 6 5 4 · ♦ Q 10 9 7 · ♣ A 8',
  '♠ A K J 6 · ♥ A 8 · ♦ A J 8 6 · ♣ K J 7',
  '♠ 9 7 4 · ♥ K J 9 2 · ♦ 4 3 · ♣ Q 10 5 3',
];
// South leads seven hearts; West keeps a club; nobody has to ruff (dealer East).
const T7 = [
  '♥ A K Q J 10 9 8 · ♠ 7 6 5 4 3 2',
  '♠ A K Q 10 9 · ♣ A K Q J 10 9 8 7',
  '♥ 7 6 5 4 3 2 · ♦ A K Q J 10 9 8',
  '♠ J 8 · ♦ 7 6 5 4 3 2 · ♣ 6 5 4 3 2',
];

describe('SPD-L1 following suit', () => {
  const s = bidAll(dealt({}, L1, 2));
  it('East leads ♦K; South must play a diamond', () => {
    const t = run(s, [play(3, 'KD')]);
    expect(legalCards(t)).toEqual(['AD', '7D']);
    expect(refusalOf(t, play(0, 'KS'))).toMatchObject({
      rule: 'SPD-6.4',
      key: 'mustFollowSuit',
      params: { suit: 'D' },
    });
    expect(refusalOf(t, play(0, 'AH'))).toMatchObject({ rule: 'SPD-6.4' });
    const done = run(t, [play(0, 'AD'), play(1, '3D'), play(2, '2D')]);
    expect(done.lastTrick).toMatchObject({ winner: 0, reason: { rule: 'SPD-7.2', key: 'highestLedSuit' } });
    expect(rules.currentPlayer(done)).toBe(0);
    expect(rules.observe(done, 2).tricksWon).toEqual([1, 0, 0, 0]);
  });
  it('out of turn and cards not held are refused', () => {
    expect(refusalOf(s, play(0, 'AD'))).toMatchObject({
      rule: 'SPD-6.1',
      key: 'leftOfDealerLeads',
      params: { seat: 0, turn: 3 },
    });
    expect(refusalOf(run(s, [play(3, 'KD')]), play(1, '3D'))).toMatchObject({
      rule: 'COM-5.1',
      key: 'notYourTurn',
      params: { turn: 0 },
    });
    const next = run(s, [play(3, 'KD'), play(0, 'AD'), play(1, '3D'), play(2, '2D')]);
    expect(refusalOf(next, play(3, 'AS'))).toMatchObject({ rule: 'SPD-6.6', key: 'winnerLeads', params: { turn: 0 } });
    expect(refusalOf(s, play(3, 'AD'))).toMatchObject({ rule: 'COM-5.1', key: 'cardNotInHand' });
    expect(refusalOf(dealt({}, L1, 2), play(3, 'KD'))).toMatchObject({ rule: 'SPD-5.1', key: 'biddingFirst' });
  });
});

describe('SPD-L2, SPD-T8, SPD-T10 trumping breaks spades', () => {
  const s = run(bidAll(dealt({}, L2, 2)), [play(3, 'AC'), play(0, '3C'), play(1, '4C'), play(2, '7C')]);
  it('trick 1 goes to East; on trick 2 South, void in hearts, trumps with ♠4 and wins', () => {
    expect(s.lastTrick?.winner).toBe(3);
    const t = run(s, [play(3, 'AH'), play(0, '4S')]);
    expect(t.broken).toBe(true);
    expect(refusalOf(t, play(1, '2S'))).toMatchObject({ rule: 'SPD-6.4' }); // follow suit first (SPD-T10)
    const done = run(t, [play(1, '2H'), play(2, '9H')]);
    expect(done.lastTrick).toMatchObject({ winner: 0, broke: true, reason: { rule: 'SPD-7.1', key: 'highestSpade' } });
  });
  it('discarding ♦2 instead is legal and East keeps the trick', () => {
    const done = run(s, [play(3, 'AH'), play(0, '2D'), play(1, '2H'), play(2, '9H')]);
    expect(done.lastTrick?.winner).toBe(3);
    expect(done.broken).toBe(false);
  });
  it('SPD-T8: a spade that does not win still breaks spades', () => {
    const t = run(bidAll(dealt({}, T7, 3)), [play(0, 'AH'), play(1, '7C'), play(2, '2H'), play(3, '2D')]);
    const done = run(t, [play(0, 'KH'), play(1, '9S'), play(2, '3H'), play(3, 'JS')]);
    expect(done.lastTrick).toMatchObject({ winner: 3, broke: true });
    expect(done.broken).toBe(true);
  });
});

describe('SPD-L3, SPD-T7 leading spades', () => {
  it('♠A may not be led on trick 1; after five tricks South holds only spades and may lead one', () => {
    let s = bidAll(dealt({}, L3, 3));
    expect(refusalOf(s, play(0, 'AS'))).toMatchObject({ rule: 'SPD-6.2', key: 'spadesNotBroken' });
    const leads = ['AH', 'KH', 'AD', 'KD', 'AC'];
    const west = ['5H', '4H', '5D', '4D', '5C'];
    const north = ['7H', '6H', '7D', '6D', '7C'];
    const east = ['9H', '8H', '9D', '8D', '9C'];
    for (let i = 0; i < 5; i++) s = run(s, [play(0, leads[i]), play(1, west[i]), play(2, north[i]), play(3, east[i])]);
    expect(refusalOf(s, play(0, 'AS'))).toBeNull();
    expect(s.tricksWon[0]).toBe(5);
  });
  const eightTricks = (o = {}) => {
    let s = bidAll(dealt(o, T7, 3));
    const hearts = ['AH', 'KH', 'QH', 'JH', 'TH', '9H', '8H'];
    const west = ['7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC'];
    const north = ['2H', '3H', '4H', '5H', '6H', '7H', '8D'];
    const east = ['2D', '3D', '4D', '5D', '6D', '7D', '2C'];
    for (let i = 0; i < 7; i++) s = run(s, [play(0, hearts[i]), play(1, west[i]), play(2, north[i]), play(3, east[i])]);
    expect(s.broken).toBe(false);
    return run(s, [play(0, '2S'), play(1, '9S'), play(2, '9D'), play(3, '8S')]);
  };
  it('a lead from an all-spade hand does not break spades: the next leader with a club may not lead one (SPD-D9)', () => {
    const s = eightTricks();
    expect(s.lastTrick?.winner).toBe(1);
    expect(s.broken).toBe(false);
    expect(refusalOf(s, play(1, 'AS'))).toMatchObject({ rule: 'SPD-6.2' });
    expect(legalCards(s)).toEqual(['AC']);
  });
  it('with SPD-S17 it does', () => {
    const s = eightTricks({ allSpadeLeadBreaks: true });
    expect(s.broken).toBe(true);
    expect(s.lastTrick?.broke).toBe(true);
    expect(refusalOf(s, play(1, 'AS'))).toBeNull();
  });
});

describe('SPD-L4, SPD-T9 the first trick', () => {
  const s = run(bidAll(dealt({}, L4, 2)), [play(3, 'AC')]);
  it('a void player holding other cards may not play a spade on trick 1', () => {
    expect(refusalOf(s, play(0, '5S'))).toMatchObject({ rule: 'SPD-6.5', key: 'noSpadeFirstTrick' });
    expect(legalCards(s).every((c) => c[1] !== 'S')).toBe(true);
    expect(refusalOf(s, play(0, '3H'))).toBeNull();
  });
  it('from trick 2 the same situation allows a spade', () => {
    const t = run(s, [play(0, '3H'), play(1, '5C'), play(2, '8C')]);
    expect(run(t, [play(3, 'KC')]).phase).toBe('playing');
    expect(refusalOf(run(t, [play(3, 'KC')]), play(0, '5S'))).toBeNull();
  });
  it('with SPD-S3 off a void player may trump on trick 1', () => {
    const t = run(bidAll(dealt({ firstTrickSpade: 'allowed' }, L4, 2)), [play(3, 'AC')]);
    expect(refusalOf(t, play(0, '5S'))).toBeNull();
  });
  it('a player holding only spades may play one on trick 1, and wins with the lowest spade (SPD-T11)', () => {
    const hands = [
      '♥ A K Q J 10 9 8 7 6 5 4 3 2',
      '♠ A K Q J 10 9 8 7 6 5 4 3 2',
      '♦ A K Q J 10 9 8 7 6 5 4 3 2',
      '♣ A K Q J 10 9 8 7 6 5 4 3 2',
    ];
    const t = run(bidAll(dealt({}, hands, 3)), [play(0, 'AH')]);
    expect(refusalOf(t, play(1, '2S'))).toBeNull();
    const done = run(t, [play(1, '2S'), play(2, 'AD'), play(3, 'AC')]);
    expect(done.lastTrick).toMatchObject({ winner: 1, broke: true });
  });
});

describe('SPD-L8 playing a nil', () => {
  it('North wins both tricks while South stays under', () => {
    const s = run(dealt({}, L8, 2), [bid(3, 3), bid(0, 'nil'), bid(1, 4), bid(2, 5)]);
    const t = run(s, [
      play(3, '9H'),
      play(0, '3H'),
      play(1, '5H'),
      play(2, 'AH'),
      play(2, 'AD'),
      play(3, '4D'),
      play(0, 'KD'),
      play(1, '7D'),
    ]);
    expect(t.tricksWon).toEqual([0, 0, 2, 0]);
  });
});
