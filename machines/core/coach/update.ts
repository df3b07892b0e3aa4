// One finished deal into the coach's data: the observation into the learner model, each
// mistake as a drill position (the record cut just before it), and at most one suggestion — a mistake in a skill
// that is weak after this deal. A deal already seen (the summary shown again after a reload) changes nothing.
import type { GameRecord } from '../record.ts';
import { truncated } from '../record-edit.ts';
import { SEEN, type GameCoach } from './data.ts';
import { type Decision, type FoundMistake, dealObservation } from './decisions.ts';
import { added } from './drills.ts';
import { type MistakeKind, observe } from './model.ts';
import { type Skill, skillOfCategory, skillOfLesson, skillOfRule } from './skills.ts';
import { weakSkills } from './weak.ts';

export interface DealInput {
  /** The game's record; deal `deal` (from 0) is the finished one. */
  readonly record: GameRecord;
  readonly deal: number;
  readonly seat: number;
  readonly decisions: readonly Decision[];
  readonly found: readonly FoundMistake[];
}

/** A key naming the deal: its index and its cards (the same deal of the same game gives the same key). */
export function dealKey(record: GameRecord, deal: number): string {
  const d = record.deals[deal];
  const cards = (d.deck ?? d.hands?.flat() ?? []).slice(0, 16).join('');
  return `${deal}:${record.firstDealer}:${cards}`;
}

export interface DealUpdate {
  readonly coach: GameCoach;
  /** The skill to suggest practising now, or null (at most one per deal). */
  readonly offer: string | null;
}

export function afterDeal(g: GameCoach, skills: readonly Skill[], input: DealInput, now: number): DealUpdate {
  const key = dealKey(input.record, input.deal);
  if (g.seen.includes(key)) return { coach: g, offer: null };
  const { observation, mistakes } = dealObservation(skills, input.decisions, input.found);
  const model = observe(g.model, observation, now);
  let drills = [...g.drills];
  for (const m of mistakes) {
    const record = truncated(input.record, { deal: input.deal, action: m.action });
    drills = added(
      drills,
      {
        id: `${key}:${m.action}`,
        skill: m.skill,
        record,
        seat: input.seat,
        played: m.played,
        better: m.better,
        source: 'own',
      },
      now,
    );
  }
  const weak = weakSkills(model);
  const offer = mistakes.find((m) => weak.includes(m.skill))?.skill ?? null;
  return { coach: { ...g, model, drills, seen: [...g.seen, key].slice(-SEEN) }, offer };
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
