// Each game's skills (issue 23 item 1): the ids the issue lists, lessons that exist, rule ids that rules.md
// defines, reason categories from the one list, each category in one skill only.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { skillListProblems } from './core/coach/skills.ts';
import { REASON_CATEGORIES } from './core/reasons/categories.ts';
import { skills as spades } from './spades/coach/skills.ts';
import { lessons as spadesLessons } from './spades/tutorials/index.ts';
import { skills as sproyte } from './sproyte/coach/skills.ts';
import { lessons as sproyteLessons } from './sproyte/tutorials/index.ts';
import { skills as tribello } from './tribello/coach/skills.ts';
import { lessons as tribelloLessons } from './tribello/tutorials/index.ts';

const RULES = readFileSync(new URL('../../../shared/docs/rules.md', import.meta.url), 'utf8');
const SHARED = ['follow-suit', 'trump-in', 'leading', 'second-hand-low', 'win-cheaply', 'keep-stopper', 'draw-trumps'];

const GAMES = [
  { game: 'spades', skills: spades, lessons: spadesLessons, own: ['bid-hand', 'nil-bid', 'nil-cover', 'nil-attack', 'bags', 'set-contract', 'blind-nil-pass'] },
  { game: 'sproyte', skills: sproyte, lessons: sproyteLessons, own: ['exchange', 'talon', 'nullo', 'over-four'] },
  { game: 'tribello', skills: tribello, lessons: tribelloLessons, own: ['quota', 'exchange', 'reversed-quotas'] },
];

describe.each(GAMES)('$game skills', ({ skills, lessons, own }) => {
  it('are the issue’s list: the shared ones and the game’s own', () => {
    expect(skills.map((s) => s.id).sort()).toEqual([...SHARED, ...own].sort());
    expect(skillListProblems(skills)).toEqual([]);
  });
  it('name lessons that exist, rule ids rules.md defines and known reason categories', () => {
    const ids = new Set(lessons.map((l) => l.id));
    for (const s of skills) {
      expect(s.lessons.length, s.id).toBeGreaterThan(0);
      for (const l of s.lessons) expect(ids.has(l), `${s.id}: ${l}`).toBe(true);
      for (const r of s.rules) expect(RULES.includes(`${r} `) || RULES.includes(`${r}*`) || RULES.includes(`${r}:`), `${s.id}: ${r}`).toBe(true);
      for (const c of s.categories) expect(REASON_CATEGORIES as readonly string[], s.id).toContain(c);
    }
  });
});
