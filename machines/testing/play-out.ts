// Test driver shared by the three machine tests: run a game's statechart to game over.
import { type Actor, type AnyMachineSnapshot, type AnyStateMachine, type SnapshotFrom, waitFor } from 'xstate';
import type { Speed } from '../actors/session.ts';

/** Computers act at once and tricks are not paused. */
export const INSTANT: Speed = { botMs: 0, trickMs: 0 };

/** The names of the states a snapshot value is in, at every depth ({ round2: { naming: 'human' } } → round2, naming, human). */
const stateNames = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.entries(value as object).flatMap(([key, below]) => [key, ...stateNames(below)]);

/**
 * Run until game over: continue every scored deal, let `human` answer every human turn (a human turn
 * without `human` fails the test). `visited` collects the names of the states the game passed through.
 */
export async function playOut<M extends AnyStateMachine>(
  actor: Actor<M>,
  human?: (a: Actor<M>) => void,
  visited?: Set<string>,
): Promise<SnapshotFrom<M>> {
  if (visited) actor.subscribe((s: AnyMachineSnapshot) => stateNames(s.value).forEach((name) => visited.add(name)));
  for (let step = 0; step < 20_000; step++) {
    const snap: AnyMachineSnapshot = await waitFor(
      actor,
      (s: AnyMachineSnapshot) => s.status === 'done' || s.matches('dealScored') || s.hasTag('humanTurn'),
      { timeout: 10_000 },
    );
    if (snap.status === 'done') return snap as SnapshotFrom<M>;
    if (snap.matches('dealScored')) (actor as Actor<AnyStateMachine>).send({ type: 'ui.continue' });
    else if (human) human(actor);
    else throw new Error('a human turn without a human driver');
  }
  throw new Error('the game did not end');
}
