// Weak skills, the way Lichess's puzzle dashboard picks weak themes (docs/tutor.md): at least
// three mistakes, a mistake rate above the player's own average over recent chances, and a real share of the
// player's decisions. "Above" means clearly above: the skill's mistakes exceed what the average rate predicts
// by a one-sided 95 % margin, so one unlucky deal does not brand a skill.
import { type LearnerModel, mistakeTotal } from './model.ts';

export const MIN_MISTAKES = 3;
/** A skill's share of the recent chances that counts as real. */
export const MIN_SHARE = 0.03;
/** The margin (standard deviations of a binomial count) by which the mistakes exceed the average's prediction. */
export const MARGIN_Z = 1.645;

export interface Standing {
  readonly skill: string;
  /** Over the recent window. */
  readonly chances: number;
  readonly mistakes: number;
  readonly rate: number;
  /** All-time mistakes (any kind). */
  readonly total: number;
  /** Mistake rate per deal it came up in, oldest first (the trend). */
  readonly trend: readonly number[];
  /** How far above the average it stands (standard deviations); negative below. */
  readonly excess: number;
  readonly weak: boolean;
}

/** The player's own average mistake rate over the recent chances of every skill. */
export function averageRate(model: LearnerModel): number {
  let c = 0;
  let m = 0;
  for (const r of Object.values(model.skills)) {
    c += r.recent.length;
    m += r.recent.reduce((a, b) => a + b, 0);
  }
  return c === 0 ? 0 : m / c;
}

/** Every skill met so far, weakest first (the weak ones, then the rest by their mistake rate). */
export function standings(model: LearnerModel): Standing[] {
  const avg = averageRate(model);
  const all = Object.values(model.skills).reduce((n, r) => n + r.recent.length, 0);
  // A skill met only by slips (a hint taken, a refused card) has no decisions counted: it has no standing.
  const met = Object.entries(model.skills).filter(([, r]) => r.recent.length > 0);
  const out = met.map(([skill, r]): Standing => {
    const chances = r.recent.length;
    const mistakes = r.recent.reduce((a, b) => a + b, 0);
    const rate = chances === 0 ? 0 : mistakes / chances;
    const expected = chances * avg;
    const sd = Math.sqrt(Math.max(chances * avg * (1 - avg), 0.25));
    const excess = (mistakes - expected) / sd;
    const weak = mistakes >= MIN_MISTAKES && rate > avg && chances >= MIN_SHARE * all && excess >= MARGIN_Z;
    return {
      skill,
      chances,
      mistakes,
      rate,
      total: mistakeTotal(r),
      trend: r.trend.map(([c, m]) => (c === 0 ? 0 : m / c)),
      excess,
      weak,
    };
  });
  return out.sort(
    (a, b) =>
      Number(b.weak) - Number(a.weak) || b.excess - a.excess || b.rate - a.rate || a.skill.localeCompare(b.skill),
  );
}

/** The weak skills' ids, weakest first. */
export const weakSkills = (model: LearnerModel): string[] =>
  standings(model)
    .filter((s) => s.weak)
    .map((s) => s.skill);
