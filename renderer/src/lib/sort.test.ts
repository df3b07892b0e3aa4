import { describe, expect, it } from 'vitest';
import { sortHand, suitOrder } from './sort.ts';

describe('hand order', () => {
  it('puts trump first and alternates colours', () => {
    expect(suitOrder(['S', 'H', 'C', 'D'], 'H')).toEqual(['H', 'S', 'D', 'C']);
    expect(suitOrder(['S', 'H', 'C', 'D'], 'C')).toEqual(['C', 'H', 'S', 'D']);
    expect(suitOrder(['S', 'H', 'C', 'D'], null)).toEqual(['S', 'H', 'C', 'D']);
    expect(suitOrder(['H', 'D', 'S'], 'D')).toEqual(['D', 'S', 'H']);
  });
  it('sorts high to low within a suit, jokers first, ace low on request', () => {
    expect(sortHand(['2S', 'AH', 'KS', 'LJ', 'TH', 'BJ'], 'S')).toEqual(['BJ', 'LJ', 'KS', '2S', 'AH', 'TH']);
    expect(sortHand(['AC', '2C', 'KC'], null, true)).toEqual(['KC', '2C', 'AC']);
  });
});
