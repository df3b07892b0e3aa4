// Skills: what a player can get right or wrong, each with the lessons that teach it, its rule
// ids and the reason categories (machines/core/reasons/categories.ts) that belong to it. Each game lists its own
// in machines/<game>/coach/skills.ts; this file holds only the shape and the look-ups (no game named here).
import type { ReasonCategory } from '../reasons/categories.ts';

export interface Skill {
  /** Stable id (`follow-suit`, `nil-cover`): the learner model and the words (`coach.skill.<id>`) use it. */
  readonly id: string;
  /** Lesson ids that teach it, in course order (renderer/src/lessons/catalog.ts shows them by that order). */
  readonly lessons: readonly string[];
  /** Rule ids (rules.md); a refused card with one of them counts against this skill. */
  readonly rules: readonly string[];
  /** Reason categories; a costly play with one of them counts against this skill. */
  readonly categories: readonly ReasonCategory[];
}

/** The skill a reason category belongs to (null when none of the game's skills lists it). */
export const skillOfCategory = (skills: readonly Skill[], c: string): Skill | null =>
  skills.find((s) => (s.categories as readonly string[]).includes(c)) ?? null;

/** The skill of a refusal's rule id: listed exactly, or by its family (`SPD-6.4` for `SPD-6.4(b)`). */
export function skillOfRule(skills: readonly Skill[], rule: string): Skill | null {
  const base = rule.replace(/\(.*$/, '');
  return skills.find((s) => s.rules.includes(rule) || s.rules.includes(base)) ?? null;
}

/** The skill a lesson teaches first (a lesson mistake counts against it). */
export const skillOfLesson = (skills: readonly Skill[], lesson: string): Skill | null =>
  skills.find((s) => s.lessons.includes(lesson)) ?? null;

/** A game's list is sound: ids unique, every category in one skill only. */
export function skillListProblems(skills: readonly Skill[]): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  const cats = new Map<string, string>();
  for (const s of skills) {
    if (ids.has(s.id)) out.push(`skill ${s.id} twice`);
    ids.add(s.id);
    for (const c of s.categories) {
      if (cats.has(c)) out.push(`category ${c} in ${cats.get(c)} and ${s.id}`);
      cats.set(c, s.id);
    }
  }
  return out;
}
