// Every Spades lesson: sound data and a golden path that reaches the end.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { alternativeResumeProblems, lessonProblems, runGoldenPath } from '../../tutor/lesson-kit.ts';
import { idleGame, tutorMachine } from '../../tutor/tutor.machine.ts';
import { type State, rules } from '../rules/index.ts';
import { spadesMachine } from '../spades.machine.ts';
import { lessons } from './index.ts';
import { YOU, bid } from './script.ts';

describe.each(lessons.map((l) => [l.id, l] as const))('%s', (_id, lesson) => {
  it('deal, timeline, expected, alternative, mistake and refusal actions are as the rules core says', () => {
    expect(lessonProblems(lesson, rules)).toEqual([]);
  });
  it('the golden path runs headless through the tutor to the end', () => {
    const run = runGoldenPath(lesson, rules, spadesMachine);
    expect(run.finished).toBe(true);
    expect(run.context.mistakes).toBe(0);
  });
  it('resumes at every step and still reaches the end', () => {
    for (let step = 1; step < lesson.steps.length; step++)
      expect(runGoldenPath(lesson, rules, spadesMachine, step).finished).toBe(true);
  });
  it('an alternative played before a resume comes back as played, not as the expected action', () => {
    expect(alternativeResumeProblems(lesson, rules, spadesMachine)).toEqual([]);
  });
});

describe('SPD-L10: "Look at my cards" before Blind Nil', () => {
  const l10 = lessons.find((l) => l.id === 'SPD-L10')!;
  const start = () => {
    const machine = tutorMachine.provide({ actors: { game: spadesMachine } });
    const actor = createActor(machine, {
      input: { lesson: l10, rules: rules as never, speed: { botMs: 0, trickMs: 0 } },
    }).start();
    actor.send({ type: 'tutor.start' });
    return actor;
  };
  const faceDown = (actor: ReturnType<typeof start>) => !(actor.getSnapshot().context.game as State).looked[0];

  it("gets the lesson's feedback while the score is explained and at the bid, and the cards stay face down", () => {
    const actor = start();
    expect(faceDown(actor)).toBe(true);
    actor.send({ type: 'learner.control', name: 'look' });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ kind: 'control', key: 'SPD-L10.blind.look' });
    expect(faceDown(actor)).toBe(true);
    actor.send({ type: 'tutor.next' });
    expect(actor.getSnapshot().matches({ lesson: { act: 'turn' } })).toBe(true);
    actor.send({ type: 'learner.control', name: 'look' });
    expect(faceDown(actor)).toBe(true);
    actor.send({ type: 'learner.act', action: bid(YOU, 'blind-nil') });
    expect((actor.getSnapshot().context.game as State).bids[0]).toBe('blind-nil');
    expect(actor.getSnapshot().context.mistakes).toBe(2);
    actor.stop();
  });
});

describe("SPD-L6: a quiz's feedback carries its figures", () => {
  it('a wrong and then a right answer are explained with the numbers the scoring code gave', () => {
    const l6 = lessons.find((l) => l.id === 'SPD-L6')!;
    const actor = createActor(tutorMachine.provide({ actors: { game: idleGame } }), {
      input: { lesson: l6, rules: rules as never, speed: { botMs: 0, trickMs: 0 } },
    }).start();
    actor.send({ type: 'tutor.start' });
    actor.send({ type: 'learner.answer', value: 70 });
    const wrong = actor.getSnapshot().context.feedback;
    expect(wrong).toMatchObject({
      kind: 'wrong',
      key: 'SPD-L6.made.noBags',
      params: { contract: 7, points: 72, extra: 2 },
    });
    actor.send({ type: 'learner.answer', value: 72 });
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'right',
      key: 'SPD-L6.made.explain',
      params: { points: 72 },
    });
    actor.stop();
  });
});
