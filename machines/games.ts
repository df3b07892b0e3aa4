// The registry of game engines: the replay command, the bench and the renderer find a game's rules here.
import type { GameId } from './core/contract.ts';
import type { AnyRules } from './core/replay.ts';
import { rules as spades } from './spades/rules/index.ts';
import { rules as sproyte } from './sproyte/rules/index.ts';
import { rules as tribello } from './tribello/rules/index.ts';

export const engines: Partial<Record<GameId, AnyRules>> = { spades, sproyte, tribello };
