// Spades computer players behind one interface (house-style §4): a seat's View in, an action out.
import type { Policy } from '../../core/bots.ts';
import type { Action, View } from '../rules/index.ts';
import { randomLegalPolicy } from './random.ts';
import { ruleBasedPolicy } from './rule-based.ts';

export const policies: Record<string, Policy<View, Action>> = {
  random: randomLegalPolicy,
  basic: ruleBasedPolicy,
};

export { randomLegalPolicy, ruleBasedPolicy };
