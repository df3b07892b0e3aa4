import { describe, expect, it } from 'vitest';
import { type DrillPosition, KEEP, added, answered, pickDrills } from './drills.ts';
import { NO_COACH, parseCoachData, withGame, EMPTY_GAME } from './data.ts';
import { type Decision, dealObservation } from './decisions.ts';
import { BOX_WAIT_DAYS, RETRY_MS, TOP_BOX, isDue, newSchedule, reviewed } from './leitner.ts';
import { EMPTY_MODEL, RECENT, observe } from './model.ts';
import { shared } from './shared-skills.ts';
import { type Skill, skillListProblems, skillOfCategory, skillOfRule } from './skills.ts';
import { averageRate, standings, weakSkills } from './weak.ts';
import { reason } from '../reasons/reason.ts';

const DAY = 86_400_000;

/** A model where each skill had `c` chances and `m` mistakes (costly plays). */
function modelOf(rows: Record<string, [number, number]>) {
  return Object.entries(rows).reduce(
    (mod, [skill, [c, m]]) =>
      observe(
        mod,
        { chances: { [skill]: c }, mistakes: Array.from({ length: m }, () => ({ skill, kind: 'costly' as const })) },
        1,
      ),
    EMPTY_MODEL,
  );
}

describe('learner model', () => {
  it('counts chances, mistakes by kind and when a skill was last seen; a mistake is also a chance', () => {
    let m = observe(
      EMPTY_MODEL,
      {
        chances: { a: 3 },
        mistakes: [
          { skill: 'a', kind: 'costly' },
          { skill: 'b', kind: 'hint' },
        ],
      },
      10,
    );
    m = observe(m, { chances: { a: 1 }, mistakes: [{ skill: 'a', kind: 'refused' }] }, 20);
    expect(m.deals).toBe(2);
    expect(m.skills.a).toMatchObject({
      chances: 4,
      lastSeen: 20,
      mistakes: { costly: 1, refused: 1, lesson: 0, hint: 0 },
      trend: [
        [3, 1],
        [1, 1],
      ],
    });
    expect(m.skills.b).toMatchObject({ chances: 1, lastSeen: 10, mistakes: { hint: 1 } });
  });
  it('a slip (a hint taken, a refused card) is tallied by its kind, never in the recent window of costly mistakes', () => {
    const m = observe(EMPTY_MODEL, { chances: {}, mistakes: [{ skill: 'a', kind: 'hint' }] }, 5, false);
    expect(m.skills.a).toMatchObject({ chances: 0, recent: [], trend: [], mistakes: { hint: 1, costly: 0 } });
    expect(standings(m)).toEqual([]);
  });
  it('keeps only the recent outcomes for the weak-skill rule', () => {
    const m = observe(EMPTY_MODEL, { chances: { a: RECENT + 40 }, mistakes: [] }, 1);
    expect(m.skills.a.recent).toHaveLength(RECENT);
    expect(m.skills.a.chances).toBe(RECENT + 40);
  });
});

describe('weak skills (≥ 3 mistakes, above the own average, a real share)', () => {
  it('marks the skill clearly above the player’s own average, weakest first', () => {
    const m = modelOf({ a: [40, 2], b: [40, 2], c: [40, 3], d: [20, 9] });
    expect(averageRate(m)).toBeCloseTo(16 / 140);
    expect(weakSkills(m)).toEqual(['d']);
    expect(standings(m)[0]).toMatchObject({ skill: 'd', weak: true, chances: 20, mistakes: 9 });
  });
  it('needs three mistakes', () => {
    expect(weakSkills(modelOf({ a: [60, 1], b: [4, 2] }))).toEqual([]);
    expect(weakSkills(modelOf({ a: [60, 1], b: [6, 3] }))).toEqual(['b']);
  });
  it('needs a real share of the decisions', () => {
    // 3 mistakes in 3 chances, but 3 of 603 decisions is under 3 %.
    expect(
      weakSkills(
        modelOf({
          a: [60, 3],
          b: [60, 3],
          c: [60, 3],
          d: [60, 3],
          e: [60, 3],
          f: [60, 3],
          g: [60, 3],
          h: [60, 3],
          i: [60, 3],
          j: [60, 3],
          k: [3, 3],
        }),
      ),
    ).toEqual([]);
  });
  it('is not fooled by a rate only a little above the average', () => {
    expect(weakSkills(modelOf({ a: [50, 10], b: [50, 12] }))).toEqual([]);
  });
});

describe('Leitner boxes', () => {
  it('a new position is due at once; solved it waits longer each time, up to the top box', () => {
    let s = newSchedule(0);
    expect(isDue(s, 0)).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const now = s.due;
      s = reviewed(s, true, now);
      waits.push((s.due - now) / DAY);
    }
    expect(waits).toEqual([...BOX_WAIT_DAYS, BOX_WAIT_DAYS.at(-1), BOX_WAIT_DAYS.at(-1)]);
    expect(s.box).toBe(TOP_BOX);
  });
  it('a missed position drops to box 1 and comes back sooner than any solved one', () => {
    const s = reviewed({ box: 4, due: 0 }, false, 100);
    expect(s).toEqual({ box: 1, due: 100 + RETRY_MS });
    expect(RETRY_MS).toBeLessThan(BOX_WAIT_DAYS[0] * DAY);
  });
});

