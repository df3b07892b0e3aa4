// The judgement's smallest loss worth naming (core/search/judge.ts): a leaf module, so the hint, the play check and the
// levels that overrule a tree search by it import it without a cycle.

/**
 * A play costing at least this many points per deal more than the best (and beyond the sampling noise) is outside the
 * judgement's right set, and the play check lists it. Set by the study (`npm run check-threshold-study -- 150
 * tribello`): over 150 deals of Strong in every seat (4,708 plays with a choice), the check at the app's 1,000 samples
 * lists 415 plays at 0.1, 159 at 0.2, 63 at 0.3, 30 at 0.4; evaluated again with 4× the samples and another seed, 87 %
 * of those listed at 0.1 still cost at least half the threshold, 94 % at 0.2, 100 % from 0.3. The lowest threshold at
 * which 9 in 10 listed plays hold at least half the threshold, and no position marked equal is listed: 0.2.
 */
export const CLEAR_COST = 0.2;
