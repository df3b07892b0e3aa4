// The judgement's smallest loss worth naming (core/search/judge.ts): a leaf module, so the hint, the play check and the
// levels that overrule a tree search by it import it without a cycle.

/**
 * A play (or bid) costing at least this many points per hand more than the best, and beyond the sampling noise, is
 * outside the judgement's right set, and the play check lists it. Confirmed by the study (`npm run
 * check-threshold-study -- 60 spades`): over 60 deals of Strong in every seat (2,446 plays with a choice), the check
 * at the app's 1,000 samples lists 580 plays at 2, 269 at 5, 119 at 10, 65 at 15, 31 at 20; evaluated again with 4×
 * the samples and another seed, 69 % of those listed at 2 still cost at least half the threshold, 84 % at 5, 92 % at
 * 10, 94 % at 15, 100 % at 20. The lowest threshold at which 9 in 10 listed plays hold at least half the threshold,
 * and no position marked equal is listed: 10.
 */
export const CLEAR_COST = 10;
