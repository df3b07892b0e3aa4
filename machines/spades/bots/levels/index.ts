// The Spades computer levels by id, behind one interface (house-style §4): a seat's View in, an action out.
// Levels: beginner < casual < strong < expert; 'basic' is Casual's old id, kept so saved games load.
import type { Policy } from '../../../core/bots.ts';
import type { Action, View } from '../../rules/index.ts';
import { beginnerPolicy } from './beginner.ts';
import { casualPolicy } from '../casual.ts';
import { expertPolicy } from './expert.ts';
import { strongPolicy } from './strong.ts';
import { randomLegalPolicy } from '../random.ts';

export const policies: Record<string, Policy<View, Action>> = {
  random: randomLegalPolicy,
  beginner: beginnerPolicy,
  casual: casualPolicy,
  basic: casualPolicy,
  strong: strongPolicy,
  expert: expertPolicy,
};
