// The coach's per-game pieces for the renderer, asked of the game's bundle: its skills and situation reader
// (machines/<game>/coach/) and the built-in example positions (machines/core/coach/examples.ts), made once per
// game when first asked for.
import type { AnyAction } from '../../../../machines/core/bundle/bundle.ts';
import type { CoachGame } from '../../../../machines/core/coach/decisions.ts';
import { type Example, examplePositions } from '../../../../machines/core/coach/examples.ts';
import type { Skill } from '../../../../machines/core/coach/skills.ts';
import { type GameId, gameOf } from '../../../../machines/games.ts';

export const coachOf = (game: GameId): CoachGame<unknown, AnyAction, unknown> => gameOf(game).coach;
export const skillsOf = (game: GameId): readonly Skill[] => coachOf(game).skills;
export const skillById = (game: GameId, id: string): Skill | null => skillsOf(game).find((s) => s.id === id) ?? null;

const EXAMPLE_SEEDS = Array.from({ length: 12 }, (_, i) => 2301 + i);
const examples = new Map<GameId, Example[]>();

/** One built-in position per skill the example deals give (for a player with no mistakes yet). */
export function examplesOf(game: GameId): readonly Example[] {
  let list = examples.get(game);
  if (!list) {
    const g = gameOf(game);
    list = examplePositions(g.rules, g.coach, g.rules.defaultOptions, g.level('casual'), EXAMPLE_SEEDS);
    examples.set(game, list);
  }
  return list;
}
