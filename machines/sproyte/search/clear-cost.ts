// The judgement's smallest loss worth naming (core/search/judge.ts): a leaf module, so the hint, the play check and the
// levels that overrule a tree search by it import it without a cycle.

/**
 * A play costing at least this many points per deal more than the best (and beyond the sampling noise) is outside the
 * judgement's right set, and the play check lists it. Set by the study (`npm run check-threshold-study -- 150
 * sproyte`): over 150 deals of Strong in every seat (4,391 plays with a choice), the check at the app's 1,000 samples
 * lists 193 plays at 0.1, 38 at 0.2, 4 at 0.3, 1 at 0.4; evaluated again with 4× the samples and another seed, 96 % of
 * those listed at 0.1 still cost at least 0.05 (72 % at least 0.1), 100 % of those at 0.2. The lowest threshold at
 * which 9 in 10 listed plays hold at least half the threshold, no position marked equal is listed, and a Strong player
 * in the coach's simulation gets at most one skill marked weak (machines/testing/coach-sims.test.ts; at 0.1 it gets more):
 * 0.2.
 */
export const CLEAR_COST = 0.2;
