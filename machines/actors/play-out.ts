// Test driver shared by the three machine tests: run a game's statechart to game over.
import { type Actor, type AnyMachineSnapshot, type AnyStateMachine, type SnapshotFrom, waitFor } from 'xstate';
import type { Speed } from './session.ts';

/** Computers act at once and tricks are not paused. */
export const INSTANT: Speed = { botMs: 0, trickMs: 0 };

/**
 * Run until game over: continue every scored deal, let `human` answer every human turn (a human turn
 * without `human` fails the test). `visited` collects the top-level states the game passed through.
 */
export async function playOut<M extends AnyStateMachine>(actor: Actor<M>, human?: (a: Actor<M>) => void, visited?: Set<string>): Promise<SnapshotFrom<M>> {
  if (visited) actor.subscribe((s: AnyMachineSnapshot) => visited.add(typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]));
  for (let step = 0; step < 20_000; step++) {
    const snap: AnyMachineSnapshot = await waitFor(actor, (s: AnyMachineSnapshot) => s.status === 'done' || s.matches('dealScored') || s.hasTag('humanTurn'), { timeout: 10_000 });
    if (snap.status === 'done') return snap as SnapshotFrom<M>;
    if (snap.matches('dealScored')) (actor as Actor<AnyStateMachine>).send({ type: 'ui.continue' });
    else if (human) human(actor);
    else throw new Error('a human turn without a human driver');
  }
  throw new Error('the game did not end');
}
