// One game as one object (boardgame.io's `Game`): its rules, its statechart, its computer levels, the hint and
// the play check, the coach's skills, the score pad, the lessons and the rule book's option rules. A game's
// machines/<game>/index.ts defines it with `defineBundle`; machines/games.ts registers every bundle. Code that
// serves any game holds an `AnyBundle`: the same members taking what the bundle itself hands out (a View from
// its rules, an action from its legal list), each narrowed back to the game's types inside, here, once. The
// score pad's rules and the lessons are typed by their own folders (scorepad/, tutor/): machines/games.ts names
// those types, so the core imports neither.
import type { AnyStateMachine } from 'xstate';
import type { Policy } from '../bots.ts';
import type { CoachGame } from '../coach/decisions.ts';
import type { BaseState, GameRules } from '../contract.ts';
import type { AnyRules } from '../replay.ts';
import type { JudgeGame } from '../search/judge.ts';
import type { OptionSpec } from '../option-spec.ts';
import type { DealCheck } from '../search/check-kit.ts';

export type CostIn = 'whole-points' | 'average';

/** One deal to check: its state just dealt and its actions in order. */
export interface CheckedDeal<S, A> {
  readonly start: S;
  readonly actions: readonly A[];
}

/** A finished deal's and game's figures for the statistics, from the View's seat (or its side). */
export interface Statistics<V> {
  /** Deal `deal`'s figures (contracts made, nils, quotas hit …) added into `counts`; its points, null before it is scored. */
  hand(view: V, deal: number, counts: Record<string, number>): number | null;
  /** Deals scored so far. */
  deals(view: V): number;
  /** The table's form (a format, a variant) the statistics split by. */
  form(view: V): string;
  won(view: V): boolean;
}

/** What a game is, typed by its own options, state, action and View. */
export interface GameBundle<O, S extends BaseState, A extends { readonly seat: number }, V, Pad, Lesson> {
  /** The record's `game` (records.md). */
  readonly id: string;
  /** The game's rule ids' prefix in rules.md ('SPD' for SPD-6.2). */
  readonly ruleIds: string;
  readonly rules: GameRules<O, S, A, V>;
  /** The statechart a table runs; its `botTurn` actor takes a level id. */
  readonly chart: AnyStateMachine;
  /** The computer levels by id; an unknown id plays as `casual`. */
  readonly levels: Readonly<Record<string, Policy<V, A>>>;
  /** The one judgement of a position: the hint, a drill's verdict, the play check's (core/search/judge.ts). */
  readonly judge: JudgeGame<V, A>;
  /** The play check of a deal for a seat; `samples` below the judgement's own in unit tests only. */
  readonly check: (deal: CheckedDeal<S, A>, seat: number, samples?: number) => DealCheck;
  /** Whether the play check searches a game with these options (it finds nothing where it cannot). */
  readonly checks: (options: O) => boolean;
  /** A play's cost is said in whole points (a game scored in tens) or as an average fraction of a point a deal. */
  readonly costIn: CostIn;
  readonly coach: CoachGame<S, A, V>;
  readonly statistics: Statistics<V>;
  /** The score pad's rules: a fold over the deals written down, every rule asked of the rules core. */
  readonly pad: Pad;
  /** The guided lessons, in the rule book's order. */
  readonly lessons: readonly Lesson[];
  /** The lessons' ids in course order (a lesson not listed comes at the end). */
  readonly course: readonly string[];
  /** The options the setup screen offers, common ones first. */
  readonly optionSpecs: readonly OptionSpec[];
  /** Each option's rule ids: the rule book marks the rules in force for a game's options. */
  readonly optionRules: Readonly<Record<string, readonly string[]>>;
  /** The reason categories the game adds to the common ones (core/reasons/categories.ts). */
  readonly reasonCategories: readonly string[];
}

/** Some game's action: whatever else it holds, every action names the seat that takes it. */
export type AnyAction = { readonly seat: number };

/** A bundle of some game: what it hands out it takes back, as `unknown` (an action as `AnyAction`). */
export interface AnyBundle<Pad = unknown, Lesson = unknown> {
  readonly id: string;
  readonly ruleIds: string;
  readonly rules: AnyRules;
  readonly chart: AnyStateMachine;
  readonly levels: Readonly<Record<string, Policy<unknown, unknown>>>;
  /** The level an id names; Casual for an unknown id. */
  level(id: string | null | undefined): Policy<unknown, unknown>;
  readonly judge: JudgeGame<unknown, unknown>;
  check(deal: CheckedDeal<unknown, unknown>, seat: number, samples?: number): DealCheck;
  /** Whether the play check searches a game with these record options. */
  checks(options: Readonly<Record<string, unknown>>): boolean;
  readonly costIn: CostIn;
  readonly coach: CoachGame<unknown, AnyAction, unknown>;
  readonly statistics: Statistics<unknown>;
  readonly pad: Pad;
  readonly lessons: readonly Lesson[];
  readonly course: readonly string[];
  readonly optionSpecs: readonly OptionSpec[];
  readonly optionRules: Readonly<Record<string, readonly string[]>>;
  readonly reasonCategories: readonly string[];
}

/** The game's bundle as any-game code holds it. */
export function defineBundle<O, S extends BaseState, A extends { readonly seat: number }, V, Pad, Lesson>(
  b: GameBundle<O, S, A, V, Pad, Lesson>,
): AnyBundle<Pad, Lesson> {
  const levels = b.levels as Readonly<Record<string, Policy<unknown, unknown>>>;
  const coachRules = b.coach.rules;
  return {
    id: b.id,
    ruleIds: b.ruleIds,
    rules: b.rules,
    chart: b.chart,
    levels,
    level: (id) => (id != null && Object.hasOwn(levels, id) ? levels[id] : levels.casual),
    judge: {
      samples: b.judge.samples,
      hint: (view, legal, budget, seed) => b.judge.hint(view as V, legal as readonly A[], budget, seed),
    },
    check: (deal, seat, samples) =>
      b.check({ start: deal.start as S, actions: deal.actions as readonly A[] }, seat, samples),
    checks: (options) => b.checks(b.rules.parseOptions(options)),
    costIn: b.costIn,
    coach: {
      skills: b.coach.skills,
      situation: (view, legal) => b.coach.situation(view as V, legal as readonly A[]),
      rules: {
        legalActions: (s) => coachRules.legalActions(s as S),
        observe: (s, seat) => coachRules.observe(s as S, seat),
        applyAction: (s, a) => coachRules.applyAction(s as S, a as A),
      },
    },
    statistics: {
      hand: (view, deal, counts) => b.statistics.hand(view as V, deal, counts),
      deals: (view) => b.statistics.deals(view as V),
      form: (view) => b.statistics.form(view as V),
      won: (view) => b.statistics.won(view as V),
    },
    pad: b.pad,
    lessons: b.lessons,
    course: b.course,
    optionSpecs: b.optionSpecs,
    optionRules: b.optionRules,
    reasonCategories: b.reasonCategories,
  };
}
