// The tutor's judging order at a real Sprøyte lesson: a refusal is shown and not counted,
// a listed alternative is accepted with its note, Show me only after two wrong tries (refused ones included),
// Skip is never "done"; an act step's feedback stays with its step until Next.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { scriptOnly, tutorMachine } from '../../tutor/tutor.machine.ts';
import { rules } from '../rules/index.ts';
import { YOU, play } from '../rules/fixtures.ts';
import { sproyteMachine } from '../sproyte.machine.ts';
import { lesson } from './spr-l1.ts';

function started() {
  const actor = createActor(tutorMachine.provide({ actors: { game: scriptOnly(sproyteMachine) } }), {
    input: { lesson, rules, speed: { botMs: 0, trickMs: 0 } },
  }).start();
  actor.send({ type: 'tutor.start' });
  // The exchange is watched; its words stay until Next.
  expect(actor.getSnapshot().matches({ lesson: { watch: 'seen' } })).toBe(true);
  actor.send({ type: 'tutor.next' });
  return actor;
}

describe('the tutor at SPR-L1', () => {
  it('a watched step stays, with its play done, until the learner presses Next', async () => {
    const actor = createActor(tutorMachine.provide({ actors: { game: scriptOnly(sproyteMachine) } }), {
      input: { lesson, rules, speed: { botMs: 1, trickMs: 5 } },
    }).start();
    actor.send({ type: 'tutor.start' });
    await new Promise((r) => setTimeout(r, 80));
    expect(actor.getSnapshot().matches({ lesson: { watch: 'seen' } })).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(actor.getSnapshot().context.pos).toBeGreaterThanOrEqual((lesson.steps[0] as { until: number }).until);
    actor.send({ type: 'tutor.next' });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.stop();
  });
  it('waits for the learner at the first act step, after the script has played', () => {
    const a = started();
    expect(a.getSnapshot().matches({ lesson: { act: 'turn' } })).toBe(true);
    expect(a.getSnapshot().context.pos).toBe(4);
  });
  it('an illegal card: the engine refusal with its rule id, counted as a refused try, nothing played', () => {
    const a = started();
    a.send({ type: 'learner.act', action: play(YOU, '♣3') });
    const c = a.getSnapshot().context;
    expect(c.feedback).toMatchObject({ kind: 'refused', refusal: { rule: 'SPR-7.3' } });
    expect(c.mistakes).toBe(0);
    expect(c.refused).toBe(1);
    expect(c.pos).toBe(4);
    expect(a.getSnapshot().children.game?.getSnapshot().context.refusal?.rule).toBe('SPR-7.3');
  });
  it('Show me only after two wrong tries, illegal ones included', () => {
    const a = started();
    a.send({ type: 'tutor.showMe' });
    a.send({ type: 'learner.act', action: play(YOU, '♣3') });
    a.send({ type: 'tutor.showMe' });
    expect(a.getSnapshot().context.shown).toBe(0);
    a.send({ type: 'learner.act', action: play(YOU, '♠A') });
    a.send({ type: 'tutor.showMe' });
    expect(a.getSnapshot().context).toMatchObject({ shown: 1, step: 1, feedback: { kind: 'shown' } });
    a.send({ type: 'tutor.next' });
    expect(a.getSnapshot().context).toMatchObject({ step: 2, feedback: null });
  });
  it('an alternative is accepted with its note and played; its note stays with its step until Next', () => {
    const a = started();
    a.send({ type: 'learner.act', action: play(YOU, '♥8') });
    let c = a.getSnapshot().context;
    expect(c.feedback).toMatchObject({ kind: 'alternative', key: 'SPR-L1.follow.alt' });
    expect(c.step).toBe(1);
    a.send({ type: 'tutor.next' });
    c = a.getSnapshot().context;
    expect(c.step).toBe(2);
    expect(c.feedback).toBeNull();
    const hand = (c.game as { hands: string[][] }).hands[YOU];
    expect(hand).not.toContain('8H');
  });
  it('Skip plays the expected action and the run counts the skip', () => {
    const a = started();
    a.send({ type: 'tutor.skip' });
    expect(a.getSnapshot().context).toMatchObject({ skipped: 1, step: 1, feedback: { kind: 'skipped' } });
    a.send({ type: 'tutor.next' });
    expect(a.getSnapshot().context).toMatchObject({ skipped: 1, step: 2, feedback: null });
  });
  it('retrying a step rebuilds the table at that step', () => {
    const a = started();
    a.send({ type: 'learner.act', action: play(YOU, '♥5') });
    a.send({ type: 'tutor.next' });
    a.send({ type: 'tutor.retryStep' });
    const c = a.getSnapshot().context;
    expect(c.step).toBe(2);
    expect(c.pos).toBeGreaterThanOrEqual(6);
  });
  it('retrying the next step keeps the alternative played before it (♥8, not the expected ♥5)', () => {
    const a = started();
    a.send({ type: 'learner.act', action: play(YOU, '♥8') });
    a.send({ type: 'tutor.next' });
    a.send({ type: 'tutor.retryStep' });
    const c = a.getSnapshot().context;
    expect(c.step).toBe(2);
    expect(c.chosen).toEqual({ 1: 0 });
    const hand = (c.game as { hands: string[][] }).hands[YOU];
    expect(hand).not.toContain('8H');
    expect(hand).toContain('5H');
  });
  it('past the timeline the computers wait: the table does not move on while the last words are read', async () => {
    const a = started();
    a.send({ type: 'learner.act', action: play(YOU, '♥5') });
    a.send({ type: 'tutor.next' });
    a.send({ type: 'tutor.next' });
    a.send({ type: 'learner.act', action: play(YOU, '♦4') });
    a.send({ type: 'tutor.next' });
    await new Promise((r) => setTimeout(r, 30));
    const c = a.getSnapshot().context;
    expect(a.getSnapshot().matches({ lesson: 'info' })).toBe(true);
    expect(c.pos).toBe(lesson.timeline.length);
    const game = a.getSnapshot().children.game?.getSnapshot();
    expect(game?.context.record.deals[0].actions).toHaveLength(lesson.timeline.length);
  });
  it('the trick the coach explains stays on the table until Next, then the script plays on', async () => {
    const actor = createActor(tutorMachine.provide({ actors: { game: scriptOnly(sproyteMachine) } }), {
      input: { lesson, rules, speed: { botMs: 1, trickMs: 5 } },
    }).start();
    actor.send({ type: 'tutor.start' });
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
      expect(ok()).toBe(true);
    };
    await until(() => actor.getSnapshot().matches({ lesson: { watch: 'seen' } }));
    actor.send({ type: 'tutor.next' });
    await until(() => actor.getSnapshot().matches({ lesson: { act: 'turn' } }));
    actor.send({ type: 'learner.act', action: play(YOU, '♥5') });
    actor.send({ type: 'tutor.next' });
    await until(() => actor.getSnapshot().matches({ lesson: 'info' }));
    await new Promise((r) => setTimeout(r, 60));
    // Ola's ♥A took the trick: it is still shown, and Ola has not led to the next one.
    expect(actor.getSnapshot().context).toMatchObject({ pos: 6, paused: true, step: 2 });
    actor.send({ type: 'tutor.next' });
    await until(() => actor.getSnapshot().matches({ lesson: { act: 'turn' } }));
    expect(actor.getSnapshot().context.pos).toBe(8);
    actor.stop();
  });
});
