// Over every lesson of every game: the coach shows only the current step's words —
// checked at every step change and every snapshot, for a learner who gets every step right, one who gets
// each wrong first, one who asks Show me after two wrong tries (refused ones included), one who skips, one who
// does a step again, and one who leaves and comes back at each step; and every glowing card is accepted.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { KitRules } from '../../../machines/tutor/lesson-kit.ts';
import { glowProblems, walkLesson, type Policy } from '../../../machines/tutor/walk-kit.ts';
import { rules as sproyteRules } from '../../../machines/sproyte/rules/index.ts';
import { sproyteMachine } from '../../../machines/sproyte/sproyte.machine.ts';
import { rules as spadesRules } from '../../../machines/spades/rules/index.ts';
import { spadesMachine } from '../../../machines/spades/spades.machine.ts';
import { rules as tribelloRules } from '../../../machines/tribello/rules/index.ts';
import { tribelloMachine } from '../../../machines/tribello/tribello.machine.ts';
import { LESSONS } from './index.ts';

type Kit = KitRules<unknown, { readonly seat: number }>;
const GAMES: readonly [keyof typeof LESSONS, Kit, AnyStateMachine][] = [
  ['sproyte', sproyteRules as unknown as Kit, sproyteMachine],
  ['spades', spadesRules as unknown as Kit, spadesMachine],
  ['tribello', tribelloRules as unknown as Kit, tribelloMachine],
];
const POLICIES: readonly Policy[] = ['right', 'wrongThenRight', 'showMe', 'skip', 'retryStep'];
const all = GAMES.flatMap(([game, rules, machine]) => LESSONS[game].map((l) => [l.id, l, rules, machine] as const));

describe.each(all)('%s', (_id, lesson, rules, machine) => {
  it.each(POLICIES)('walked with "%s", the coach never shows another step\'s words and the lesson ends', (policy) => {
    const walk = walkLesson(lesson, rules, machine, policy);
    expect(walk.problems).toEqual([]);
    expect(walk.finished).toBe(true);
  });
  it('left and resumed at every step: the coach opens on that step with no feedback', () => {
    for (let at = 1; at < lesson.steps.length; at++) {
      const walk = walkLesson(lesson, rules, machine, 'wrongThenRight', at);
      expect(walk.problems).toEqual([]);
      expect(walk.finished).toBe(true);
    }
  });
  it('every glowing card is the expected one or an accepted alternative', () => {
    expect(glowProblems(lesson, rules)).toEqual([]);
  });
  it('stars: a wrong try at each step never gives three stars; the golden path does', () => {
    const right = walkLesson(lesson, rules, machine, 'right').context;
    expect(right.mistakes + right.refused + right.shown).toBe(0);
    const wrong = walkLesson(lesson, rules, machine, 'wrongThenRight').context;
    const asks = lesson.steps.filter((s) => s.kind === 'act' || s.kind === 'quiz').length;
    if (asks > 0) expect(wrong.mistakes + wrong.refused).toBeGreaterThan(0);
  });
});
