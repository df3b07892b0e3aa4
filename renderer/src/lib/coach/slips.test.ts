// A refused card (by its rule id), a lesson mistake and a hint taken reach the learner model
// as mistakes of the skill they name, not as deals; the table's refusal goes there on its own.
import { describe, expect, it } from 'vitest';
import { EMPTY_GAME } from '../../../../machines/core/coach/data.ts';
import { afterSlip, skillOfSlip } from '../../../../machines/core/coach/update.ts';
import { skills } from '../../../../machines/spades/coach/skills.ts';
import { spades } from '../../games/spades/adapter.ts';
import { GameSession } from '../session.svelte.ts';
import { coach } from './coach.svelte.ts';

describe('slips into the learner model', () => {
  it('names the skill of a rule id (with or without its letter), a lesson and a reason category', () => {
    expect(skillOfSlip(skills, { kind: 'refused', rule: 'SPD-6.4(b)' })).toBe('follow-suit');
    expect(skillOfSlip(skills, { kind: 'lesson', lesson: 'SPD-L7' })).toBe('bags');
    expect(skillOfSlip(skills, { kind: 'hint', category: 'cover-nil' })).toBe('nil-cover');
    expect(skillOfSlip(skills, { kind: 'refused', rule: 'XYZ-1' })).toBeNull();
  });

  it('counts each as a mistake of its kind, never as a deal; an unknown one changes nothing', () => {
    let g = afterSlip(EMPTY_GAME, skills, { kind: 'refused', rule: 'SPD-6.4' }, 10);
    g = afterSlip(g, skills, { kind: 'hint', category: 'bid-hand' }, 11);
    g = afterSlip(g, skills, { kind: 'lesson', lesson: 'SPD-L1' }, 12);
    expect(g.model.deals).toBe(0);
    expect(g.model.skills['follow-suit'].mistakes).toMatchObject({ refused: 1, lesson: 1, hint: 0, costly: 0 });
    expect(g.model.skills['bid-hand'].mistakes.hint).toBe(1);
    expect(afterSlip(g, skills, { kind: 'hint', category: 'nothing' }, 13)).toBe(g);
  });

  it('a card the table refuses reaches the coach with its rule id', async () => {
    coach.now = () => 5;
    const before = coach.game('spades').model.skills;
    const start = {
      game: 'spades' as const,
      options: {},
      seed: 9,
      players: ['You', 'Ola', 'Kari', 'Liv'],
      firstDealer: 3,
      policies: [null, 'beginner', 'beginner', 'beginner'],
    };
    const session = new GameSession(spades, start, { botMs: 0, trickMs: 0 }, { onrecord: () => {} });
    session.startPlaying();
    session.act({ type: 'bid', seat: 0, bid: 99 });
    const rule = session.refusal?.rule;
    expect(rule).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    session.stop();
    const skill = skillOfSlip(skills, { kind: 'refused', rule: rule! });
    expect(skill).not.toBeNull();
    expect(coach.game('spades').model.skills[skill!].mistakes.refused).toBe(
      (before[skill!]?.mistakes.refused ?? 0) + 1,
    );
  });
});

describe('a hint taken at the table', () => {
  it('counts against the skill of its reason, once per hint shown', async () => {
    const { HintControl } = await import('../hint.svelte.ts');
    const { SearchClient } = await import('../search/client.ts');
    const { fakeSpawner } = await import('../search/fake-worker.ts');
    const start = {
      game: 'spades' as const,
      options: {},
      seed: 21,
      players: ['You', 'Ola', 'Kari', 'Liv'],
      firstDealer: 3,
      policies: [null, 'beginner', 'beginner', 'beginner'],
    };
    const session = new GameSession(spades, start, { botMs: 0, trickMs: 0 }, { onrecord: () => {} });
    session.startPlaying();
    const hints = new HintControl(session, new SearchClient(fakeSpawner(true).spawn), 40);
    const mistakes = () => Object.values(coach.game('spades').model.skills).reduce((n, r) => n + r.mistakes.hint, 0);
    const before = mistakes();
    await hints.ask();
    expect(hints.hint).not.toBeNull();
    const skill = skillOfSlip(skills, { kind: 'hint', category: hints.hint!.reason.category });
    expect(skill).not.toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(mistakes()).toBe(before + 1);
    await hints.ask(); // the same hint again: the keyboard goes back to it, nothing new is counted
    expect(mistakes()).toBe(before + 1);
    hints.dispose();
    session.stop();
  });
});
