// The Spades levels (issue 11): always a legal action in every format; computers never cheat (COM-7.3) —
// the same view with different hidden cards gives the same decision and the same hint with the same seed;
// the sampler deals only hands that fit what the seat has seen.
import { describe, expect, it } from 'vitest';
import type { Policy } from '../../../core/bots.ts';
import { type Rng, rngFrom, seedState } from '../../../core/rng.ts';
import { type Action, type Options, type State, type View, rules } from '../../rules/index.ts';
import { put } from '../../rules/state.ts';
import { cardOf, codesOf } from '../../search/cards.ts';
import { FastRng } from '../../../core/search/fast-rng.ts';
import { hint } from '../../search/hint.ts';
import { knowledgeOf } from '../../search/knowledge.ts';
import { samplerOf } from '../../../core/search/sampler.ts';
import { policies } from '../index.ts';

const LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const;

/** A random decision point: a game situation, a deal, random legal actions for `steps` steps. */
function decisionPoint(seed: number, options: Partial<Options>, steps: number): State {
  const r = rngFrom(seedState(seed));
  const o = rules.parseOptions(options);
  let s = rules.setup(o, r.int(rules.seatCount(o)), seed);
  s = put(s, { totals: rules.sides(o).map(() => r.between(-10, 40) * 10) });
  s = rules.startDeal(s, { kind: 'shuffle' });
  for (let i = 0; i < steps && !rules.awaitingDeal(s); i++) s = rules.applyAction(s, policies.casual.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r));
  return s;
}

/** The same state with hidden cards moved between two other seats (the seat's View stays the same). */
function otherHidden(s: State, seat: number, r: Rng): State {
  const others = s.hands.map((_, i) => i).filter((i) => i !== seat);
  const a = others[r.int(others.length)];
  const b = others.filter((x) => x !== a)[r.int(others.length - 1)];
  const passed = new Set(s.passes.flatMap((p) => (p.from === seat || p.to === seat ? p.cards : [])));
  const ha = s.hands[a].filter((c) => !passed.has(c));
  const hb = s.hands[b].filter((c) => !passed.has(c));
  const k = Math.min(ha.length, hb.length, 3);
  const give = ha.slice(0, k);
  const take = hb.slice(hb.length - k);
  const hands = s.hands.map((h, i) => (i === a ? [...h.filter((c) => !give.includes(c)), ...take] : i === b ? [...h.filter((c) => !take.includes(c)), ...give] : h));
  return put(s, { hands });
}

const choose = (p: Policy<View, Action>, s: State, seed: number) => {
  const seat = rules.currentPlayer(s) as number;
  return p.choose(rules.observe(s, seat), rules.legalActions(s), rngFrom(seedState(seed)));
};

describe('Spades levels', () => {
  it('choose a legal action in every one-deck format and in partners6 (which keeps Casual)', () => {
    for (const players of ['partners4', 'cutthroat4', 'cutthroat3', 'partners6'] as const)
      for (let seed = 1; seed <= 3; seed++)
        for (const steps of [0, 6, 20, 40]) {
          const s = decisionPoint(seed, { players }, steps);
          if (rules.awaitingDeal(s)) continue;
          for (const id of LEVELS) expect(rules.legalActions(s)).toContainEqual(choose(policies[id], s, seed));
        }
  });

  it('never cheat: different hidden cards behind the same view give the same decision and hint (COM-7.3)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 12; seed++)
      for (const steps of [2, 9, 17, 30, 44]) {
        const s = decisionPoint(seed, {}, steps);
        if (s.phase !== 'playing' && s.phase !== 'bidding') continue;
        const seat = rules.currentPlayer(s) as number;
        const t = otherHidden(s, seat, rngFrom(seedState(seed)));
        expect(t.hands).not.toEqual(s.hands);
        expect(JSON.stringify(rules.observe(t, seat))).toBe(JSON.stringify(rules.observe(s, seat)));
        for (const id of ['strong', 'expert'] as const) expect(choose(policies[id], t, seed)).toEqual(choose(policies[id], s, seed));
        const legal = rules.legalActions(s);
        expect(hint(rules.observe(t, seat), legal, { samples: 24 }, seed)).toEqual(hint(rules.observe(s, seat), legal, { samples: 24 }, seed));
        compared++;
      }
    expect(compared).toBeGreaterThan(40);
  });

  it('the sampler deals the unseen cards only as the view allows: counts, shown voids, passed cards', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = decisionPoint(seed, { players: seed % 3 === 0 ? 'cutthroat3' : 'partners4' }, 10 + (seed % 30));
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
          else for (const c of dealt) expect(k.voids[i] & (1 << 'CDHS'.indexOf(c === 'BJ' || c === 'LJ' ? 'S' : c[1]))).toBe(0);
        });
      }
    }
  });
});
