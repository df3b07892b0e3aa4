import { describe, expect, it } from 'vitest';
import { type Options, defaultOptions } from './options.ts';
import { bagCounter, scoreSide, sideContract, winnersAfter } from './scoring.ts';
import type { Bid } from './state.ts';

const opts = (o: Partial<Options> = {}): Options => ({ ...defaultOptions, ...o });

/** One partnership side, seats 0 and 2 (South, North); the other seats take the remaining tricks. */
function side(bids: [Bid, Bid], tricks: [number, number], bagsBefore = 0, o: Partial<Options> = {}, totalBefore = 0) {
  const options = opts(o);
  const allBids: Bid[] = [bids[0], 1, bids[1], 1];
  const allTricks = [tricks[0], 0, tricks[1], 0];
  const order = [0, 1, 2, 3];
  const contract = sideContract(options, [0, 2], allBids, order);
  return scoreSide(options, { seats: [0, 2], bids: allBids, tricks: allTricks, contract, bagsBefore, totalBefore });
}

describe('SPD-8 worked examples (one row per example)', () => {
  const rows: {
    n: number;
    bids: [Bid, Bid];
    tricks: [number, number];
    before: number;
    o?: Partial<Options>;
    points: number;
    bags: number;
    after: number;
  }[] = [
    { n: 1, bids: [4, 3], tricks: [5, 4], before: 0, points: 72, bags: 2, after: 2 },
    { n: 2, bids: [2, 3], tricks: [1, 3], before: 0, points: -50, bags: 0, after: 0 },
    { n: 3, bids: ['nil', 5], tricks: [0, 6], before: 0, points: 151, bags: 1, after: 1 },
    { n: 4, bids: ['nil', 4], tricks: [1, 3], before: 0, points: -139, bags: 1, after: 1 },
    { n: 5, bids: ['nil', 4], tricks: [1, 3], before: 0, o: { failedNilCounts: true }, points: -60, bags: 0, after: 0 },
    { n: 6, bids: ['nil', 4], tricks: [2, 5], before: 0, points: -57, bags: 3, after: 3 },
    { n: 7, bids: ['blind-nil', 6], tricks: [0, 6], before: 0, points: 260, bags: 0, after: 0 },
    { n: 8, bids: [3, 2], tricks: [4, 4], before: 8, points: -47, bags: 3, after: 1 },
    { n: 9, bids: [3, 3], tricks: [5, 5], before: 6, points: -36, bags: 4, after: 0 },
    { n: 10, bids: [3, 2], tricks: [5, 4], before: 8, o: { bags: 'reset' }, points: -46, bags: 4, after: 0 },
    { n: 11, bids: ['nil', 4], tricks: [0, 4], before: 0, o: { nil: 50 }, points: 90, bags: 0, after: 0 },
    {
      n: 12,
      bids: ['nil', 'nil'],
      tricks: [0, 1],
      before: 0,
      o: { doubleNil: 'separate' },
      points: 1,
      bags: 1,
      after: 1,
    },
    { n: 13, bids: [7, 6], tricks: [7, 6], before: 0, o: { moon: 200 }, points: 200, bags: 0, after: 0 },
    { n: 14, bids: [7, 6], tricks: [6, 6], before: 0, o: { moon: 200 }, points: -200, bags: 0, after: 0 },
  ];
  for (const r of rows)
    it(`SPD-8 example ${r.n}: ${r.bids.join(' + ')} taking ${r.tricks.join(' + ')} → ${r.points}`, () => {
      const res = side(r.bids, r.tricks, r.before, r.o);
      expect(res.points).toBe(r.points);
      expect(res.bags).toBe(r.bags);
      expect(res.bagsAfter).toBe(r.after);
      expect(res.lines.reduce((t, l) => t + l.points, 0)).toBe(res.points);
    });

  it('SPD-8 example 8: 238 → 191 with the penalty line citing SPD-8.5', () => {
    const res = side([3, 2], [4, 4], 8, {}, 238);
    expect(res.totalAfter).toBe(191);
    expect(res.lines.find((l) => l.key === 'bagPenalty')).toMatchObject({ rule: 'SPD-8.5', points: -100 });
  });
});

