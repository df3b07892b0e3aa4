// Built-in example positions: before a player has made a mistake the coach still has drills —
// decisions from example deals (fixed seeds, played by a computer level), one per skill where the deals give
// one. Deterministic: the same game gives the same examples.
import type { Policy } from '../bots.ts';
import type { GameRules } from '../contract.ts';
import { rngFrom, seedState } from '../rng.ts';
import type { CoachGame } from './decisions.ts';
import type { DrillPosition } from './drills.ts';
import { decisionAt } from './flow.ts';
import { skillOfCategory } from './skills.ts';

/** A built-in position, with the seat's legal actions there (for the judge: kept in memory, never stored). */
export type Example = Omit<DrillPosition, 'box' | 'due' | 'added'> & { readonly legal: readonly unknown[] };

const SEAT = 0;

/** For each skill (at most one each), the first card or exchange decision of seat 0 in the example deals that exercises it. */
export function examplePositions<
  O,
  S extends { readonly phase: string; readonly rng: number },
  A extends { readonly seat: number; readonly type: string },
  V,
>(
  rules: GameRules<O, S, A, V>,
  coach: CoachGame<S, A, V>,
  options: O,
  policy: Policy<V, A>,
  seeds: readonly number[],
): Example[] {
  const found = new Map<string, Example>();
  for (const seed of seeds) {
    const rng = rngFrom(seedState(seed));
    let s = rules.startDeal(rules.setup(options, rules.seatCount(options) - 1, seed), { kind: 'shuffle' });
    const start = s;
    const actions: A[] = [];
    while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
      const seat = rules.currentPlayer(s) as number;
      const legal = rules.legalActions(s);
      const view = rules.observe(s, seat);
      if (
        seat === SEAT &&
        legal.length > 1 &&
        (legal.every((a) => a.type === 'play') || legal.every((a) => a.type === 'exchange'))
      ) {
        const category = coach.situation(view, legal);
        const skill = category ? skillOfCategory(coach.skills, category) : null;
        if (skill && !found.has(skill.id)) {
          const at = decisionAt(coach, start, [...actions, { seat } as A], actions.length);
          if (at)
            found.set(skill.id, {
              ...at,
              legal,
              id: `example:${seed}:${actions.length}`,
              skill: skill.id,
              played: '',
              source: 'example',
            });
        }
      }
      const a = policy.choose(view, legal, rng);
      actions.push(a);
      s = rules.applyAction(s, a);
    }
  }
  return [...found.values()];
}
