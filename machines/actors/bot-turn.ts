// The computer's turn as an invoked actor (house-style §4). It receives only the seat's view and its
// legal actions, never the game state (COM-7.3). Leaving the state that invoked it cancels it.
import { fromPromise } from 'xstate';
import type { Policy } from '../core/bots.ts';
import { rngFrom } from '../core/rng.ts';

export interface BotTurnInput {
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly policy: Policy<unknown, unknown>;
  /** The bots' own RNG state (kept apart from the game's, so a record replays without it). */
  readonly rngState: number;
}

export interface BotTurnOutput {
  readonly action: unknown;
  readonly rngState: number;
}

export function chooseBotAction(input: BotTurnInput): BotTurnOutput {
  const rng = rngFrom(input.rngState);
  const action = input.policy.choose(input.view, input.legal, rng);
  return { action, rngState: rng.state };
}

/** Default implementation; tests and the renderer may `provide` another (e.g. a Web Worker). */
export const botTurn = fromPromise<BotTurnOutput, BotTurnInput>(async ({ input }) => chooseBotAction(input));
