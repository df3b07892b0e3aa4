// A typed line becomes the deal the rules cores check: digits, N (nil), B (blind nil); anything else is
// passed on as typed so the core refuses it with its rule (SPD-5.2), never silently dropped.
import { describe, expect, it } from 'vitest';
import { bidsOf, dealOf, draftOf, incomplete, lineFields, tricksSoFar } from './entry.ts';

const next = (needsContract = false) => ({ deal: 1, dealer: 0, tricks: 13, order: [1, 2, 3, 0], needsContract });

describe('the typed line', () => {
  it('reads bids as the table says them, where the game takes bids', () => {
    const bids = bidsOf('spades');
    expect(['4', ' 13 ', 'n', 'Nil', 'B', 'bn', '', 'x'].map((x) => bids?.read(x))).toEqual([
      4,
      13,
      'nil',
      'nil',
      'blind-nil',
      'blind-nil',
      null,
      'x',
    ]);
    expect(bidsOf('sproyte')).toBeNull();
    expect(bidsOf('tribello')).toBeNull();
  });
  it('keeps a half-typed line as typing, and a deal round-trips through the fields', () => {
    const spades = lineFields('spades', next());
    const draft = { bids: ['N', '4', '5', ''], tricks: ['0', '5', '', ''], contract: '' };
    expect(incomplete(spades, draft)).toBe(true);
    expect(tricksSoFar(draft)).toBe(5);
    const deal = { bids: ['nil', 4, 5, 'blind-nil'], tricks: [0, 5, 6, 2] };
    expect(draftOf(deal, 4, spades.bids).bids).toEqual(['N', '4', '5', 'B']);
    expect(dealOf(spades, draftOf(deal, 4, spades.bids))).toEqual(deal);
    const variation = lineFields('sproyte', next(true));
    expect(incomplete(variation, { bids: [], tricks: ['1', '3', '8'], contract: '' })).toBe(true);
    expect(dealOf(variation, { bids: [], tricks: ['1', '3', '8'], contract: 'nullo' })).toEqual({
      contract: 'nullo',
      tricks: [1, 3, 8],
    });
    const tribello = lineFields('tribello', next());
    expect(dealOf(tribello, { bids: [], tricks: ['a', '', '4'], contract: '' }).tricks).toEqual([-1, NaN, 4]);
    expect(dealOf(tribello, { bids: [], tricks: ['4', '4', '4'], contract: '' })).toEqual({ tricks: [4, 4, 4] });
  });
});
