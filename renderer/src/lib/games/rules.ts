// The games' rules cores, by id (the setup screen needs defaults and seat counts before any machine
// runs): machines/games.ts, the one registry.
import type { GameRules } from '../../../../machines/core/contract.ts';
import { engines } from '../../../../machines/games.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any>;

export const RULES = engines;

/** Default names of the computer players, by seat (seat 0 is you). */
export const COMPUTER_NAMES = ['Ola', 'Kari', 'Liv', 'Rune', 'Siri'] as const;

/** Computer strength per seat (COM-S3): the engines' policy ids. */
export const POLICIES = ['basic', 'random'] as const;
