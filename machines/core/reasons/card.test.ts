// The reason engine: the situations of the complaints get a card player's reason, and
// every reason names a category from the agreed list.
import { describe, expect, it } from 'vitest';
import { rankValue, suitOf, type Suit } from '../cards.ts';
import { trickWinner, type Play } from '../trick.ts';
import { type CardSituation, type Goal, cardReason, trickSituation } from './card.ts';
import { COMMON_CATEGORIES } from './categories.ts';

const take: Goal = { kind: 'take', category: 'tricks-needed', params: { count: 5 } };
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
    goal: take,
    ...over,
  };
}
const fig = (card: string, wins: number, value = 0) => ({ card, value, wins });

describe('cardReason', () => {
  it("partner's ♣K winning, holding ♣A Q 10: keep the ♣A and ♣Q (not 'takes no bag')", () => {
    const s = sit(
      ['AC', 'QC', 'TC', '4H'],
      [
        { seat: 2, card: 'KC' },
        { seat: 3, card: '4C' },
      ],
    );
    const r = cardReason(s, [fig('AC', 1), fig('QC', 0), fig('TC', 0)], 'TC');
    expect(r).toMatchObject({
      category: 'partner-winning',
      key: 'reason.partner-winning',
      params: { card: 'KC', player: 2, cards: 'AC QC' },
    });
  });
  it('a low opening lead at trick 1 with the side on 0 of 5: lead low, keep the winners (no bags talk)', () => {
    const r = cardReason(sit(['5H', 'QH', '9H', 'KS'], []), [fig('5H', 0), fig('QH', 0.1), fig('KS', 0.3)], '5H');
    expect(r).toMatchObject({ category: 'lead-low', params: { card: '5H', cards: 'QH 9H' } });
    expect(r.detail).toMatchObject({ key: 'reason.detail.loses', params: { pct: 100 } });
  });
  it('contract made: staying under is avoiding bags; trumping in, winning cheaply, second hand low', () => {
    const made = sit(
      ['4H', 'KH'],
      [
        { seat: 1, card: 'QH' },
        { seat: 2, card: '2H' },
        { seat: 3, card: '3H' },
      ],
      { goal: { kind: 'avoid', category: 'avoid-bags' }, partner: 2 },
    );
    expect(cardReason(made, [fig('4H', 0), fig('KH', 1)], '4H').category).toBe('avoid-bags');
    expect(
      cardReason(sit(['2S', '5H'], [{ seat: 1, card: 'AD' }]), [fig('2S', 0.9), fig('5H', 0)], '2S').category,
    ).toBe('trump-in');
    const cheap = sit(
      ['AH', 'QH', '3H'],
      [
        { seat: 1, card: '5H' },
        { seat: 2, card: '2H' },
        { seat: 3, card: 'TH' },
      ],
      { partner: 2 },
    );
    expect(cardReason(cheap, [fig('AH', 1), fig('QH', 0.9), fig('3H', 0)], 'QH')).toMatchObject({
      category: 'win-cheaply',
      params: { cards: 'AH' },
    });
    const second = sit(['KH', '7H', '3H'], [{ seat: 3, card: '4H' }]);
    expect(cardReason(second, [fig('KH', 0.5), fig('7H', 0.1), fig('3H', 0)], '3H')).toMatchObject({
      category: 'second-hand-low',
      params: { cards: 'KH' },
    });
  });
  it('avoiding tricks, a card that takes the trick is the goal\'s reason, never "a winner: take it now"', () => {
    const shed: Goal = { kind: 'avoid', category: 'quota-shed', params: { count: 3 } };
    const lead = sit(['8H', '2H', 'KC'], [], { goal: shed, trump: null, partner: null });
    const figures = [fig('8H', 0.7, -6), fig('2H', 0, -6.8), fig('KC', 0.9, -7.4)];
    expect(cardReason(lead, figures, '8H')).toMatchObject({
      category: 'quota-shed',
      key: 'reason.quota-shed.take',
      params: { count: 3, card: '8H', cards: '2H' },
    });
    // A card the search expects to lose is never played "to take a trick".
    expect(cardReason(lead, [fig('8H', 0.3), fig('2H', 0), fig('KC', 0.9)], '8H').key).not.toBe(
      'reason.quota-shed.take',
    );
    const last = [
      { seat: 1, card: 'QD' },
      { seat: 2, card: '3D' },
      { seat: 3, card: '4D' },
    ];
    const forced = sit(['KD', 'AD'], last, { goal: { kind: 'avoid', category: 'avoid-bags' } });
    expect(cardReason(forced, [fig('KD', 0.8), fig('AD', 1)], 'AD')).toMatchObject({
      category: 'avoid-bags',
      key: 'reason.avoid-bags.forced',
      params: { card: 'AD' },
    });
  });
  it('a discard while the side needs tricks says why it does not win: no card could, or a trump could and is kept', () => {
    const led = [{ seat: 1, card: 'AD' }];
    // No trump in hand: nothing could win this trick.
    expect(cardReason(sit(['5H', '9C'], led), [fig('5H', 0), fig('9C', 0)], '5H')).toMatchObject({
      category: 'discard-loser',
      key: 'reason.discard-loser',
    });
    // A trump that would win is kept: the words say trumping does not pay here (the search's card), not "need not win".
    expect(cardReason(sit(['5H', '2S'], led), [fig('5H', 0), fig('2S', 0.8)], '5H')).toMatchObject({
      category: 'discard-loser',
      key: 'reason.discard-loser.keep-trumps',
    });
    // Only trumps under the one already on the table: none could win, as without trumps.
    const over = [
      { seat: 1, card: 'AD' },
      { seat: 2, card: '4D' },
      { seat: 3, card: 'QS' },
    ];
    expect(cardReason(sit(['5H', '9S'], over), [fig('5H', 0), fig('9S', 0)], '5H').key).toBe('reason.discard-loser');
    expect(cardReason(sit(['5H', 'KS'], over), [fig('5H', 0), fig('KS', 1)], '5H').key).toBe(
      'reason.discard-loser.keep-trumps',
    );
    // A trump the rules do not allow now (not among the legal cards, e.g. no spade on the first trick) is not one it could play.
    expect(cardReason(sit(['5H', '9C', 'KS'], led), [fig('5H', 0), fig('9C', 0)], '5H').key).toBe(
      'reason.discard-loser',
    );
    // The card itself a trump that will likely be beaten: never "keep your trumps" (hint-table found the ♠7 said so).
    expect(cardReason(sit(['7S', 'AS'], over), [fig('7S', 0), fig('AS', 1)], '7S').key).toBe(
      'reason.discard-loser.trump',
    );
    expect(cardReason(sit(['7S', '9H'], led), [fig('7S', 0.3), fig('9H', 0)], '7S').key).toBe(
      'reason.discard-loser.trump',
    );
  });
  it('one legal card is the only choice; a reason without the goal is a common category', () => {
    expect(cardReason(sit(['2C'], []), [fig('2C', 0)], '2C').category).toBe('only-choice');
    const r = cardReason(sit(['2C', '3D'], []), [fig('2C', 0), fig('3D', 0)], '3D');
    expect(COMMON_CATEGORIES as readonly string[]).toContain(r.category);
  });
});

