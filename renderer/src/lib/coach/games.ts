// The coach's per-game pieces for the renderer: each game's skills and situation reader
// (machines/<game>/coach/) and the built-in example positions (machines/core/coach/examples.ts), made once per game when first asked for.
import type { CoachGame } from '../../../../machines/core/coach/decisions.ts';
import { type Example, examplePositions } from '../../../../machines/core/coach/examples.ts';
import type { Skill } from '../../../../machines/core/coach/skills.ts';
import { type GameId, engines } from '../../../../machines/games.ts';
import { policies as spadesPolicies } from '../../../../machines/spades/bots/index.ts';
import { game as spades } from '../../../../machines/spades/coach/game.ts';
import { policies as sproytePolicies } from '../../../../machines/sproyte/bots/index.ts';
import { game as sproyte } from '../../../../machines/sproyte/coach/game.ts';
import { policies as tribelloPolicies } from '../../../../machines/tribello/bots/index.ts';
import { game as tribello } from '../../../../machines/tribello/coach/game.ts';

type AnyCoach = CoachGame<never, never, never>;

const COACHES: Readonly<Record<GameId, AnyCoach>> = {
  spades: spades as never,
  sproyte: sproyte as never,
  tribello: tribello as never,
};
const CASUAL = {
  spades: spadesPolicies.casual,
  sproyte: sproytePolicies.casual,
  tribello: tribelloPolicies.casual,
} as const;

export const coachOf = (game: GameId): AnyCoach => COACHES[game];
export const skillsOf = (game: GameId): readonly Skill[] => COACHES[game].skills;
export const skillById = (game: GameId, id: string): Skill | null => skillsOf(game).find((s) => s.id === id) ?? null;

const EXAMPLE_SEEDS = Array.from({ length: 12 }, (_, i) => 2301 + i);
const examples = new Map<GameId, Example[]>();

/** One built-in position per skill the example deals give (for a player with no mistakes yet). */
export function examplesOf(game: GameId): readonly Example[] {
  let list = examples.get(game);
  if (!list) {
    const rules = engines[game];
    list = examplePositions(rules, COACHES[game] as never, rules.defaultOptions, CASUAL[game] as never, EXAMPLE_SEEDS);
    examples.set(game, list);
  }
  return list;
}
