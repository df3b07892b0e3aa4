// The computer's turn as an invoked actor (house-style §4). It receives only the seat's view, its legal actions
// and the id of its level, never the game state (COM-7.3); the actor resolves the level. Leaving the state that
// invoked it cancels it.
import { type PromiseActorLogic, fromPromise } from 'xstate';
import type { Policy } from '../core/bots.ts';
import { rngFrom } from '../core/rng.ts';

export interface BotTurnInput {
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** The level's id (the game's levels by id); an unknown id plays as Casual. */
  readonly level: string;
  /** The bots' own RNG state (kept apart from the game's, so a record replays without it). */
  readonly rngState: number;
}

export interface BotTurnOutput {
  readonly action: unknown;
  readonly rngState: number;
}

/** The level an id names; Casual when the id is unknown. */
export const levelById = <V, A>(
  levels: Readonly<Record<string, Policy<V, A>>>,
  id: string | null | undefined,
): Policy<unknown, unknown> =>
  (id != null && Object.hasOwn(levels, id) ? levels[id] : levels.casual) as Policy<unknown, unknown>;

export function chooseBotAction(policy: Policy<unknown, unknown>, input: BotTurnInput): BotTurnOutput {
  const rng = rngFrom(input.rngState);
  const action = policy.choose(input.view, input.legal, rng);
  return { action, rngState: rng.state };
}

/** The default bot turn for a game with these levels; tests and the renderer may `provide` another (a Web Worker). */
export const botTurnOf = <V, A>(levels: Readonly<Record<string, Policy<V, A>>>) =>
  fromPromise<BotTurnOutput, BotTurnInput>(async ({ input }) => chooseBotAction(levelById(levels, input.level), input));

/**
 * The same bot turn done as soon as it starts, for a chart run synchronously (the bench): the level's choice in the
 * snapshot it starts with. It has the promise actor's type, so a chart's `provide` takes it in place of `botTurnOf`.
 */
export const instantBotTurnOf = <V, A>(
  levels: Readonly<Record<string, Policy<V, A>>>,
): PromiseActorLogic<BotTurnOutput, BotTurnInput> => ({
  transition: (snapshot) => snapshot,
  getInitialSnapshot: (_scope, input) => ({
    status: 'done',
    output: chooseBotAction(levelById(levels, input.level), input),
    error: undefined,
    input,
  }),
  getPersistedSnapshot: (snapshot) => snapshot,
});
