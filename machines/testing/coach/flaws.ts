// Deliberate flaws for the simulated learners: a policy that plays like `base` except in
// the one situation where it always makes the same mistake. Generic: each game names its flaw with these.
import type { Policy } from '../../core/bots.ts';

/** `base`, except where `flawed` returns an action (its one habit). */
export function withFlaw<V, A>(
  id: string,
  base: Policy<V, A>,
  flawed: (view: V, legal: readonly A[]) => A | null,
): Policy<V, A> {
  return { id, choose: (view, legal, rng) => flawed(view, legal) ?? base.choose(view, legal, rng) };
}
