// The arena's counters per level (arena.ts outcome): whose nil a hand had, and the other side's nils set.
import { describe, expect, it } from 'vitest';
import { kind, outcome } from './arena.ts';

type After = Parameters<typeof outcome>[0];

/** The last hand's result as the engine reports it: seats 0 and 2 against 1 and 3. */
const after = (bids: unknown[], tricks: number[], points: [number, number]) =>
  ({
    results: [
      {
        bids,
        tricks,
        sides: [
          { seats: [0, 2], points: points[0], contract: 0, counted: 0, bags: 0 },
          { seats: [1, 3], points: points[1], contract: 0, counted: 0, bags: 0 },
        ],
      },
    ],
  }) as unknown as After;

describe('arena outcome: where a nil stands', () => {
  it('counts the side with the nil as its own and the other side as attacking it (SPD-8)', () => {
    // Seat 1 bid nil and took a trick: set. Seats 0 and 2 attacked it.
    const { stats } = outcome(after([4, 'nil', 3, 4], [5, 1, 4, 3], [70, -60]), [true, false, true, false]);
    const [a, b] = stats;
    expect(a["the other side's nils set"]).toEqual({ num: 1, den: 1 });
    expect(a["points per hand with the other side's nil"]).toEqual({ num: 70, den: 1 });
    expect(a['points per hand with its own nil']).toBeUndefined();
    expect(b['points per hand with its own nil']).toEqual({ num: -60, den: 1 });
    expect(b["the other side's nils set"]).toBeUndefined();
  });

  it('a made blind nil is not set, and a hand without a nil counts in neither', () => {
    const blind = outcome(after([5, 3, 'blind-nil', 4], [6, 3, 0, 4], [210, 70]), [true, false, true, false]).stats;
    expect(blind[1]["the other side's nils set"]).toEqual({ num: 0, den: 1 });
    expect(blind[0]['points per hand with its own nil']).toEqual({ num: 210, den: 1 });
    const plain = outcome(after([4, 3, 3, 3], [4, 3, 3, 3], [70, 60]), [true, false, true, false]).stats;
    expect(plain[0]['points per hand with its own nil']).toBeUndefined();
    expect(plain[0]["points per hand with the other side's nil"]).toBeUndefined();
    expect(plain[0]['points per hand without a nil']).toEqual({ num: 70, den: 1 });
  });
});

describe('arena kind: the pairs split by whether a nil was bid', () => {
  it('names a deal by its bids, nil and blind nil alike', () => {
    expect(kind(after([4, 'nil', 3, 4], [5, 0, 4, 4], [70, 50]))).toBe('with a nil');
    expect(kind(after([5, 3, 'blind-nil', 4], [6, 3, 0, 4], [210, 70]))).toBe('with a nil');
    expect(kind(after([4, 3, 3, 3], [4, 3, 3, 3], [70, 60]))).toBe('without a nil');
  });
});
