// The registry of games, and the one list of them (records.md `game`): each game's bundle (machines/<game>/index.ts)
// by its id. The replay command, the record checks, the bench and the renderer find a game here; machines/core
// names no game, so a new game is added here and nowhere in the core.
import type { AnyBundle } from './core/bundle/bundle.ts';
import { COMMON_CATEGORIES } from './core/reasons/categories.ts';
import type { AnyRules } from './core/replay.ts';
import type { PadRules } from './scorepad/rules/contract.ts';
import { spades } from './spades/index.ts';
import { sproyte } from './sproyte/index.ts';
import type { Lesson } from './tutor/lesson.ts';
import { tribello } from './tribello/index.ts';

/** A game's bundle with the score pad's and the tutor's own types. */
export type Game = AnyBundle<PadRules<unknown>, Lesson>;

const registry = { sproyte, spades, tribello } satisfies Record<string, Game>;

export type GameId = keyof typeof registry;

/** Every game id, in the order the app shows the games. */
export const GAME_IDS = Object.keys(registry) as readonly GameId[];

export const isGameId = (x: unknown): x is GameId => typeof x === 'string' && Object.hasOwn(registry, x);

/** The bundle of game `id`. */
export const gameOf = (id: GameId): Game => registry[id];

/** Every game's bundle, in GAME_IDS' order. */
export const GAMES: readonly Game[] = GAME_IDS.map(gameOf);

/** Each game's rules core by id. */
export const engines = Object.fromEntries(GAME_IDS.map((id) => [id, gameOf(id).rules])) as Readonly<
  Record<GameId, AnyRules>
>;

/** Every reason category: the common ones and each game's own. */
export const REASON_CATEGORIES: readonly string[] = [...COMMON_CATEGORIES, ...GAMES.flatMap((g) => g.reasonCategories)];

export const isReasonCategory = (x: unknown): boolean => typeof x === 'string' && REASON_CATEGORIES.includes(x);
