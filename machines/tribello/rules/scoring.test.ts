import { describe, expect, it } from 'vitest';
import { defaultOptions } from './options.ts';
import { leaders, scoreDeal, seatPoints } from './scoring.ts';
import { type RoundKind, quotasFor, roundKind } from './state.ts';

/** Score one deal given per role (D, L, R) with dealer at seat 0, clockwise: seat 1 = L, seat 2 = R. */
function byRole(round: number, tricks: [number, number, number]) {
  const r = scoreDeal(
    { deal: round * 3, round, dealer: 0, trump: null, quotas: quotasFor(round, 0, defaultOptions), tricks },
    [0, 0, 0],
    defaultOptions,
  );
  return r.points;
}

describe('TRB-10 worked examples', () => {
  it.each([
    ['1: round 1, tricks 8/3/2', 1, [8, 3, 2], [2, -1, -1]],
    ['2: round 2, tricks 7/3/3', 2, [7, 3, 3], [1, -1, 0]],
    ['3: round 3, tricks 6/4/3', 3, [6, 4, 3], [0, 0, 0]],
    ['4: round 4, quotas 3/4/6, tricks 1/4/8', 4, [1, 4, 8], [2, 0, -2]],
    ['5: round 4, tricks 2/6/5', 4, [2, 6, 5], [1, -2, 1]],
    ['seed example (TRB-D5, a round-2 deal): Anna 7, Bjørn 4, Cecilie 2', 2, [7, 4, 2], [1, 0, -1]],
    ['TRB-L5: you 7, Liv 3, Rune 3', 1, [7, 3, 3], [1, -1, 0]],
    ['TRB-L9: round 4, you 2, Liv 6, Rune 5', 4, [2, 6, 5], [1, -2, 1]],
  ] as const)('example %s', (_name, round, tricks, points) => {
    const got = byRole(round, [...tricks]);
    expect(got).toEqual(points);
    expect(got.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('6: twelve-deal totals add up to zero (+5 / −1 / −4 style) and each line carries its rule', () => {
    let totals = [0, 0, 0];
    const rows: [number, number[]][] = [
      [1, [8, 3, 2]],
      [1, [7, 4, 2]],
      [1, [5, 5, 3]],
      [2, [7, 3, 3]],
      [2, [6, 6, 1]],
      [2, [4, 4, 5]],
      [3, [6, 4, 3]],
      [3, [9, 2, 2]],
      [3, [3, 5, 5]],
      [4, [1, 4, 8]],
      [4, [2, 6, 5]],
      [4, [3, 4, 6]],
    ];
    rows.forEach(([round, tricks], i) => {
      const dealer = i % 3;
      const r = scoreDeal(
        { deal: i + 1, round, dealer, trump: null, quotas: quotasFor(round, dealer, defaultOptions), tricks },
        totals,
        defaultOptions,
      );
      expect(r.lines.every((l) => l.rule === (round === 4 ? 'TRB-10.2' : 'TRB-10.1'))).toBe(true);
      expect(r.lines.map((l) => l.points)).toEqual(r.points);
      totals = [...r.totals];
      expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
    });
  });
});

describe('TRB-T3 quotas by round and role (TRB-4, TRB-L1)', () => {
  it.each([1, 2, 3, 4, 5])('round %i', (round) => {
    for (const dealer of [0, 1, 2]) {
      const q = quotasFor(round, dealer, defaultOptions);
      const [d, l, r] = [q[dealer], q[(dealer + 1) % 3], q[(dealer + 2) % 3]];
      expect([d, l, r]).toEqual(round === 4 ? [3, 4, 6] : [6, 4, 3]);
      expect(d + l + r).toBe(13);
    }
  });
  it('TRB-L1: the quota follows the chair: deal 1 you deal (6), deal 2 Liv deals and you have 3', () => {
    expect(quotasFor(1, 0, defaultOptions)).toEqual([6, 4, 3]);
    expect(quotasFor(1, 1, defaultOptions)).toEqual([3, 6, 4]);
  });
});

describe('TRB-T13 / TRB-T14 per-seat points', () => {
  const cases: [RoundKind, number, number, number, string][] = [
    ['revealed', 6, 6, 0, 'exactly the quota = 0'],
    ['named', 5, 4, 1, 'one over = +1'],
    ['noTrump', 0, 3, -3, 'three under = −3'],
    ['avoid', 2, 4, 2, 'round 4: below the quota is positive'],
    ['avoid', 7, 4, -3, 'round 4: above the quota is negative'],
    ['avoid', 0, 3, 3, 'round 4: a dealer with 0 tricks scores +3'],
    ['avoid', 13, 6, -7, 'round 4: a right player with 13 tricks scores −7'],
  ];
  it.each(cases)('%s: %i tricks against quota %i → %i (%s)', (kind, tricks, quota, points) => {
    expect(seatPoints(kind, tricks, quota)).toBe(points);
  });
  it('tie-break rounds (5, 6, …) score like rounds 1–3 (TRB-D4)', () => {
    expect(roundKind(5)).toBe('noTrump');
    expect(roundKind(6)).toBe('noTrump');
  });
});

describe('TRB-T15 zero sum is asserted', () => {
  it('a deal whose tricks do not total 13 cannot be scored', () => {
    expect(() =>
      scoreDeal(
        { deal: 1, round: 1, dealer: 0, trump: 'S', quotas: [6, 4, 3], tricks: [6, 4, 2] },
        [0, 0, 0],
        defaultOptions,
      ),
    ).toThrow(/TRB-10.3/);
  });
});

describe('TRB-11.2 leaders (TRB-L11)', () => {
  it('single and shared highest totals', () => {
    expect(leaders([5, -1, -4])).toEqual([0]);
    expect(leaders([3, 3, -6])).toEqual([0, 1]);
    expect(leaders([0, 0, 0])).toEqual([0, 1, 2]);
  });
});
