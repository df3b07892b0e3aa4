// Computer players behind one interface (house-style §4): a seat's view in, an action out.
// A policy never receives the game state, only what its seat can see (COM-7.3).
import type { Rng } from './rng.ts';

export interface Policy<V, A> {
  readonly id: string;
  /** Choose one of `legal` (the seat's own legal actions, which reveal nothing hidden). */
  choose(view: V, legal: readonly A[], rng: Rng): A;
}

/** Random-legal: for tests and as the weakest opponent. */
export function randomPolicy<V, A>(): Policy<V, A> {
  return { id: 'random', choose: (_view, legal, rng) => legal[rng.int(legal.length)] };
}
