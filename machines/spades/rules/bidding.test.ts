import { describe, expect, it } from 'vitest';
import { rules } from './index.ts';
import { bid, dealt, look, pass, run } from './scenario.ts';
import { parseHand } from './notation.ts';
import type { State } from './state.ts';

// SPD-L5 hands (dealer South): West, North, East, South bid in that order.
const L5 = [
  '♠ A K 6 3 2 · ♥ A 9 4 · ♦ K Q 8 5 3',
  '♠ Q 8 7 5 · ♥ K 8 · ♦ A · ♣ A Q 10 9 7 4',
  '♠ 10 4 · ♥ Q J 10 3 2 · ♦ 9 7 6 2 · ♣ 6 2',
  '♠ J 9 · ♥ 7 6 5 · ♦ J 10 4 · ♣ K J 8 5 3',
];
// SPD-L10 hands (dealer North, East bids first).
const L10 = [
  '♠ K 4 · ♥ A 6 2 · ♦ J 7 3 · ♣ 10 8 5 3 2',
  '♠ A Q 10 9 5 3 2 · ♥ 9 · ♦ 9 8 · ♣ J 7 6',
  '♠ 8 7 6 · ♥ K Q J 10 4 · ♦ K 6 2 · ♣ A 4',
  '♠ J · ♥ 8 7 5 3 · ♦ A Q 10 5 4 · ♣ K Q 9',
];

const refusalOf = (s: State, a: Parameters<typeof rules.explainIllegal>[1]) => rules.explainIllegal(s, a);

describe('SPD-T1 bidding order and dealer rotation', () => {
  it('the first bidder is left of the dealer; play is clockwise', () => {
    const s = dealt({}, L5, 0);
    expect(rules.currentPlayer(s)).toBe(1);
    expect(refusalOf(s, bid(0, 4))).toMatchObject({ rule: 'SPD-5.1', key: 'notYourTurnToBid' });
    const after = run(s, [bid(1, 3), bid(2, 2), bid(3, 3)]);
    expect(rules.currentPlayer(after)).toBe(0);
  });
  it('the dealer passes one seat clockwise after every hand (counter-clockwise with COM-S1)', () => {
    for (const direction of ['clockwise', 'counterclockwise'] as const) {
      let s = rules.setup(rules.parseOptions({ direction }), 2, 9);
      const dealers: number[] = [];
      const firstBidders: number[] = [];
      for (let i = 0; i < 5; i++) {
        s = rules.startDeal(s, { kind: 'shuffle' });
        dealers.push(s.dealer);
        firstBidders.push(rules.currentPlayer(s) as number);
        const rng = { state: 0, next: () => 0, int: () => 0, between: (lo: number) => lo };
        while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) s = rules.applyAction(s, rules.sampleAction(s, rng));
      }
      const step = direction === 'clockwise' ? 1 : 3;
      expect(dealers).toEqual([2, 6, 10, 14, 18].map((_, i) => (2 + i * step) % 4));
      expect(firstBidders).toEqual(dealers.map((d) => (d + step) % 4));
    }
  });
});

