// The registry of game engines: the replay command, the bench and the renderer find a game's rules here.
import type { AnyRules } from './core/replay.ts';
import type { GameId } from './core/contract.ts';

export const engines: Partial<Record<GameId, AnyRules>> = {};
