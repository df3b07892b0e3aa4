// The Sprøyte computer levels by id, behind the shared Policy interface (machines/core/bots.ts).
// Levels: beginner < casual (the rule-based player) < strong < expert; 'basic' is Casual's old id,
// kept so saved games load.
import type { Policy } from '../../../core/bots.ts';
import type { Action, View } from '../../rules/index.ts';
import { beginnerPolicy } from './beginner.ts';
import { expertPolicy, strongPolicy } from './sampling.ts';
import { randomLegalPolicy } from '../random.ts';
import { ruleBasedPolicy } from '../rule-based.ts';

const casualPolicy: Policy<View, Action> = {
  id: 'casual',
  choose: (v, legal, rng) => ruleBasedPolicy.choose(v, legal, rng),
};

export const policies: Record<string, Policy<View, Action>> = {
  random: randomLegalPolicy,
  beginner: beginnerPolicy,
  casual: casualPolicy,
  basic: casualPolicy,
  strong: strongPolicy,
  expert: expertPolicy,
};
