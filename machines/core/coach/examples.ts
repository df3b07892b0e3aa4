// Built-in example positions: before a player has made a mistake the coach still has drills —
// decisions from example deals (fixed seeds, played by a computer level), one per skill where the deals give
// one. Deterministic: the same game gives the same examples.
import type { Policy } from '../bots.ts';
import type { GameRules } from '../contract.ts';
import type { GameRecord, RecordAction, RecordDeal } from '../record.ts';
import { rngFrom, seedState } from '../rng.ts';
import type { CoachGame } from './decisions.ts';
import type { DrillPosition } from './drills.ts';
import { skillOfCategory } from './skills.ts';

export type Example = Omit<DrillPosition, 'box' | 'due' | 'added'>;

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
    const cards = rules.dealCards(s);
    const recorded: RecordAction[] = [];
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
          const record: GameRecord = {
            format: 'stikk-record/1',
            game: rules.game,
            options: options as Record<string, unknown>,
            firstDealer: rules.seatCount(options) - 1,
            deals: [{ ...(cards as object), actions: [...recorded] } as RecordDeal],
          };
          found.set(skill.id, {
            id: `example:${seed}:${recorded.length}`,
            skill: skill.id,
            record,
            seat: SEAT,
            played: '',
            better: '',
            source: 'example',
          });
        }
      }
      const a = policy.choose(view, legal, rng);
      try {
        recorded.push(rules.actionToRecord(a));
      } catch {
        // An action a record leaves out (looking at the cards): the replay implies it.
      }
      s = rules.applyAction(s, a);
    }
  }
  return [...found.values()];
}