const pos = (id: string, skill: string, box = 1, due = 0): DrillPosition => ({
  id,
  skill,
  seat: 0,
  view: {},
  cards: ['AS', '2S'],
  played: 'AS',
  judgement: { right: ['2S'], better: '2S', reason: reason('win-cheaply') },
  source: 'own',
  box,
  due,
  added: 0,
});

describe('drill sets', () => {
  const list = [
    ...['a1', 'a2', 'a3', 'a4'].map((id) => pos(id, 'a')),
    ...['b1', 'b2'].map((id) => pos(id, 'b')),
    ...['c1', 'c2'].map((id) => pos(id, 'c')),
    pos('d1', 'd'),
  ];
  it('five positions mixed across the weak skills, the weakest given most, interleaved', () => {
    const set = pickDrills(list, ['a', 'b', 'c'], 1);
    expect(set.map((p) => p.skill)).toEqual(['a', 'b', 'c', 'a', 'a']);
  });
  it('the weakest takes up slots the others cannot fill, then other due positions', () => {
    expect(pickDrills(list, ['b'], 1).map((p) => p.skill)).toEqual(['b', 'b', 'a', 'a', 'a']);
    expect(pickDrills(list, ['a'], 1).map((p) => p.skill)).toEqual(['a', 'a', 'a', 'a', 'b']);
  });
  it('only due positions, lower boxes first; one skill when asked', () => {
    const later = [pos('x', 'a', 2, 5 * DAY), pos('y', 'a', 3, 0), pos('z', 'a', 1, 0)];
    expect(pickDrills(later, ['a'], 1).map((p) => p.id)).toEqual(['z', 'y']);
    expect(pickDrills(list, ['a', 'b'], 1, 5, 'c').map((p) => p.id)).toEqual(['c1', 'c2']);
  });
  it('a position is added once, answered moves its box, and the list stays bounded', () => {
    let l = added([], pos('p', 'a'), 7);
    l = added(l, pos('p', 'a'), 8);
    expect(l).toHaveLength(1);
    expect(l[0]).toMatchObject({ box: 1, due: 7, added: 7 });
    expect(answered(l, 'p', true, 7)[0].box).toBe(2);
    for (let i = 0; i < KEEP + 5; i++) l = added(l, pos(`q${i}`, 'b'), i);
    expect(l).toHaveLength(KEEP);
  });
});

const skills: Skill[] = [
  shared('win-cheaply', ['L1'], ['R-1']),
  { id: 'nil-cover', lessons: ['L2'], rules: ['R-2'], categories: ['cover-nil'] },
  shared('keep-stopper', ['L1'], ['R-3']),
];

describe('skills and a deal’s observation', () => {
  it('finds a skill by reason category, rule id (or its family) and reports a broken list', () => {
    expect(skillOfCategory(skills, 'partner-winning')?.id).toBe('win-cheaply');
    expect(skillOfRule(skills, 'R-2(b)')?.id).toBe('nil-cover');
    expect(skillListProblems([...skills, skills[1]])).toEqual([
      'skill nil-cover twice',
      'category cover-nil in nil-cover and nil-cover',
    ]);
  });
  it('counts chances per situation; a mistake goes to its reason’s skill, or to the game’s own skill of the situation', () => {
    const decisions: Decision[] = [
      { action: 2, category: 'win-cheaply', skill: 'win-cheaply' },
      { action: 5, category: 'cover-nil', skill: 'nil-cover' },
      { action: 9, category: 'lets-go', skill: 'win-cheaply' },
      { action: 11, category: 'lets-go', skill: 'win-cheaply' },
    ];
    const { observation, mistakes } = dealObservation(skills, decisions, [
      { action: 5, category: 'partner-winning', played: '2H', better: 'AH' },
      { action: 9, category: 'cover-nil', played: '3C', better: 'KC' },
      { action: 2, played: '4D', better: '5D' },
      { action: 11, category: 'keep-stopper', played: 'KS', better: '2S' },
      { action: 14, category: 'cover-nil', played: '6S', better: '7S' },
    ]);
    expect(observation.chances).toEqual({ 'win-cheaply': 3, 'nil-cover': 1 });
    // A game's own skill takes a reason's mistake only where the decision was its chance (action 9 was a plain
    // trick decision); a plain decision keeps its reason's plain skill (11); an uncounted decision its reason (14).
    expect(mistakes.map((m) => m.skill)).toEqual([
      'nil-cover',
      'win-cheaply',
      'win-cheaply',
      'keep-stopper',
      'nil-cover',
    ]);
  });
});

describe('stored coach data', () => {
  it('reads what it writes and nothing else', () => {
    const d = withGame(NO_COACH, 'g', {
      ...EMPTY_GAME,
      model: observe(EMPTY_MODEL, { chances: { a: 2 }, mistakes: [] }, 5),
      drills: [pos('p', 'a')],
    });
    expect(parseCoachData(JSON.parse(JSON.stringify(d)))).toEqual(d);
    expect(parseCoachData(undefined)).toEqual(NO_COACH);
    expect(parseCoachData({ ...d, version: 3 })).toBeNull();
    expect(parseCoachData({ ...d, version: 1 })).toBeNull();
    expect(parseCoachData({ ...d, games: { g: { ...d.games.g, drills: [{ id: 1 }] } } })).toBeNull();
  });
});
