// Expert's search budget: the Expert level plays by it, and the hint chooses its card by it (search/hint.ts), so
// the hint's card is Expert's.
import type { Budget } from '../../core/search/levels-kit.ts';

// Information-set search for the cards over deals weighed by the exchange's evidence (search/evidence.ts), more
// deals for the exchange. Exact solvers for the last tricks — paranoid (every other seat against this one) or max^n
// (each for itself) — measured no better in this three-seat game.
export const EXPERT_BUDGET: Budget = {
  playSamples: 160,
  handSamples: 320,
  solveTricks: 0,
  solveSamples: 0,
  iterations: 2500,
  evidence: true,
};