describe('SPD-T12 contract made and set', () => {
  it('made exactly: +10 × C and no bags', () => expect(side([4, 3], [4, 3])).toMatchObject({ points: 70, bags: 0 }));
  it('one over: +10 × C + 1 and one bag', () => expect(side([4, 3], [4, 4])).toMatchObject({ points: 71, bags: 1 }));
  it('one short: −10 × C', () => expect(side([4, 3], [3, 3])).toMatchObject({ points: -70, bags: 0 }));
  it('four short: still −10 × C', () => expect(side([4, 3], [1, 2]).points).toBe(-70));
});

describe('SPD-T13 nil scored independently of the contract', () => {
  it.each([
    [0, 5, 100 + 50], // nil made, contract made
    [0, 3, 100 - 50], // nil made, contract set
    [1, 5, -100 + 50 + 1], // nil failed, contract made (its trick is a bag)
    [1, 3, -100 - 50 + 1], // nil failed, contract set
  ])('nil took %i, partner bid 5 took %i → %i', (nilTricks, partner, points) => {
    expect(side(['nil', 5], [nilTricks, partner]).points).toBe(points);
  });
});

describe('SPD-T14 failed nil tricks', () => {
  it('not counted toward the contract, each a bag worth 1 (SPD-8.4)', () => {
    const r = side(['nil', 4], [2, 3]);
    expect(r).toMatchObject({ counted: 3, points: -100 - 40 + 2, bags: 2 });
    expect(r.lines.find((l) => l.key === 'nilTricksBags')?.rule).toBe('SPD-8.4');
  });
  it('with SPD-S12 they count toward the contract and are no separate bags', () => {
    expect(side(['nil', 4], [2, 3], 0, { failedNilCounts: true })).toMatchObject({
      counted: 5,
      points: -100 + 40 + 1,
      bags: 1,
    });
  });
});

describe('SPD-T15 bag counter crossing the limit', () => {
  it('8 + 3 → one penalty, counter 1', () => expect(bagCounter(opts(), 8, 3)).toEqual({ after: 1, penalties: 1 }));
  it('9 + 13 (a side of two nils takes every trick) → two penalties, counter 2', () => {
    const r = side(['nil', 'nil'], [6, 7], 9, { doubleNil: 'separate' });
    expect(r).toMatchObject({ bags: 13, bagsAfter: 2, points: -100 - 100 + 13 - 200 });
  });
  it('SPD-S11 reset: the counter becomes 0 (one penalty even from 20 or more)', () => {
    expect(bagCounter(opts({ bags: 'reset' }), 8, 3)).toEqual({ after: 0, penalties: 1 });
    expect(bagCounter(opts({ bags: 'reset' }), 9, 13)).toEqual({ after: 0, penalties: 1 });
  });
  it('SPD-S10 off: no counter and no penalty, overtricks still +1 each (SPD-D16)', () => {
    expect(bagCounter(opts({ bags: 'off' }), 0, 13)).toEqual({ after: 0, penalties: 0 });
    expect(side([3, 2], [6, 7], 0, { bags: 'off' })).toMatchObject({ points: 58, bags: 8, bagsAfter: 0 });
  });
  it('bag limit and penalty are settings (SPD-S11)', () => {
    expect(side([3, 2], [4, 4], 3, { bagLimit: 5, bagPenalty: 50 })).toMatchObject({ points: 53 - 50, bagsAfter: 1 });
  });
});

describe('SPD-T16 blind nil values', () => {
  it('blind nil ±200', () => {
    expect(side(['blind-nil', 4], [0, 4]).points).toBe(240);
    expect(side(['blind-nil', 4], [1, 4]).points).toBe(-200 + 40 + 1);
  });
  it('with nil worth 50 an ordinary nil is ±50 and blind nil stays ±200 (SPD-D8)', () => {
    expect(side(['nil', 4], [1, 4], 0, { nil: 50 }).points).toBe(-50 + 40 + 1);
    expect(side(['blind-nil', 4], [0, 4], 0, { nil: 50 }).points).toBe(240);
  });
});

