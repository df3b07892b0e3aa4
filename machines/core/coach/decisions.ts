// From a finished deal to the learner model: each of the seat's decisions with a real
// choice is a chance for the skill its situation exercises; each costly play (the play check) and each costly
// exchange is a mistake against the skill of its reason, and a drill position. Generic: a game passes its rules
// and its situation reader (machines/<game>/coach/).
import type { Refusal } from '../contract.ts';
import type { ReasonCategory } from '../reasons/categories.ts';
import type { DrillJudgement } from './drills.ts';
import type { Observation } from './model.ts';
import { isSharedSkill } from './shared-skills.ts';
import { type Skill, skillOfCategory } from './skills.ts';

export interface CoachRules<S, A, V> {
  legalActions(s: S): readonly A[];
  observe(s: S, seat: number): V;
  applyAction(s: S, a: A): S;
  /** Why the rules refuse an action (a drill shows it on a card that may not be played). */
  explainIllegal?(s: S, a: A): Refusal | null;
}

export interface CoachGame<S, A, V> {
  readonly rules: CoachRules<S, A, V>;
  readonly skills: readonly Skill[];
  /**
   * The reason category naming what this decision is about (which skill it exercises), from the seat's View
   * and its legal actions only; null for a decision the coach does not count.
   */
  situation(view: V, legal: readonly A[]): ReasonCategory | null;
  /** The View as a drill keeps it: what the decision needs, without the game's history of earlier deals. */
  drillView?(view: V): V;
}

export interface Decision {
  /** Index of the action in the deal's actions. */
  readonly action: number;
  readonly category: ReasonCategory;
  readonly skill: string;
}

/** A mistake found by the play check: where, the reason's category, the choices (keys) and the judgement. */
export interface FoundMistake {
  readonly action: number;
  readonly category?: string;
  readonly played: string;
  readonly better: string;
  readonly judgement?: DrillJudgement;
}

export interface DealMistake extends FoundMistake {
  readonly skill: string;
}

/** The seat's counted decisions in one deal (its starting state and its actions). */
export function decisionsOf<S, A extends { readonly seat: number }, V>(
  game: CoachGame<S, A, V>,
  start: S,
  actions: readonly A[],
  seat: number,
): Decision[] {
  const out: Decision[] = [];
  let s = start;
  actions.forEach((a, i) => {
    if (a.seat === seat) {
      const legal = game.rules.legalActions(s);
      const category = legal.length > 1 ? game.situation(game.rules.observe(s, seat), legal) : null;
      const skill = category ? skillOfCategory(game.skills, category) : null;
      if (category && skill) out.push({ action: i, category, skill: skill.id });
    }
    s = game.rules.applyAction(s, a);
  });
  return out;
}

/**
 * The deal's observation: chances per skill from the decisions, mistakes from the checks. A mistake counts
 * against its reason's skill (docs/architecture.md "The coach"), except when the decision's situation is one of the game's own
 * skills (a nil at risk, the quota decided, the exchange): the reason names the trick-level idea of the better
 * card ("take it now"), the situation what the player lost sight of. A reason naming one of the game's own
 * skills counts against it only where the decision was that skill's chance; on a plain trick decision it counts
 * against the trick situation (else a skill would collect mistakes from decisions never counted as its chances,
 * and its rate would stand above everyone's, a Strong player's too). Without either it counts nowhere.
 */
export function dealObservation(
  skills: readonly Skill[],
  decisions: readonly Decision[],
  found: readonly FoundMistake[],
): { observation: Observation; mistakes: DealMistake[] } {
  const chances: Record<string, number> = {};
  for (const d of decisions) chances[d.skill] = (chances[d.skill] ?? 0) + 1;
  const mistakes = found.flatMap((m): DealMistake[] => {
    const byReason = m.category ? skillOfCategory(skills, m.category)?.id : undefined;
    const bySituation = decisions.find((d) => d.action === m.action)?.skill;
    const skill =
      bySituation === undefined
        ? byReason
        : !isSharedSkill(bySituation) || byReason === undefined || !isSharedSkill(byReason)
          ? bySituation
          : byReason;
    return skill ? [{ ...m, skill }] : [];
  });
  return {
    observation: { chances, mistakes: mistakes.map((m) => ({ skill: m.skill, kind: 'costly' as const })) },
    mistakes,
  };
}

/** The action index of `seat`'s play of `card` in a deal (a costly play names its card; cards are unique in a deal). */
export function actionOfPlay(
  actions: readonly { readonly seat: number; readonly card?: string }[],
  seat: number,
  card: string,
): number {
  return actions.findIndex((a) => a.seat === seat && a.card === card);
}
