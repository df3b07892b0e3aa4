// The registry of games, and the one list of game ids (records.md `game`): the replay command, the record
// checks, the bench and the renderer find a game's rules here. machines/core names no game, so a new game
// is added here and nowhere in the core.
import type { AnyRules } from './core/replay.ts';
import { COMMON_CATEGORIES } from './core/reasons/categories.ts';
import { CATEGORIES as spadesCategories } from './spades/search/categories.ts';
import { CATEGORIES as sproyteCategories } from './sproyte/search/categories.ts';
import { CATEGORIES as tribelloCategories } from './tribello/search/categories.ts';
import { rules as spades } from './spades/rules/index.ts';
import { rules as sproyte } from './sproyte/rules/index.ts';
import { rules as tribello } from './tribello/rules/index.ts';

const registry = { spades, sproyte, tribello };

export type GameId = keyof typeof registry;

export const engines: Readonly<Record<GameId, AnyRules>> = registry;

/** Every game id, in the registry's order. */
export const GAME_IDS = Object.keys(registry) as readonly GameId[];

/** Every reason category: the common ones and each game's own. */
export const REASON_CATEGORIES: readonly string[] = [
  ...COMMON_CATEGORIES,
  ...spadesCategories,
  ...sproyteCategories,
  ...tribelloCategories,
];

export const isReasonCategory = (x: unknown): boolean => typeof x === 'string' && REASON_CATEGORIES.includes(x);
