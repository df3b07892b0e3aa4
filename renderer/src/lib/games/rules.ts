// The games' rules cores, by id (the setup screen needs defaults and seat counts before any machine
// runs): machines/games.ts, the one registry.
import type { GameRules } from '../../../../machines/core/contract.ts';
import { engines } from '../../../../machines/games.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any>;

export const RULES = engines;

/** Default names of the computer players, by seat (seat 0 is you). */
export const COMPUTER_NAMES = ['Ola', 'Kari', 'Liv', 'Rune', 'Siri'] as const;

/**
 * The levels the setup screen offers per computer seat (COM-S3), weakest first: ids of the engines'
 * policy tables (machines/<game>/bots/levels/index.ts). Those tables also know 'basic' (Casual's old id) and
 * 'random', so games saved with them load and play on.
 */
export const LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const;
export type Level = (typeof LEVELS)[number];
export const DEFAULT_LEVEL: Level = 'casual';
