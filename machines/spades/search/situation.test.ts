// The side's goal the hints' reasons name (situation.ts goalOf): playing for a set within SET_REACH tricks
// (bots/tactics.ts), else avoiding bags once the contract is made — read at named positions; the coach counts the
// decision under the same skill (coach/game.ts situation).
import { describe, expect, it } from 'vitest';
import { positionAt } from '../scenarios/position.test-helpers.ts';
import type { View } from '../rules/index.ts';
import { SET_REACH, setInReach, sideNeed } from '../bots/tactics.ts';
import { goalOf } from './situation.ts';
import { situation } from '../coach/game.ts';

const viewAt = (name: string): View => positionAt(name).view;

describe('the goal at the table', () => {
  it('plays for a set that takes every one of the last four tricks', () => {
    const v = viewAt('set-keep-spades');
    const left = v.handSize - v.tricks.length;
    const theirs = 1 - v.mySide;
    expect([left, sideNeed(v, theirs), sideNeed(v, v.mySide) <= 0]).toEqual([4, 1, true]);
    // The words say how many tricks set them: all four that are left.
    expect(goalOf(v)).toEqual({ kind: 'take', category: 'set-contract', params: { count: 4 } });
  });

  it('avoids bags when the set would take five of the last six', () => {
    const v = viewAt('avoid-bags-cash-ace');
    const left = v.handSize - v.tricks.length;
    expect([left, sideNeed(v, 1 - v.mySide)]).toEqual([6, 2]);
    expect(goalOf(v)).toEqual({ kind: 'avoid', category: 'avoid-bags' });
  });

  it("the coach counts each of these decisions under the skill the hint's goal names (coach/game.ts situation)", () => {
    for (const [name, skill] of [
      ['set-keep-spades', 'set-contract'],
      ['avoid-bags-cash-ace', 'avoid-bags'],
      ['set-contract-take', 'set-contract'],
    ] as const) {
      const { view, legal } = positionAt(name);
      expect(situation(view, legal)).toBe(skill);
    }
  });

  it('names one trick when any trick sets them', () => {
    expect(goalOf(viewAt('set-contract-take'))).toMatchObject({ category: 'set-contract', params: { count: 1 } });
  });

  it('reaches exactly SET_REACH tricks', () => {
    expect(setInReach(1, SET_REACH)).toBe(true);
    expect(setInReach(1, SET_REACH + 1)).toBe(false);
    expect(setInReach(0, 1)).toBe(false); // made already: nothing to set
  });
});
