// The learner model: per skill its chances, its mistakes by kind and when it was last seen,
// with a window of recent outcomes (the weak-skill rule reads it) and one line per deal (the trend). Pure: the
// caller passes the time; nothing here reads a clock.

export const MISTAKE_KINDS = ['costly', 'lesson', 'refused', 'hint'] as const;
/** A costly play from the play check, a lesson mistake, a card the rules refused, a hint taken. */
export type MistakeKind = (typeof MISTAKE_KINDS)[number];

/** Outcomes kept per skill for the weak-skill rule ("recent chances"). */
export const RECENT = 60;
/** Deals kept per skill for its trend. */
export const TREND = 24;

export interface SkillRecord {
  readonly chances: number;
  readonly mistakes: Readonly<Record<MistakeKind, number>>;
  /** Time (ms since 1970) it was last met. */
  readonly lastSeen: number;
  /** Recent outcomes, oldest first: 1 a mistake, 0 a chance taken well. */
  readonly recent: readonly number[];
  /** Per deal in which it came up, oldest first: [chances, mistakes]. */
  readonly trend: readonly (readonly [number, number])[];
}

export interface LearnerModel {
  /** Deals observed. */
  readonly deals: number;
  readonly skills: Readonly<Record<string, SkillRecord>>;
}

export const EMPTY_MODEL: LearnerModel = { deals: 0, skills: {} };

const NO_MISTAKES: Record<MistakeKind, number> = { costly: 0, lesson: 0, refused: 0, hint: 0 };

/** What one deal (or one lesson step, one refusal) showed: chances per skill and the mistakes made. */
export interface Observation {
  readonly chances: Readonly<Record<string, number>>;
  readonly mistakes: readonly { readonly skill: string; readonly kind: MistakeKind }[];
}

export const mistakeTotal = (r: SkillRecord): number => MISTAKE_KINDS.reduce((n, k) => n + r.mistakes[k], 0);

/**
 * The model after one observation. A mistake is also a chance (a skill is never wrong more often than met). Only a
 * deal's observation (`countsAsDeal`: its decisions and the play check's costly ones) moves the recent window and
 * the trend, so "N costly mistakes in your last M decisions" counts exactly what the play check listed; a slip (a
 * refused card, a lesson mistake, a hint taken) is tallied by its kind and nowhere else.
 */
export function observe(model: LearnerModel, o: Observation, now: number, countsAsDeal = true): LearnerModel {
  const ids = new Set([...Object.keys(o.chances), ...o.mistakes.map((m) => m.skill)]);
  if (ids.size === 0) return countsAsDeal ? { ...model, deals: model.deals + 1 } : model;
  const skills = { ...model.skills };
  if (!countsAsDeal) {
    for (const m of o.mistakes) {
      const old = skills[m.skill] ?? { chances: 0, mistakes: NO_MISTAKES, lastSeen: now, recent: [], trend: [] };
      skills[m.skill] = { ...old, mistakes: { ...old.mistakes, [m.kind]: old.mistakes[m.kind] + 1 }, lastSeen: now };
    }
    return { ...model, skills };
  }
  for (const id of ids) {
    const made = o.mistakes.filter((m) => m.skill === id);
    const chances = Math.max(o.chances[id] ?? 0, made.length);
    if (chances === 0) continue;
    const old = skills[id] ?? { chances: 0, mistakes: NO_MISTAKES, lastSeen: now, recent: [], trend: [] };
    const mistakes = { ...old.mistakes };
    for (const m of made) mistakes[m.kind] += 1;
    const outcomes = [...Array<number>(chances - made.length).fill(0), ...Array<number>(made.length).fill(1)];
    skills[id] = {
      chances: old.chances + chances,
      mistakes,
      lastSeen: now,
      recent: [...old.recent, ...outcomes].slice(-RECENT),
      trend: [...old.trend, [chances, made.length] as const].slice(-TREND),
    };
  }
  return { deals: model.deals + (countsAsDeal ? 1 : 0), skills };
}
