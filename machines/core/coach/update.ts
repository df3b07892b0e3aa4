// The keys of deals and the slips outside the play check (a refused card, a lesson mistake, a hint taken): each
// tallied against the skill it names (model.ts observe: never in the recent window of costly mistakes). A finished
// deal goes through flow.ts.
import type { GameRecord } from '../record.ts';
import type { GameCoach } from './data.ts';
import { type MistakeKind, observe } from './model.ts';
import { type Skill, skillOfCategory, skillOfLesson, skillOfRule } from './skills.ts';

/** A key naming the deal: its index and its cards (the same deal of the same game gives the same key). */
export function dealKey(record: GameRecord, deal: number): string {
  const d = record.deals[deal];
  const cards = (d.deck ?? d.hands?.flat() ?? []).slice(0, 16).join('');
  return `${deal}:${record.firstDealer}:${cards}`;
}

/** What a single mistake outside the play check names: a refused card's rule id, a lesson's id, a hint's reason category. */
export type Slip =
  | { readonly kind: 'refused'; readonly rule: string }
  | { readonly kind: 'lesson'; readonly lesson: string }
  | { readonly kind: 'hint'; readonly category: string };

/** The skill a slip counts against (null when none of the game's skills names it). */
export function skillOfSlip(skills: readonly Skill[], s: Slip): string | null {
  const skill =
    s.kind === 'refused'
      ? skillOfRule(skills, s.rule)
      : s.kind === 'lesson'
        ? skillOfLesson(skills, s.lesson)
        : skillOfCategory(skills, s.category);
  return skill?.id ?? null;
}

/** A refused card, a lesson mistake or a hint taken into the learner model (a mistake, not a deal). */
export function afterSlip(g: GameCoach, skills: readonly Skill[], s: Slip, now: number): GameCoach {
  const skill = skillOfSlip(skills, s);
  if (skill === null) return g;
  const kind: MistakeKind = s.kind;
  return { ...g, model: observe(g.model, { chances: {}, mistakes: [{ skill, kind }] }, now, false) };
}
