// Spades' nil reasons (SPD-5.5): a live nil is the card's reason before the common ideas, in words true of the card.
import { describe, expect, it } from 'vitest';
import { rankValue, suitOf, type Suit } from '../../core/cards.ts';
import { type CardSituation, cardReason } from '../../core/reasons/card.ts';
import { trickWinner, type Play } from '../../core/trick.ts';
import { type LiveNils, nilReasons } from './nil-reason.ts';
import { nilBook } from './claims.ts';

function sit(hand: string[], trick: Play[], nil: LiveNils): CardSituation {
  return {
    seat: 0,
    partner: 2,
    trick,
    winning: trick.length ? trickWinner(trick, { trump: 'S' }) : null,
    trump: 'S',
    suitOf: (c) => suitOf(c) as Suit,
    rank: rankValue,
    hand,
    goal: { kind: 'take', category: 'tricks-needed', params: { count: 5 } },
    own: nilReasons(nil),
    book: nilBook(nil, trick),
  };
}
const fig = (card: string, wins: number, value = 0) => ({ card, value, wins });
const none = { mine: false, partner: false, opponents: [] };

describe('nil reasons', () => {
  it("an opponent's nil still to play: a card under the trick is the attack", () => {
    const s = sit(['2D', 'QD'], [{ seat: 3, card: '4D' }], { ...none, opponents: [1] });
    expect(cardReason(s, [fig('2D', 0), fig('QD', 0.6)], '2D')).toMatchObject({
      key: 'reason.attack-nil',
      params: { player: 1 },
    });
  });
  it("the nil bidder's card is winning: stay under it; every card above it is no attack", () => {
    const trick = [
      { seat: 1, card: '4H' },
      { seat: 2, card: '2H' },
      { seat: 3, card: '3H' },
    ];
    const s = sit(['2D', '5H', '9H'], trick, { ...none, opponents: [1] });
    expect(
      cardReason(
        sit(['3D', '2H'], [{ seat: 1, card: '4H' }], { ...none, opponents: [1] }),
        [fig('3D', 0), fig('2H', 0)],
        '2H',
      ).key,
    ).toBe('reason.attack-nil.under');
    expect(cardReason(s, [fig('5H', 0), fig('9H', 0)], '5H').category).not.toBe('attack-nil');
  });
  it("partner's nil: a card over the trick covers it (certain only when nobody can beat it); your own nil stays under", () => {
    const cover = sit(
      ['AD', '2D'],
      [
        { seat: 2, card: '9D' },
        { seat: 3, card: '4D' },
      ],
      { ...none, partner: true },
    );
    expect(cardReason(cover, [fig('AD', 1), fig('2D', 0)], 'AD').key).toBe('reason.cover-nil.over');
    expect(cardReason(cover, [fig('AD', 0.1), fig('2D', 0)], '2D').category).not.toBe('cover-nil');
    const mine = sit(['9H', 'KH'], [{ seat: 1, card: 'QH' }], { ...none, mine: true });
    expect(cardReason(mine, [fig('9H', 0), fig('KH', 1)], '9H').key).toBe('reason.keep-nil');
  });
});
