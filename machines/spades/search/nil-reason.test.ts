// Spades' nil reasons (SPD-5.5): a live nil is the card's reason before the common ideas.
import { describe, expect, it } from 'vitest';
import { rankValue, suitOf, type Suit } from '../../core/cards.ts';
import { type CardSituation, cardReason } from '../../core/reasons/card.ts';
import { trickWinner, type Play } from '../../core/trick.ts';
import { nilReason } from './nil-reason.ts';

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
    goal: { kind: 'take', category: 'tricks-needed', params: { count: 5 } },
    ...over,
  };
}
const fig = (card: string, wins: number, value = 0) => ({ card, value, wins });

describe('nil reasons', () => {
  it("an opponent's nil on the table: a low card is the attack", () => {
    const s = sit(['2D', 'QD'], [{ seat: 3, card: '4D' }], {
      own: nilReason({ mine: false, partner: false, opponents: [1] }),
    });
    expect(cardReason(s, [fig('2D', 0), fig('QD', 0.6)], '2D')).toMatchObject({
      category: 'attack-nil',
      params: { player: 1 },
    });
  });
  it("partner's nil: taking the trick covers it; your own nil stays under", () => {
    const cover = sit(
      ['AD', '2D'],
      [
        { seat: 2, card: '9D' },
        { seat: 3, card: '4D' },
      ],
      { own: nilReason({ mine: false, partner: true, opponents: [] }) },
    );
    expect(cardReason(cover, [fig('AD', 1), fig('2D', 0)], 'AD').category).toBe('cover-nil');
    const mine = sit(['9H', 'KH'], [{ seat: 1, card: 'QH' }], {
      own: nilReason({ mine: true, partner: false, opponents: [] }),
    });
    expect(cardReason(mine, [fig('9H', 0), fig('KH', 1)], '9H').category).toBe('keep-nil');
  });
});
