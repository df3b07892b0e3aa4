// The claims' checks against the trick: what "takes the trick", "stays under", "the lowest of its suit" and
// "partner is winning" mean from the seat's View, and that the complaints' reasons fail them.
import { describe, expect, it } from 'vitest';
import { rankValue, suitOf, type Suit } from '../cards.ts';
import { type Play, trickWinner } from '../trick.ts';
import type { CardSituation } from './card.ts';
import { brokenClaims, claimHolds, detailBroken } from './claims.ts';
import { reason } from './reason.ts';

function sit(hand: string[], trick: Play[], over: Partial<CardSituation> = {}): CardSituation {
  return {
    seat: 0,
    partner: 2,
    trick,
    winning: trick.length ? trickWinner(trick, { trump: 'S' }) : null,
    trump: 'S',
    suitOf: (c) => suitOf(c) as Suit,
    rank: rankValue,
    hand,
    goal: { kind: 'take', category: 'cash-winner' },
    ...over,
  };
}
const holds = (s: CardSituation, claim: string, card: string, legal = s.hand) => claimHolds(s, claim, {}, card, legal);

describe('claims', () => {
  it('winning the trick for certain: last to play over the cards so far, or no unseen card (a trump too) can beat it', () => {
    const led = [{ seat: 1, card: 'KD' }];
    expect(holds(sit(['AD', '2D'], led), 'highestSoFar', 'AD')).toBe(true);
    // Seats 2 and 3 are still to play and a spade they may hold ruffs the ♦A.
    expect(holds(sit(['AD', '2D'], led), 'winsTrick', 'AD')).toBe(false);
    expect(holds(sit(['AD', '2D'], led, { unseen: ['3D', '4H'] }), 'winsTrick', 'AD')).toBe(true);
    const last = [...led, { seat: 2, card: '3D' }, { seat: 3, card: '4D' }].map((p, i) => ({ ...p, seat: i + 1 }));
    expect(holds(sit(['AD', '2D'], last), 'winsTrick', 'AD')).toBe(true);
    expect(holds(sit(['AD', '2D'], last), 'staysUnder', '2D')).toBe(true);
    expect(holds(sit(['AD', '2D'], last), 'notWinner', '2D')).toBe(true);
  });
  it('the lowest of its suit: a lower card with an unseen one between them is lower; touching cards are equals', () => {
    const s = sit(['JD', '7D', '4C'], [], { unseen: ['8D', '2C'] });
    expect(holds(s, 'lowestOfSuit', 'JD')).toBe(false);
    expect(holds({ ...s, unseen: ['2C', 'QD'] }, 'lowestOfSuit', 'JD')).toBe(true);
    expect(holds(s, 'lowestOfSuit', '7D')).toBe(true);
  });
  it('the top of its suit: no unseen card above it, nor an unseen twin where the later of identical cards wins', () => {
    const s = sit(['AH', '2H'], [], { unseen: ['AH', '3D'] });
    expect(holds(s, 'topOfSuit', 'AH')).toBe(true);
    expect(holds({ ...s, identical: 'first' }, 'topOfSuit', 'AH')).toBe(true);
    expect(holds({ ...s, identical: 'last' }, 'topOfSuit', 'AH')).toBe(false);
    expect(holds({ ...s, unseen: ['KH'], identical: 'last' }, 'topOfSuit', 'AH')).toBe(true);
  });
  it("the complaints' reasons fail their claims", () => {
    // Kari's ♣5 winning, the ♣9 played over it: not "no need to overtake".
    const over = sit(['9C', 'KC'], [{ seat: 2, card: '5C' }], { partner: 2 });
    const short = reason('partner-winning', { card: '5C', player: 2, cards: '' }, 'short');
    expect(brokenClaims(over, short, '9C', ['9C', 'KC'])).toEqual(['staysUnder']);
    // "Let the trick go" for a card that beats the cards so far.
    const letsGo = reason('lets-go', { card: '9C' });
    expect(brokenClaims(sit(['9C', '3C'], [{ seat: 3, card: '5C' }]), letsGo, '9C', ['9C', '3C'])).toContain(
      'staysUnder',
    );
    // "Lead low" with a lower card of the suit in hand.
    const lead = sit(['8H', '3H', 'KH'], []);
    expect(brokenClaims(lead, reason('lead-low', { card: '8H', cards: 'KH' }), '8H', lead.hand)).toContain(
      'lowestOfSuit',
    );
    // "Lead trumps" with a card that is not a trump.
    expect(
      brokenClaims(sit(['7D', '2S'], []), reason('draw-trumps', { card: '7D', suit: 'S' }), '7D', ['7D']),
    ).toContain('isTrump');
    // "A winner: take the trick now" for a card a later card can still beat, and a detail that says it wins 95 %.
    const king = sit(['KS', '2S'], [{ seat: 1, card: '3S' }]);
    const winner = {
      ...reason('cash-winner', { card: 'KS' }),
      detail: { key: 'reason.detail.wins', params: { pct: 95 } },
    };
    expect(brokenClaims(king, winner, 'KS', king.hand)).toEqual(['winsTrick']);
    expect(detailBroken(king, winner, 'KS', king.hand)).toEqual([]);
  });
  it('a key no table declares is never true', () => {
    expect(brokenClaims(sit(['2C'], []), reason('talon', {}, 'take'), '2C', ['2C'])).toEqual([
      'undeclared reason.talon.take',
    ]);
  });
});