describe('SPD-T2, SPD-T3 bid values', () => {
  const s = dealt({}, L5, 0);
  it('1 … 13 and Nil accepted; 0 and 14 refused with SPD-5.2; no pass exists', () => {
    for (let b = 1; b <= 13; b++) expect(refusalOf(s, bid(1, b))).toBeNull();
    expect(refusalOf(s, bid(1, 'nil'))).toBeNull();
    expect(refusalOf(s, bid(1, 0))).toMatchObject({ rule: 'SPD-5.2', key: 'zeroIsNil' });
    expect(refusalOf(s, bid(1, 14))).toMatchObject({ rule: 'SPD-5.2', key: 'bidOutOfRange', params: { max: 13 } });
    expect(refusalOf(s, bid(1, 2.5))).toMatchObject({ rule: 'SPD-5.2' });
    expect(refusalOf(s, { type: 'bid', seat: 1, bid: 'pass' as never })).toMatchObject({ rule: 'SPD-5.2' });
    expect(rules.legalActions(s).some((a) => a.type === 'bid' && a.bid === 0)).toBe(false);
  });
  it('with nil off, Nil and 0 are refused and 1 is the minimum (SPD-S4)', () => {
    const off = dealt({ nil: 'off' }, L5, 0);
    expect(refusalOf(off, bid(1, 'nil'))).toMatchObject({ rule: 'SPD-5.2', key: 'nilOff' });
    expect(refusalOf(off, bid(1, 0))).toMatchObject({ rule: 'SPD-5.2' });
    expect(rules.legalActions(off).map((a) => (a.type === 'bid' ? a.bid : a.type))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });
  it('bids cannot be changed: a second bid by the same seat is out of turn', () => {
    expect(refusalOf(run(s, [bid(1, 3)]), bid(1, 4))).toMatchObject({ rule: 'SPD-5.1' });
  });
});

describe('SPD-L5 the team contract', () => {
  it('West 3, North 2, East 3, South 4 → Us 6, Them 6', () => {
    const s = run(dealt({}, L5, 0), [bid(1, 3), bid(2, 2), bid(3, 3), bid(0, 4)]);
    expect(rules.observe(s, 0).contracts).toEqual([6, 6]);
    expect(s.phase).toBe('playing');
    expect(rules.currentPlayer(s)).toBe(1);
  });
});

describe('SPD-T4 double nil', () => {
  // Dealer West: North bids first, South third. Us behind by 100, so South may bid blind nil.
  const before = { totals: [100, 200] };
  it('after North bids Nil, South may not bid Nil or Blind Nil (SPD-5.5)', () => {
    const s = run(dealt({}, L5, 1, before), [bid(2, 'nil'), bid(3, 2)]);
    expect(refusalOf(s, bid(0, 'nil'))).toMatchObject({ rule: 'SPD-5.5', key: 'partnerBidNil' });
    expect(refusalOf(s, bid(0, 'blind-nil'))).toMatchObject({ rule: 'SPD-5.5' });
    expect(refusalOf(s, bid(0, 1))).toBeNull();
  });
  it('with SPD-S8 both are accepted', () => {
    const s = run(dealt({ doubleNil: 'separate' }, L5, 1, before), [bid(2, 'nil'), bid(3, 2)]);
    expect(refusalOf(s, bid(0, 'nil'))).toBeNull();
    expect(refusalOf(s, bid(0, 'blind-nil'))).toBeNull();
  });
});

describe('SPD-T5 blind nil eligibility', () => {
  const at = (totals: number[], o = {}) => dealt(o, L10, 2, { totals }); // East bids first, South second
  it('behind by exactly 100 → allowed; by 99 → refused with the numbers', () => {
    expect(refusalOf(run(at([220, 320]), [bid(3, 3)]), bid(0, 'blind-nil'))).toBeNull();
    expect(refusalOf(run(at([221, 320]), [bid(3, 3)]), bid(0, 'blind-nil'))).toMatchObject({
      rule: 'SPD-5.6',
      key: 'blindNilNotBehind',
      params: { behind: 99, threshold: 100 },
    });
  });
  it('at the start of the very first hand (0–0) → refused', () => {
    expect(refusalOf(run(at([0, 0]), [bid(3, 3)]), bid(0, 'blind-nil'))).toMatchObject({ rule: 'SPD-5.6' });
  });
  it('with SPD-S6 off → always allowed; with SPD-S5 off → never', () => {
    expect(refusalOf(run(at([0, 0], { blindNilBehind: null }), [bid(3, 3)]), bid(0, 'blind-nil'))).toBeNull();
    expect(refusalOf(run(at([0, 500], { blindNil: 'off' }), [bid(3, 3)]), bid(0, 'blind-nil'))).toMatchObject({
      key: 'blindNilOff',
    });
  });
  it('refused once the player has looked; looking is irreversible and allowed before the turn', () => {
    const s = run(at([210, 320]), [look(0)]);
    expect(refusalOf(s, look(0))).toMatchObject({ rule: 'SPD-5.6', key: 'alreadyLooked' });
    expect(refusalOf(run(s, [bid(3, 3)]), bid(0, 'blind-nil'))).toMatchObject({
      rule: 'SPD-5.6',
      key: 'blindNilAfterLook',
    });
  });
  it('the cards of an eligible seat are face down until it looks or bids (SPD-5.6(c))', () => {
    const s = run(at([210, 320]), [bid(3, 3)]);
    expect(rules.observe(s, 0).hand).toBeNull();
    expect(rules.observe(s, 0).blindNilEligible).toBe(true);
    expect(rules.observe(s, 1).hand).toHaveLength(13); // West trails by nothing: face up
    expect(rules.legalActions(s).map((a) => (a.type === 'bid' ? a.bid : a.type))).toContain('look');
    expect(rules.observe(rules.applyAction(s, look(0)), 0).hand).toEqual(parseHand(L10[0]));
    expect(rules.observe(rules.applyAction(s, bid(0, 2)), 0).hand).toHaveLength(13);
  });
  it('three or more sides: measured against the leading side (SPD-D7)', () => {
    const s = dealt({ players: 'cutthroat4' }, L10, 2, { totals: [100, 150, 200, 0] });
    expect(s.eligible).toEqual([true, false, false, true]);
  });
});

describe('SPD-T6, SPD-L10 the blind-nil exchange', () => {
  const start = () =>
    run(dealt({}, L10, 2, { totals: [210, 320] }), [bid(3, 3), bid(0, 'blind-nil'), bid(1, 4), bid(2, 5)]);
  it('after the last bid and before the first lead, bidder first; 13 cards each afterwards', () => {
    const s = start();
    expect(s.phase).toBe('passing');
    expect(rules.currentPlayer(s)).toBe(0);
    expect(rules.observe(s, 0).hand).toHaveLength(13); // the bidder now looks
    expect(refusalOf(s, pass(2, ['2D', '4C']))).toMatchObject({ rule: 'SPD-5.6', key: 'notYourPass' });
    expect(refusalOf(s, pass(0, ['KS']))).toMatchObject({ key: 'passTwoCards', params: { count: 1 } });
    expect(refusalOf(s, pass(0, ['KS', 'AH', '6H']))).toMatchObject({ key: 'passTwoCards' });
    expect(refusalOf(s, pass(0, ['KS', 'AS']))).toMatchObject({ key: 'passNotInHand', params: { card: 'AS' } });
    expect(refusalOf(s, { type: 'play', seat: 3, card: 'JS' })).toMatchObject({ rule: 'SPD-5.6', key: 'passFirst' });
    const after = run(s, [pass(0, ['KS', 'AH']), pass(2, ['2D', '4C'])]);
    expect(after.phase).toBe('playing');
    expect(rules.currentPlayer(after)).toBe(3);
    expect([...after.hands[0]].sort()).toEqual(parseHand('♠ 4 · ♥ 6 2 · ♦ J 7 3 2 · ♣ 10 8 5 4 3 2').sort());
    expect(after.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
  });
  it('the partner may return a card just received (SPD-D17)', () => {
    const s = run(start(), [pass(0, ['KS', 'AH'])]);
    expect(refusalOf(s, pass(2, ['KS', '2D']))).toBeNull();
    expect(run(s, [pass(2, ['KS', 'AH'])]).hands[0]).toContain('KS');
  });
  it('no exchange in cutthroat (SPD-10.7)', () => {
    const s = run(dealt({ players: 'cutthroat4' }, L10, 2, { totals: [210, 320, 300, 250] }), [
      bid(3, 3),
      bid(0, 'blind-nil'),
      bid(1, 4),
      bid(2, 5),
    ]);
    expect(s.phase).toBe('playing');
    expect(rules.observe(s, 0).hand).toHaveLength(13);
  });
  it('two blind-nil partners (SPD-S8) make one exchange, started by the first of them in bidding order', () => {
    const s = run(dealt({ doubleNil: 'separate' }, L10, 1, { totals: [0, 300] }), [
      bid(2, 'blind-nil'),
      bid(3, 3),
      bid(0, 'blind-nil'),
      bid(1, 4),
    ]);
    expect(s.passQueue).toEqual([
      { from: 2, to: 0 },
      { from: 0, to: 2 },
    ]);
  });
  it('two sides with blind nil: exchanges in the bidding order of the bidders, each finished first', () => {
    const s = run(dealt({ blindNilBehind: null }, L10, 2), [
      bid(3, 'blind-nil'),
      bid(0, 'blind-nil'),
      bid(1, 4),
      bid(2, 5),
    ]);
    expect(s.passQueue).toEqual([
      { from: 3, to: 1 },
      { from: 1, to: 3 },
      { from: 0, to: 2 },
      { from: 2, to: 0 },
    ]);
  });
});

describe('SPD-T25 what the seats see', () => {
  it('bids are visible to every seat; the passed cards only to the two partners', () => {
    const s = run(dealt({}, L10, 2, { totals: [210, 320] }), [
      bid(3, 3),
      bid(0, 'blind-nil'),
      bid(1, 4),
      bid(2, 5),
      pass(0, ['KS', 'AH']),
      pass(2, ['2D', '4C']),
    ]);
    for (let seat = 0; seat < 4; seat++) expect(rules.observe(s, seat).bids).toEqual(['blind-nil', 4, 5, 3]);
    expect(rules.observe(s, 0).passes.map((p) => p.cards)).toEqual([
      ['KS', 'AH'],
      ['2D', '4C'],
    ]);
    expect(rules.observe(s, 2).passes.map((p) => p.cards)).toEqual([
      ['KS', 'AH'],
      ['2D', '4C'],
    ]);
    for (const seat of [1, 3])
      expect(rules.observe(s, seat).passes).toEqual([
        { from: 0, to: 2, count: 2, cards: null },
        { from: 2, to: 0, count: 2, cards: null },
      ]);
  });
});

describe('SPD-T23 team bid (SPD-S16)', () => {
  it('the first partner hints, the second fixes the contract', () => {
    // Dealer South: West, North, East, South. North and West are the first partners.
    const s = run(dealt({ teamBid: true }, L5, 0), [bid(1, 5), bid(2, 2), bid(3, 3), bid(0, 6)]);
    expect(rules.observe(s, 0).contracts).toEqual([6, 3]);
    expect(rules.report(s).deals[0]).toMatchObject({ bids: [6, 5, 2, 3] });
  });
  it("the view marks the first partners' numbers as hints, in team bid only (SPD-10.6)", () => {
    const first = run(dealt({ teamBid: true }, L5, 0), [bid(1, 5)]);
    expect(rules.observe(first, 3).hints).toEqual([false, true, false, false]);
    const s = run(first, [bid(2, 2), bid(3, 3), bid(0, 6)]);
    for (const seat of [0, 1, 2, 3]) expect(rules.observe(s, seat).hints).toEqual([false, true, true, false]);
    // Still so once the hand is over, while the next dealer waits to deal.
    let end = s;
    while (!rules.awaitingDeal(end)) end = rules.applyAction(end, rules.legalActions(end)[0]);
    expect(rules.observe(end, 0).hints).toEqual([false, true, true, false]);
    // Dealer West: North and East bid first; a first-partner nil is binding, no hint.
    const t = run(dealt({ teamBid: true }, L5, 1), [bid(2, 'nil'), bid(3, 4), bid(0, 5), bid(1, 2)]);
    expect(rules.observe(t, 0).hints).toEqual([false, false, false, true]);
    expect(rules.observe(run(dealt({}, L5, 0), [bid(1, 5), bid(2, 2)]), 0).hints).toEqual([false, false, false, false]);
  });
  it('a first-partner nil is binding; the second partner may not bid nil (SPD-10.6)', () => {
    const s = run(dealt({ teamBid: true }, L5, 0), [bid(1, 5), bid(2, 'nil'), bid(3, 3)]);
    expect(refusalOf(s, bid(0, 'nil'))).toMatchObject({ rule: 'SPD-5.5' });
    const t = run(dealt({ teamBid: true }, L5, 0), [bid(1, 5), bid(2, 2)]);
    expect(refusalOf(t, bid(3, 'nil'))).toMatchObject({ rule: 'SPD-10.6', key: 'teamBidSecondNoNil' });
    expect(refusalOf(t, bid(3, 13))).toBeNull();
    expect(refusalOf(t, bid(3, 14))).toMatchObject({ rule: 'SPD-5.2' });
  });
  it('with SPD-S8 the second partner may bid nil; the hint then is the contract', () => {
    const s = run(dealt({ teamBid: true, doubleNil: 'separate' }, L5, 0), [bid(1, 5), bid(2, 2), bid(3, 'nil')]);
    expect(rules.observe(s, 0).contracts).toEqual([2, 5]);
  });
});

describe('wrong phase and seats', () => {
  it('nothing before the deal; no such seat', () => {
    const s = rules.setup(rules.defaultOptions, 0, 1);
    expect(refusalOf(s, bid(1, 3))).toMatchObject({ rule: 'SPD-4.1', key: 'noDeal' });
    expect(refusalOf(dealt({}, L5, 0), bid(7, 3))).toMatchObject({ rule: 'COM-2.1', key: 'noSuchSeat' });
  });
  it('a bid during play, a look after bidding', () => {
    const s = run(dealt({}, L5, 0), [bid(1, 3), bid(2, 2), bid(3, 3), bid(0, 4)]);
    expect(refusalOf(s, bid(1, 3))).toMatchObject({ rule: 'SPD-5.1', key: 'biddingOver' });
    expect(refusalOf(s, look(1))).toMatchObject({ rule: 'SPD-5.6', key: 'lookNotNow' });
    expect(refusalOf(s, pass(1, ['QS', '8S']))).toMatchObject({ rule: 'SPD-5.6', key: 'noPassNow' });
  });
  it('a blind-nil bidder looks only when bidding is over', () => {
    const s = run(dealt({}, L10, 2, { totals: [210, 320] }), [bid(3, 3), bid(0, 'blind-nil')]);
    expect(refusalOf(s, look(0))).toMatchObject({ key: 'blindNilLooksAfterBidding' });
    expect(rules.observe(s, 0).hand).toBeNull();
  });
});
