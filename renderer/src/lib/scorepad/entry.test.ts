// A typed line becomes the deal the rules cores check: digits, N (nil), B (blind nil); anything else is
// passed on as typed so the core refuses it with its rule (SPD-5.2), never silently dropped.
import { describe, expect, it } from 'vitest';
import { dealOf, draftOf, incomplete, parseBid, tricksSoFar } from './entry.ts';

describe('the typed line', () => {
  it('reads bids as the table says them', () => {
    expect(['4', ' 13 ', 'n', 'Nil', 'B', 'bn', '', 'x'].map(parseBid)).toEqual([
      4,
      13,
      'nil',
      'nil',
      'blind-nil',
      'blind-nil',
      null,
      'x',
    ]);
  });
  it('keeps a half-typed line as typing, and a deal round-trips through the fields', () => {
    const draft = { bids: ['N', '4', '5', ''], tricks: ['0', '5', '', ''], contract: '' as const };
    expect(incomplete('spades', draft, false)).toBe(true);
    expect(tricksSoFar(draft)).toBe(5);
    const deal = { bids: ['nil' as const, 4, 5, 3], tricks: [0, 5, 6, 2] };
    expect(dealOf('spades', draftOf(deal, 4), false)).toEqual(deal);
    expect(dealOf('sproyte', { bids: [], tricks: ['1', '3', '8'], contract: 'nullo' }, true)).toEqual({
      contract: 'nullo',
      tricks: [1, 3, 8],
    });
    expect(dealOf('tribello', { bids: [], tricks: ['a', '', '4'], contract: '' }, false).tricks).toEqual([-1, NaN, 4]);
  });
});
