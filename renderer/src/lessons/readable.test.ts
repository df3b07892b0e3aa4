// No step moves on before it can be read: walked at once (no pauses at all), every step of every lesson
// is at some moment waiting for the learner — its words with Next, its question, or the learner's turn —
// so a step never passes by itself, however fast the computers play. And a wrong card is answered about
// that card: a legal action a step does not list never gets the expected action's explanation.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import type { KitRules } from '../../../machines/tutor/lesson-kit.ts';
import { judgeAction } from '../../../machines/tutor/judge.ts';
import { learnerIndex, scriptOnly, idleGame, tutorMachine } from '../../../machines/tutor/tutor.machine.ts';
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
const all = GAMES.flatMap(([game, rules, machine]) => LESSONS[game].map((l) => [l.id, l, rules, machine] as const));

/** The states where the coach waits for the learner. */
const WAITING = [
  { lesson: 'info' },
  { lesson: { watch: 'seen' } },
  { lesson: { quiz: 'asking' } },
  { lesson: { act: 'turn' } },
] as const;

describe.each(all)('%s', (_id, lesson, rules, machine) => {
  it('every step waits for the learner before the lesson moves past it, and a wrong action is never answered with the right one’s explanation', () => {
    const game = lesson.table ? scriptOnly(machine) : idleGame;
    const actor = createActor(tutorMachine.provide({ actors: { game } }), {
      input: { lesson, rules, speed: { botMs: 0, trickMs: 0 } },
    });
    const read = new Set<number>();
    const explained: string[] = [];
    actor.subscribe((s) => {
      if (WAITING.some((w) => s.matches(w))) read.add(s.context.step);
    });
    actor.start();
    actor.send({ type: 'tutor.start' });
    for (let n = 0; n < 400 && !actor.getSnapshot().matches('finished'); n++) {
      const s = actor.getSnapshot();
      const step = lesson.steps[s.context.step];
      if (s.matches({ lesson: { quiz: 'asking' } }) && step?.kind === 'quiz')
        actor.send({ type: 'learner.answer', value: step.answer() });
      else if (s.matches({ lesson: { act: 'turn' } }) && step?.kind === 'act') {
        const expected = lesson.timeline[learnerIndex(s.context)];
        // Looking at one's cards is a side control, answered by the step's `controls`.
        const other = (rules.legalActions?.(s.context.game) ?? []).filter(
          (a) =>
            (a as { type?: string }).type !== 'look' &&
            judgeAction(rules, s.context.game, step, expected, a).kind === 'other',
        );
        if (other.length > 0 && step.otherwise === step.explain) explained.push(step.id);
        actor.send({ type: 'learner.act', action: expected });
      } else actor.send({ type: 'tutor.next' });
    }
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    expect(lesson.steps.map((_, i) => i).filter((i) => !read.has(i))).toEqual([]);
    expect(explained, 'steps answering another legal action with the expected one’s explanation').toEqual([]);
    actor.stop();
  });
});