describe('trickSituation: a seat at the trick, under the trick policy the rules core judges it with', () => {
  const at = {
    seat: 1,
    trick: [
      { seat: 0, card: 'KH' },
      { seat: 2, card: '2S' },
    ] as Play[],
    hand: ['AH', '3C'],
    goal: take,
  };

  it('without a partner and with no rank or suit of its own: the natural suit, COM-1.2 ranks, the trump winning', () => {
    const s = trickSituation(at, { trump: 'S' });
    expect(s).toMatchObject({ seat: 1, partner: null, trump: 'S', winning: 1, hand: ['AH', '3C'], goal: take });
    expect(s.rank('AH')).toBe(rankValue('AH'));
    expect(s.suitOf('QD')).toBe('D');
  });

  it("no trump: the led suit wins; the policy's own rank (ace low) decides and is the situation's", () => {
    const aceLow = (c: string) => (c[0] === 'A' ? 1 : rankValue(c));
    const s = trickSituation(
      {
        ...at,
        trick: [
          { seat: 0, card: 'AH' },
          { seat: 2, card: '5H' },
        ] as Play[],
        partner: 3,
      },
      { trump: null, rank: aceLow },
    );
    expect(s).toMatchObject({ partner: 3, trump: null, winning: 1 });
    expect(s.rank('AH')).toBe(1);
  });

  it('leading: nobody is winning yet', () =>
    expect(trickSituation({ ...at, trick: [] }, { trump: null }).winning).toBeNull());
});
