// The arena's yardsticks: calibration is 1 for a sampler that deals the real hands and near an even
// share for uniform dealing, and split over the cards that decide tricks and the rest it makes up the whole; of the
// legal cards, not every one is dominated, and a lone card never is; in the last tricks the verdict is the exact
// solver's, as the levels and the hint play there.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../machines/core/rng.ts';
import { policies } from '../../machines/spades/bots/levels/index.ts';
import { type State, rules } from '../../machines/spades/rules/index.ts';
import { calibration, isDeciding, isDominated, realDeal } from './audit.ts';
import { codeOf } from '../../machines/spades/search/cards.ts';
import { TEACHER_END } from '../../machines/spades/search/determinized.ts';
import { solveCards } from '../../machines/spades/search/exact.ts';
import { samplerFor } from './samplers.ts';

function inPlay(seed: number, steps: number): State {
  const r = rngFrom(seedState(seed));
  let s = rules.startDeal(rules.setup(rules.parseOptions({}), r.int(4), seed), { kind: 'shuffle' });
  for (let i = 0; i < steps && !rules.awaitingDeal(s); i++)
    s = rules.applyAction(
      s,
      policies.casual.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r),
    );
  return s;
}

describe('arena yardsticks', () => {
  it('calibration: 1 with the real hands, about an even share dealing uniformly', () => {
    const s = inPlay(3, 24);
    const seat = s.turn as number;
    const v = rules.observe(s, seat);
    expect(calibration(v, s.hands, realDeal(s.hands), 10, 1)).toBe(1);
    const even = calibration(v, s.hands, 'uniform', 200, 1);
    expect(even).toBeGreaterThan(0.25);
    expect(even).toBeLessThan(0.6);
  });
  it('calibration on the cards that decide tricks and on the rest makes up the whole, weighed by their counts', () => {
    let checked = 0;
    for (const seed of [3, 5, 8]) {
      const s = inPlay(seed, 20 + seed);
      if (s.phase !== 'playing') continue;
      const v = rules.observe(s, s.turn as number);
      const hidden = s.hands.flatMap((h, seat) => (seat === v.seat ? [] : h.map(codeOf)));
      const deciding = hidden.filter(isDeciding).length;
      // Every spade and the side queens, kings and aces; never a side jack or lower.
      expect(hidden.filter((c) => c >> 5 === 3).every(isDeciding)).toBe(true);
      expect(hidden.filter((c) => c >> 5 !== 3 && (c & 31) <= 11).some(isDeciding)).toBe(false);
      expect(calibration(v, s.hands, realDeal(s.hands), 5, seed, isDeciding)).toBe(1);
      const all = calibration(v, s.hands, 'legacy', 100, seed);
      const high = calibration(v, s.hands, 'legacy', 100, seed, isDeciding);
      const low = calibration(v, s.hands, 'legacy', 100, seed, (c) => !isDeciding(c));
      expect((high * deciding + low * (hidden.length - deciding)) / hidden.length).toBeCloseTo(all, 10);
      expect(calibration(v, s.hands, 'legacy', 10, seed, () => false)).toBeNaN();
      checked++;
    }
    expect(checked).toBe(3);
  });
  it('dominated plays in the last tricks are judged as they are played there: solved exactly on each sampled deal', () => {
    let judged = 0;
    let dominated = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = inPlay(seed, 4 + 52 - 4 * (1 + (seed % TEACHER_END)) + (seed % 4));
      if (s.phase !== 'playing' || 13 - s.tricks.length > TEACHER_END) continue;
      const v = rules.observe(s, s.turn as number);
      const cards = rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      if (cards.length < 2) continue;
      // One sampled deal: the audit's and the solver's are the same deal, so the verdict is the solver's margin.
      const solved = solveCards(v, cards, 1, seed, samplerFor(v));
      for (const [i, c] of cards.entries()) {
        const beaten = Math.max(...solved) - solved[i] >= 10;
        expect(isDominated(v, cards, c, 1, seed)).toBe(beaten);
        if (beaten) dominated++;
      }
      judged++;
    }
    expect(judged).toBeGreaterThan(15);
    expect(dominated).toBeGreaterThan(0);
  });
  it('dominated plays: never every legal card, never a lone card', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const s = inPlay(seed, 8 + seed * 5);
      if (s.phase !== 'playing') continue;
      const v = rules.observe(s, s.turn as number);
      const cards = rules.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      if (cards.length === 1) expect(isDominated(v, cards, cards[0], 12, seed)).toBe(false);
      else expect(cards.every((c) => isDominated(v, cards, c, 12, seed))).toBe(false);
      // Dominated on the mean too is the stricter verdict: it never holds where the share alone does not.
      for (const c of cards)
        if (isDominated(v, cards, c, 24, seed, 10, 0.9, true)) expect(isDominated(v, cards, c, 24, seed)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