describe('SPD-10.5 double nil scoring', () => {
  it('separate: one makes, one fails → 0 plus the bags', () =>
    expect(side(['nil', 'nil'], [0, 2], 0, { doubleNil: 'separate' }).points).toBe(2));
  it('separate: both make → +200', () =>
    expect(side(['nil', 'nil'], [0, 0], 0, { doubleNil: 'separate' }).points).toBe(200));
  it('together: ±200 for the pair whatever their kinds, tricks still bags', () => {
    expect(side(['nil', 'blind-nil'], [0, 0], 0, { doubleNil: 'together' }).points).toBe(200);
    const r = side(['nil', 'nil'], [0, 2], 0, { doubleNil: 'together' });
    expect(r).toMatchObject({ points: -200 + 2, bags: 2 });
    expect(r.lines.map((l) => l.rule)).toContain('SPD-10.5');
  });
});

describe('SPD-T22 moon', () => {
  it('contract 13 made → +200 and no bags; 12 tricks → −200', () => {
    expect(side([7, 6], [8, 5], 0, { moon: 200 })).toMatchObject({ points: 200, bags: 0, moonMade: true });
    expect(side([7, 6], [6, 6], 0, { moon: 200 })).toMatchObject({ points: -200, moonMade: false });
  });
  it('another value (SPD-S9)', () => expect(side([10, 3], [10, 3], 0, { moon: 350 }).points).toBe(350));
  it('"win": scored as an ordinary contract, and the made moon ends the game for that side', () => {
    const r = side([7, 6], [7, 6], 0, { moon: 'win' });
    expect(r).toMatchObject({ points: 130, moonMade: true });
    expect(winnersAfter(opts({ moon: 'win' }), [130, -300], [0])).toEqual([0]);
    expect(winnersAfter(opts({ moon: 'win' }), [130, 600], [0])).toEqual([0]);
  });
  it('moon off: 13 is an ordinary contract', () => expect(side([7, 6], [7, 6]).points).toBe(130));
  it('nil results of a moon side still apply', () =>
    expect(side(['nil', 13], [0, 13], 0, { moon: 200 }).points).toBe(300));
});

describe('SPD-10.6 team bid contract', () => {
  const o = opts({ teamBid: true, doubleNil: 'separate' });
  it('the second partner fixes the contract; the hint is not added', () =>
    expect(sideContract(o, [0, 2], [4, 1, 6, 1], [0, 1, 2, 3])).toBe(6));
  it('bidding order decides who is second', () => expect(sideContract(o, [0, 2], [4, 1, 6, 1], [2, 3, 0, 1])).toBe(4));
  it('a second-partner nil leaves the hint as the contract; two nils leave 0', () => {
    expect(sideContract(o, [0, 2], [4, 1, 'nil', 1], [0, 1, 2, 3])).toBe(4);
    expect(sideContract(o, [0, 2], ['nil', 1, 'nil', 1], [0, 1, 2, 3])).toBe(0);
  });
});

