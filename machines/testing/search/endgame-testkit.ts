// Random open endgames for the exact solver's tests and `npm run solve-bench`: a sim's tricks' worth of cards to
// each seat from a shuffled 52-card deck (ranks 2–14 in four suits), dealt round the table into its hands.
import type { FastRng } from '../../core/search/fast-rng.ts';
import type { TrickSim } from '../../core/search/trick-sim.ts';

export function dealEndgame(sim: TrickSim, rng: FastRng): void {
  const deck = Array.from({ length: 52 }, (_, i) => ((i % 4) << 5) | (2 + Math.floor(i / 4)));
  for (let i = 0; i < sim.n * sim.tricks; i++) {
    const j = i + rng.below(52 - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
    sim.hands[(i % sim.n) * 4 + (deck[i] >> 5)] |= 1 << (deck[i] & 31);
  }
}
