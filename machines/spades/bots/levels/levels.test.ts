// The Spades levels: always a legal action in every format; computers never cheat (COM-7.3) —
// the same view with different hidden cards gives the same decision and the same hint with the same seed;
// the sampler deals only hands that fit what the seat has seen.
import { describe, expect, it } from 'vitest';
import type { Policy } from '../../../core/bots.ts';
import { rngFrom, seedState } from '../../../core/rng.ts';
import { type Action, type State, type View, rules } from '../../rules/index.ts';
import { cardOf, codesOf } from '../../search/cards.ts';
import { FastRng } from '../../../core/search/fast-rng.ts';
import { hint } from '../../search/hint.ts';
import { knowledgeOf } from '../../search/knowledge.ts';
import { samplerOf } from '../../../core/search/sampler.ts';
import { policies } from './index.ts';
import { decisionPoint, otherHidden } from '../decision-points.test-helpers.ts';

const LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const;

const choose = (p: Policy<View, Action>, s: State, seed: number) => {
  const seat = rules.currentPlayer(s) as number;
  return p.choose(rules.observe(s, seat), rules.legalActions(s), rngFrom(seedState(seed)));
};

describe('Spades levels', () => {
  it('choose a legal action in every one-deck format and in partners6 (which keeps Casual)', () => {
    for (const players of ['partners4', 'cutthroat4', 'cutthroat3', 'partners6'] as const)
      for (const steps of [0, 6, 20, 40]) {
        const s = decisionPoint(1, { players }, steps, { totals: true });
        if (rules.awaitingDeal(s)) continue;
        for (const id of LEVELS) expect(rules.legalActions(s)).toContainEqual(choose(policies[id], s, 1));
      }
  });

  it('never cheat: different hidden cards behind the same view give the same decision and hint (COM-7.3)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 3; seed++)
      for (const steps of [2, 9, 17, 30, 44]) {
        const s = decisionPoint(seed, {}, steps, { totals: true });
        if (s.phase !== 'playing' && s.phase !== 'bidding') continue;
        const seat = rules.currentPlayer(s) as number;
        const t = otherHidden(s, seat, rngFrom(seedState(seed)));
        expect(t.hands).not.toEqual(s.hands);
        expect(JSON.stringify(rules.observe(t, seat))).toBe(JSON.stringify(rules.observe(s, seat)));
        for (const id of ['strong', 'expert'] as const)
          expect(choose(policies[id], t, seed)).toEqual(choose(policies[id], s, seed));
        const legal = rules.legalActions(s);
        expect(hint(rules.observe(t, seat), legal, { samples: 24 }, seed)).toEqual(
          hint(rules.observe(s, seat), legal, { samples: 24 }, seed),
        );
        compared++;
      }
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  it('the sampler deals the unseen cards only as the view allows: counts, shown voids, passed cards', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = decisionPoint(seed, { players: seed % 3 === 0 ? 'cutthroat3' : 'partners4' }, 10 + (seed % 30), {
        totals: true,
      });
      if (s.phase !== 'playing') continue;
      const seat = s.turn as number;
      const k = knowledgeOf(rules.observe(s, seat));
      // What the seat knows holds for the real hands.
      s.hands.forEach((h, i) => {
        if (i === seat) return;
        for (const c of h) expect(k.voids[i] & (1 << 'CDHS'.indexOf(c === 'BJ' || c === 'LJ' ? 'S' : c[1]))).toBe(0);
      });
      const hands = new Int32Array(s.hands.length * 4);
      const sampler = samplerOf(k);
      const rng = new FastRng(seed);
      for (let d = 0; d < 20; d++) {
        sampler.deal(rng, hands);
        s.hands.forEach((h, i) => {
          const dealt = codesOf(hands.subarray(i * 4, i * 4 + 4)).map(cardOf);
          expect(dealt.length).toBe(h.length);
          if (i === seat) expect([...dealt].sort()).toEqual([...h].sort());
          else
            for (const c of dealt)
              expect(k.voids[i] & (1 << 'CDHS'.indexOf(c === 'BJ' || c === 'LJ' ? 'S' : c[1]))).toBe(0);
        });
      }
    }
  });
});
