// The Tribello computer levels by id, behind the shared Policy interface (machines/core/bots.ts).
// Levels: beginner < casual (the rule-based player) < strong < expert; 'basic' is Casual's old id,
// kept so saved games load.
import type { Policy } from '../../../core/bots.ts';
import type { Action, View } from '../../rules/index.ts';
import { beginnerPolicy } from './beginner.ts';
import { expertPolicy, strongPolicy } from './sampling.ts';
import { basic } from '../rule-based.ts';
import { random } from '../random.ts';

const casual: Policy<View, Action> = { id: 'casual', choose: (v, legal, rng) => basic.choose(v, legal, rng) };

export const policies: Record<string, Policy<View, Action>> = {
  random,
  beginner: beginnerPolicy,
  casual,
  basic: casual,
  strong: strongPolicy,
  expert: expertPolicy,
};
