// The three games' rules cores, by id (the setup screen needs defaults and seat counts before any
// machine runs).
import type { GameId, GameRules } from '../../../../machines/core/contract.ts';
import { rules as spades } from '../../../../machines/spades/rules/index.ts';
import { rules as sproyte } from '../../../../machines/sproyte/rules/index.ts';
import { rules as tribello } from '../../../../machines/tribello/rules/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any>;

export const RULES: Readonly<Record<GameId, AnyRules>> = { spades, sproyte, tribello };

export const GAME_IDS: readonly GameId[] = ['sproyte', 'spades', 'tribello'];

/** Default names of the computer players, by seat (seat 0 is you). */
export const COMPUTER_NAMES = ['Ola', 'Kari', 'Liv', 'Rune', 'Siri'] as const;

/** Computer strength per seat (COM-S3): the engines' policy ids. */
export const POLICIES = ['basic', 'random'] as const;
