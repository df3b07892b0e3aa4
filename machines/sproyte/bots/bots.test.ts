import { describe, expect, it } from 'vitest';
import type { Policy } from '../../core/bots.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { type Action, type Options, type View, rules } from '../rules/index.ts';
import { policies } from './levels/index.ts';

/** One deal from a fixed shuffle; `hero` plays `a`, the other seats `b`. Returns the deal's points. */
function playDeal(
  options: Options,
  seed: number,
  hero: number,
  a: Policy<View, Action>,
  b: Policy<View, Action>,
): number[] {
  const rng = rngFrom(seedState(seed ^ 0xb075));
  let s = rules.startDeal(rules.setup(options, seed % 3, seed), { kind: 'shuffle' });
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    const policy = seat === hero ? a : b;
    const legal = rules.legalActions(s);
    const action = policy.choose(rules.observe(s, seat), legal, rng);
    expect(legal).toContain(action);
    s = rules.applyAction(s, action);
  }
  return s.results[0].points as number[];
}

/** Points per deal of `a` minus the average of `b`, over the same deals with `a` in every seat. */
function margin(options: Options, deals: number, a: Policy<View, Action>, b: Policy<View, Action>): number {
  let hero = 0;
  let others = 0;
  for (let d = 0; d < deals; d++) {
    for (let seat = 0; seat < 3; seat++) {
      const pts = playDeal(options, 5000 + d, seat, a, b);
      hero += pts[seat];
      others += (pts.reduce((x, y) => x + y, 0) - pts[seat]) / 2;
    }
  }
  return (hero - others) / (deals * 3);
}

describe('the rule-based player beats random-legal (seats rotated over the same deals)', () => {
  it.each([
    ['standard', {}],
    ['variation', { form: 'variation' }],
    ['talon', { form: 'talon' }],
    ['variation, ace low in nullo, signed scoring', { form: 'variation', nulloAceLow: true, signedScoring: true }],
  ])('%s', (name, raw) => {
    const m = margin(rules.parseOptions(raw), 50, policies.basic, policies.random);
    console.log(`sproyte ${name}: basic − random = ${m.toFixed(2)} points per deal`);
    expect(m).toBeGreaterThan(0.5);
  });
});

describe('policies', () => {
  it("exports random, the levels and basic (Casual's old id), basic choosing only among the legal actions it is given", () => {
    expect(Object.keys(policies).sort()).toEqual(['basic', 'beginner', 'casual', 'expert', 'random', 'strong']);
    for (const form of ['standard', 'variation', 'talon'] as const) {
      let s = rules.startDeal(rules.setup(rules.parseOptions({ form }), 0, 3), { kind: 'shuffle' });
      const rng = rngFrom(1);
      while (!rules.awaitingDeal(s)) {
        const legal = rules.legalActions(s);
        const a = policies.basic.choose(rules.observe(s, rules.currentPlayer(s) as number), legal, rng);
        expect(legal).toContain(a);
        s = rules.applyAction(s, a);
      }
    }
  });
});