describe('SPD-T17, SPD-T24 game end', () => {
  const o = opts();
  it.each([
    [[505, 480], [0]],
    [[520, 530], [1]],
    [[510, 510], []],
    [[499, 480], []],
    [[-250, 300], []],
  ])('%j → winners %j', (totals, winners) => expect(winnersAfter(o, totals, [])).toEqual(winners));
  it('another hand after a tie, then decide', () => expect(winnersAfter(o, [560, 540], [])).toEqual([0]));
  it('the target is a setting (SPD-S2)', () =>
    expect(winnersAfter(opts({ target: 200 }), [210, 100], [])).toEqual([0]));
  it('losing score off by default; at −200 a side loses when it is on', () => {
    expect(winnersAfter(o, [-200, 100], [])).toEqual([]);
    expect(winnersAfter(opts({ losingScore: -200 }), [-200, 100], [])).toEqual([1]);
    expect(winnersAfter(opts({ losingScore: -200 }), [-199, 100], [])).toEqual([]);
  });
  it('the target rule comes first (SPD-9.4): a side at −200 while another reaches 500', () => {
    expect(winnersAfter(opts({ losingScore: -200 }), [-210, 520, 530], [])).toEqual([2]);
  });
  it('three sides: the single highest total wins; equal highest play on', () => {
    expect(winnersAfter(o, [510, 520, 100], [])).toEqual([1]);
    expect(winnersAfter(o, [520, 520, 100], [])).toEqual([]);
    expect(winnersAfter(opts({ losingScore: -200 }), [100, 100, -300], [])).toEqual([]);
  });
});

describe('SPD-T18 bag penalty before the end check', () => {
  it('cutthroat: 499 with 9 bags, bid 1 took 4 → 512 → 412, 2 bags, no win', () => {
    const o = opts({ players: 'cutthroat4' });
    const r = scoreSide(o, {
      seats: [0],
      bids: [1, 1, 1, 1],
      tricks: [4, 3, 3, 3],
      contract: 1,
      bagsBefore: 9,
      totalBefore: 499,
    });
    expect(r).toMatchObject({ points: 13 - 100, totalAfter: 412, bagsAfter: 2 });
    expect(winnersAfter(o, [412, 0, 0, 0], [])).toEqual([]);
  });
  it('partners: 399 with 9 bags, nil + 1 taking 0 + 4 → 512 → 412, 2 bags, no win', () => {
    const r = side(['nil', 1], [0, 4], 9, {}, 399);
    expect(r).toMatchObject({ totalAfter: 412, bagsAfter: 2 });
    expect(winnersAfter(opts(), [412, 300], [])).toEqual([]);
  });
});

describe('SPD-8.7 a side of nil bidders only', () => {
  it('no contract points; all of its tricks are bags', () => {
    const r = side(['nil', 'blind-nil'], [2, 0], 0, { doubleNil: 'separate' });
    expect(r).toMatchObject({ contract: 0, points: -100 + 200 + 2, bags: 2 });
  });
  it('with SPD-S12 too', () =>
    expect(side(['nil', 'nil'], [2, 1], 0, { doubleNil: 'separate', failedNilCounts: true })).toMatchObject({
      points: -197,
      bags: 3,
    }));
});

describe('the scoring quizzes of the lessons', () => {
  it('SPD-L6: Us 4 + 3 took 9 → +72 and 2 bags; Them 2 + 3 took 4 → −50 (not −10)', () => {
    expect(side([4, 3], [5, 4])).toMatchObject({ points: 72, bags: 2 });
    expect(side([2, 3], [2, 2]).points).toBe(-50);
  });
  it('SPD-L7: 238 with 8 bags, bid 5 took 8 → 291 → 191 with 1 bag', () => {
    expect(side([3, 2], [4, 4], 8, {}, 238)).toMatchObject({ totalAfter: 191, bagsAfter: 1 });
  });
  it('SPD-L9: nil took 1, partner bid 5 took 4 → −149 and one bag; with SPD-S12 → −50', () => {
    expect(side(['nil', 5], [1, 4])).toMatchObject({ points: -149, bags: 1 });
    expect(side(['nil', 5], [1, 4], 0, { failedNilCounts: true }).points).toBe(-50);
  });
  it('SPD-L11: 480 + 52 = 532 against 470 + 60 = 530 → Us win; both at 530 → one more hand', () => {
    const us = side([2, 3], [3, 4], 0, {}, 480);
    const them = side([3, 3], [3, 3], 0, {}, 470);
    expect([us.totalAfter, them.totalAfter]).toEqual([532, 530]);
    expect(winnersAfter(opts(), [us.totalAfter, them.totalAfter], [])).toEqual([0]);
    expect(winnersAfter(opts(), [530, 530], [])).toEqual([]);
  });
});
