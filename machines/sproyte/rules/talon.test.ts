// The talon form's offer (SPR-T12): forhånd, mellomhånd and the dealer in turn may take the thirteen talon cards.
import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/deck.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { apply, awaiting, opts, talon } from './fixtures.ts';
import { rules } from './index.ts';

describe('SPR-T12 the talon offer F → M → D (SPR-6.5, SPR-D8)', () => {
  const deck = shuffled(standardDeck(), rngFrom(seedState(9)));
  const start = () => rules.startDeal(awaiting(opts({ form: 'talon' }), 1, 2), { kind: 'deck', deck });
  it('F takes: M and D are not asked, F holds exactly the 13 talon cards, F leads', () => {
    const s0 = start();
    const talonCards = s0.stock.slice();
    const s = apply(s0, talon(0, true));
    expect(s.phase).toBe('play');
    expect(s.hands[0]).toEqual(talonCards);
    expect(s.discards[0]).toEqual(s0.hands[0]);
    expect(s.stock).toEqual([]);
    expect([s.talonTaker, s.turn]).toEqual([0, 0]);
    expect(s.talonAnswers).toEqual([true, null, null]);
    expect(rules.explainIllegal(s, talon(1, true))).toMatchObject({ rule: 'SPR-6.5', key: 'talonTaken' });
    expect(s.hands[1]).toEqual(s0.hands[1]);
  });
  it('F declines, M takes: D is not asked', () => {
    const s = apply(start(), talon(0, false), talon(1, true));
    expect([s.phase, s.talonTaker, s.turn]).toEqual(['play', 1, 0]);
    expect(s.talonAnswers).toEqual([false, true, null]);
    expect(s.exchanged).toEqual([0, 13, null]);
  });
  it('all decline: the talon stays closed, no hand changes', () => {
    const s0 = start();
    const s = apply(s0, talon(0, false), talon(1, false), talon(2, false));
    expect([s.phase, s.talonTaker, s.turn]).toEqual(['play', null, 0]);
    expect(s.hands).toEqual(s0.hands);
    expect(s.stock).toEqual(s0.stock);
    expect(rules.explainIllegal(s, talon(2, true))).toMatchObject({ rule: 'SPR-6.5', key: 'talonClosed' });
  });
  it('out of turn, twice, or picking single cards is refused', () => {
    const s = start();
    expect(rules.explainIllegal(s, talon(1, true))).toMatchObject({ rule: 'SPR-6.5', key: 'notYourTurnForTalon' });
    expect(rules.explainIllegal(s, { type: 'exchange', seat: 0, discards: [s.hands[0][0]] })).toMatchObject({
      rule: 'SPR-6.5',
      key: 'wholeHandOnly',
    });
    expect(rules.explainIllegal(s, { type: 'play', seat: 0, card: s.hands[0][0] })).toMatchObject({
      rule: 'SPR-6.5',
      key: 'talonFirst',
    });
    const after = apply(s, talon(0, false));
    expect(rules.explainIllegal(after, talon(0, true))).toMatchObject({ key: 'alreadyAnswered' });
  });
});
