// Simulated learners: a computer player sits in seat 0 of a real game, every finished deal
// goes through the game's play check and the coach's flow (flow.ts) exactly as the app does, and the test reads which skills the coach calls weak and which drills it picks. Generic: each game's
// test passes its rules, policies and checks.
import type { Policy } from '../../core/bots.ts';
import type { GameRules } from '../../core/contract.ts';
import type { GameRecord, RecordAction, RecordDeal } from '../../core/record.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { EMPTY_GAME, type GameCoach } from '../../core/coach/data.ts';
import type { CoachGame, FoundMistake } from '../../core/coach/decisions.ts';
import { pickDrills } from '../../core/coach/drills.ts';
import { observeDeal } from '../../core/coach/flow.ts';
import { dealKey } from '../../core/coach/update.ts';
import { weakSkills } from '../../core/coach/weak.ts';

export interface SimSetup<
  O,
  S extends { readonly phase: string; readonly rng: number },
  A extends { readonly seat: number },
  V,
> {
  readonly rules: GameRules<O, S, A, V>;
  readonly coach: CoachGame<S, A, V>;
  readonly options: O;
  /** The play check the app runs after a deal (from the seat's own view), as the coach counts it. */
  readonly findings: (deal: { start: S; actions: readonly A[] }, seat: number) => FoundMistake[];
}

export interface SimResult {
  readonly coach: GameCoach;
  /** The weakest skill after each deal (null while none is weak). */
  readonly weakest: readonly (string | null)[];
  /** The weak skills at the end. */
  readonly weak: readonly string[];
  /** The skills of the drill set picked at the end. */
  readonly drills: readonly string[];
}

const HOUR = 3_600_000;

/** The action as a record has it; null for one a record leaves out (e.g. looking at the cards before a blind bid). */
function recordedAction<A>(rules: { actionToRecord(a: A): RecordAction }, a: A): RecordAction | null {
  try {
    return rules.actionToRecord(a);
  } catch {
    return null;
  }
}

/** `deals` deals with `learner` in seat 0 and `others` elsewhere (a new game when one ends). */
export function simulateLearner<
  O,
  S extends { readonly phase: string; readonly rng: number },
  A extends { readonly seat: number },
  V,
>(
  setup: SimSetup<O, S, A, V>,
  learner: Policy<V, A>,
  others: Policy<V, A>,
  deals: number,
  seed: number,
  /** A seat that plays by its own policy (a partner who likes to bid nil). */
  special?: { readonly seat: number; readonly policy: Policy<V, A> },
): SimResult {
  const { rules, options } = setup;
  const rng = rngFrom(seedState(seed));
  let g: GameCoach = EMPTY_GAME;
  const weakest: (string | null)[] = [];
  let s = rules.setup(options, 0, seed);
  let record: GameRecord = {
    format: 'stikk-record/1',
    game: rules.game,
    options: options as Record<string, unknown>,
    firstDealer: 0,
    deals: [],
  };
  let now = 0;
  for (let d = 0; d < deals; d++) {
    if (rules.isTerminal(s)) {
      s = rules.setup(options, 0, seed + d);
      record = { ...record, deals: [] };
    }
    s = rules.startDeal(s, { kind: 'shuffle' });
    const start = s;
    const actions: A[] = [];
    const recorded: RecordAction[] = [];
    while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
      const seat = rules.currentPlayer(s) as number;
      const a = (seat === 0 ? learner : seat === special?.seat ? special.policy : others).choose(
        rules.observe(s, seat),
        rules.legalActions(s),
        rng,
      );
      actions.push(a);
      const r = recordedAction(rules, a);
      if (r) recorded.push(r);
      s = rules.applyAction(s, a);
    }
    record = {
      ...record,
      deals: [...record.deals, { ...(rules.dealCards(start) as object), actions: recorded } as RecordDeal],
    };
    const found = setup.findings({ start, actions }, 0);
    now += HOUR;
    const key = dealKey(record, record.deals.length - 1);
    g = observeDeal(g, setup.coach, { key, start, actions, seat: 0, found }, now).coach;
    weakest.push(weakSkills(g.model)[0] ?? null);
  }
  const weak = weakSkills(g.model);
  return { coach: g, weakest, weak, drills: pickDrills(g.drills, weak, now).map((p) => p.skill) };
}
