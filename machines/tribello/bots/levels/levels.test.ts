// Tribello levels (issue 11): every level chooses a legal action at every kind of decision; computers never cheat
// (COM-7.3): the same view with other hidden cards gives the same decision and the same hint with the same seed.
import { describe, expect, it } from 'vitest';
import { type Rng, rngFrom, seedState } from '../../../core/rng.ts';
import * as arena from '../../arena.ts';
import { type State, rules } from '../../rules/index.ts';
import { PLAIN_HINT_WORDS } from '../../../core/search/hint-kit.ts';
import { hint } from '../../search/hint.ts';
import { policies } from '../index.ts';

const LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const;

function decisionPoint(seed: number, steps: number): State {
  const r = rngFrom(seedState(seed));
  let s = rules.startDeal(arena.situation(seed), { kind: 'shuffle' });
  for (let i = 0; i < steps && !rules.awaitingDeal(s) && !rules.isTerminal(s); i++)
    s = rules.applyAction(s, policies.casual.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r));
  return s;
}

/** The two other hands swap some cards (the seat's View stays the same). */
function otherHidden(s: State, seat: number, r: Rng): State {
  const [a, b] = [0, 1, 2].filter((x) => x !== seat);
  const k = Math.min(s.hands[a].length, s.hands[b].length, 1 + r.int(3));
  const give = s.hands[a].slice(0, k);
  const take = s.hands[b].slice(-k);
  const hands = s.hands.map((h, i) => (i === a ? [...h.filter((c) => !give.includes(c)), ...take] : i === b ? [...h.filter((c) => !take.includes(c)), ...give] : h));
  return { ...s, hands };
}

describe('Tribello levels', () => {
  it('choose a legal action at every kind of decision; never cheat; hints likewise', () => {
    const phases = new Set<string>();
    for (let seed = 1; seed <= 5; seed++)
      for (const steps of [0, 1, 2, 3, 8, 20, 31]) {
        const s = decisionPoint(seed, steps);
        if (rules.awaitingDeal(s) || rules.isTerminal(s)) continue;
        const seat = rules.currentPlayer(s) as number;
        const legal = rules.legalActions(s);
        phases.add(s.phase);
        const view = rules.observe(s, seat);
        for (const id of LEVELS) expect(legal).toContainEqual(policies[id].choose(view, legal, rngFrom(seedState(seed))));
        const t = otherHidden(s, seat, rngFrom(seedState(seed)));
        expect(t.hands).not.toEqual(s.hands);
        expect(JSON.stringify(rules.observe(t, seat))).toBe(JSON.stringify(view));
        for (const id of ['strong', 'expert'] as const)
          expect(policies[id].choose(rules.observe(t, seat), legal, rngFrom(seedState(seed)))).toEqual(policies[id].choose(view, legal, rngFrom(seedState(seed))));
        const h = hint(view, legal, { samples: 16 }, seed);
        expect(hint(rules.observe(t, seat), legal, { samples: 16 }, seed)).toEqual(h);
        expect(legal).toContainEqual(h.action);
        expect(PLAIN_HINT_WORDS[h.reasonKey]).toBeDefined();
      }
    expect(phases.has('play')).toBe(true);
    expect(phases.size).toBeGreaterThanOrEqual(2);
  });
});
