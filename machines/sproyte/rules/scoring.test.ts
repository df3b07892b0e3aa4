import { describe, expect, it } from 'vitest';
import { rotationTrump, variationContract } from './deal.ts';
import { opts } from './fixtures.ts';
import { dealPoints, gameWinners, ranking, scoreLines } from './scoring.ts';
import type { Contract } from './state.ts';

const points = (contract: Contract, tricks: number[], signed = false) =>
  scoreLines(contract, tricks, signed).map((l) => l.points);

describe('SPR-9 worked examples', () => {
  it('1. standard deal 2 is a spade game; tricks 6/4/2 score +2, 0, 0', () => {
    expect(rotationTrump(2, opts())).toBe('S');
    expect(points('trump', [6, 4, 2])).toEqual([2, 0, 0]);
  });
  it('2. variasjonssprøyte revealed ♥J is grand; tricks 5/5/2 score +1, +1, 0', () => {
    const c = variationContract('JH', 1, opts({ form: 'variation' }));
    expect(c).toEqual({ contract: 'grand', trump: null });
    expect(points(c.contract, [5, 5, 2])).toEqual([1, 1, 0]);
  });
  it('3. revealed ♣3 is nullo; tricks 1/3/8 score +3, +1, 0', () => {
    const c = variationContract('3C', 1, opts({ form: 'variation' }));
    expect(c).toEqual({ contract: 'nullo', trump: null });
    expect(points(c.contract, [1, 3, 8])).toEqual([3, 1, 0]);
  });
  it('4. nullo tricks 0/5/7 score +4, 0, 0', () => {
    expect(points('nullo', [0, 5, 7])).toEqual([4, 0, 0]);
  });
  it('5. talon form (13 tricks), hearts: 7/4/2 → +3, 0, 0 and 5/5/3 → +1, +1, 0', () => {
    expect(rotationTrump(3, opts({ form: 'talon' }))).toBe('H');
    expect(points('trump', [7, 4, 2])).toEqual([3, 0, 0]);
    expect(points('trump', [5, 5, 3])).toEqual([1, 1, 0]);
  });
  it('6. running totals 7/9/4 plus +2/0/+1 give 9/9/5 and nobody has won yet', () => {
    const totals = [7, 9, 4].map((t, i) => t + [2, 0, 1][i]);
    expect(totals).toEqual([9, 9, 5]);
    expect(gameWinners(totals, { target: 10, tie: 'play-on' })).toBeNull();
  });
});

describe('SPR-T18 scoring boundaries', () => {
  it.each([
    ['trump', 4, 0],
    ['trump', 5, 1],
    ['trump', 12, 8],
    ['grand', 12, 8],
    ['grand', 3, 0],
    ['nullo', 0, 4],
    ['nullo', 3, 1],
    ['nullo', 4, 0],
    ['nullo', 9, 0],
    ['trump', 13, 9],
  ] as const)('%s with %i tricks scores %i', (contract, tricks, expected) => {
    expect(dealPoints(contract, tricks, false)).toBe(expected);
  });
  it('lines cite SPR-9.2 for trump and grand, SPR-9.3 for nullo', () => {
    expect(scoreLines('grand', [5, 5, 2], false)[0].rule).toBe('SPR-9.2');
    expect(scoreLines('nullo', [5, 5, 2], false)[0].rule).toBe('SPR-9.3');
  });
});

describe('SPR-T19 negative points only with SPR-S8', () => {
  it('default: never negative', () => {
    for (let t = 0; t <= 13; t++) {
      expect(dealPoints('trump', t, false)).toBeGreaterThanOrEqual(0);
      expect(dealPoints('nullo', t, false)).toBeGreaterThanOrEqual(0);
    }
  });
  it('signed: 2 tricks in a trump deal → −2; 6 tricks in nullo → −2', () => {
    expect(dealPoints('trump', 2, true)).toBe(-2);
    expect(dealPoints('nullo', 6, true)).toBe(-2);
    expect(dealPoints('grand', 7, true)).toBe(3);
    expect(dealPoints('nullo', 1, true)).toBe(3);
  });
});

describe('SPR-T21 end check (SPR-10.3, SPR-S9)', () => {
  const playOn = { target: 10, tie: 'play-on' as const };
  const shared = { target: 10, tie: 'shared' as const };
  it.each([
    [[10, 9, 4], [0]],
    [[11, 10, 3], [0]],
    [[3, 10, 11], [2]],
    [[10, 10, 7], null],
    [[12, 12, 12], null],
    [[9, 9, 9], null],
  ])('totals %j → winners %j', (totals, winners) => {
    expect(gameWinners(totals, playOn)).toEqual(winners);
  });
  it('with "shared" a tie for the lead at the target is a shared win', () => {
    expect(gameWinners([10, 10, 7], shared)).toEqual([0, 1]);
    expect(gameWinners([12, 12, 12], shared)).toEqual([0, 1, 2]);
    expect(gameWinners([9, 9, 7], shared)).toBeNull();
  });
  it('SPR-L13: 9/8/6 then +1/+2/0 is a tie at 10, the next deal +0/+1/0 lets Ola win with 11', () => {
    expect(gameWinners([10, 10, 6], playOn)).toBeNull();
    expect(gameWinners([10, 11, 6], playOn)).toEqual([1]);
  });
  it('SPR-10.4 ranking: equal totals below the winner share a place', () => {
    expect(ranking([11, 7, 7])).toEqual([1, 2, 2]);
    expect(ranking([4, 12, 9])).toEqual([3, 1, 2]);
  });
});
