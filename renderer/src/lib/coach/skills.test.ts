// Each game's skills: the ids the issue lists, lessons that exist, rule ids that rules.md
// defines (rulebook/rule-ids.ts), reason categories from the one list, each category in one skill only.
import { describe, expect, it } from 'vitest';
import { skillListProblems, skillOfLesson } from '../../../../machines/core/coach/skills.ts';
import { REASON_CATEGORIES } from '../../../../machines/games.ts';
import { skills as spades } from '../../../../machines/spades/coach/skills.ts';
import { lessons as spadesLessons } from '../../../../machines/spades/tutorials/index.ts';
import { skills as sproyte } from '../../../../machines/sproyte/coach/skills.ts';
import { lessons as sproyteLessons } from '../../../../machines/sproyte/tutorials/index.ts';
import { skills as tribello } from '../../../../machines/tribello/coach/skills.ts';
import { lessons as tribelloLessons } from '../../../../machines/tribello/tutorials/index.ts';
import { en } from '../../i18n/en.ts';
import { RULE_IDS } from '../../rulebook/rule-ids.ts';

const RULES = new Set(RULE_IDS);
const SHARED = ['follow-suit', 'trump-in', 'leading', 'second-hand-low', 'win-cheaply', 'keep-stopper', 'draw-trumps'];

const GAMES = [
  {
    game: 'spades',
    skills: spades,
    lessons: spadesLessons,
    own: ['bid-hand', 'nil-bid', 'nil-cover', 'nil-attack', 'bags', 'set-contract', 'blind-nil-pass'],
  },
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
      for (const r of s.rules) expect(RULES.has(r), `${s.id}: ${r}`).toBe(true);
      for (const c of s.categories) expect(REASON_CATEGORIES as readonly string[], s.id).toContain(c);
      expect(Object.keys(en), s.id).toContain(`coach.skill.${s.id}`);
    }
  });
  it('count a lesson mistake against a skill whose rules the lesson teaches (SPD-L6 and TRB-L5 are scoring quizzes, not winning cheaply)', () => {
    // One rule id covers another when they are the same or one is the other's family (TRB-4 covers TRB-4.1).
    const covers = (a: string, b: string) => a === b || b.startsWith(`${a}.`) || a.startsWith(`${b}.`);
    const wrong: string[] = [];
    for (const l of lessons) {
      const skill = skillOfLesson(skills, l.id);
      if (!skill) continue;
      const taught = [...l.teaches, ...l.steps.flatMap((st) => ('rules' in st ? (st.rules ?? []) : []))];
      if (!skill.rules.some((r) => taught.some((x) => covers(x, r)))) wrong.push(`${l.id} → ${skill.id}`);
    }
    expect(wrong).toEqual([]);
  });
});
