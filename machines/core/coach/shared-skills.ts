// The skills every trick game shares: a game's skills.ts adds its lessons and rule ids.
import type { ReasonCategory } from '../reasons/categories.ts';
import type { Skill } from './skills.ts';

export type SharedSkill =
  'follow-suit' | 'trump-in' | 'leading' | 'second-hand-low' | 'win-cheaply' | 'keep-stopper' | 'draw-trumps';

/** Which reason categories belong to each shared skill. */
export const SHARED_CATEGORIES: Readonly<Record<SharedSkill, readonly ReasonCategory[]>> = {
  'follow-suit': ['follow-suit'],
  'trump-in': ['trump-in'],
  leading: ['lead-low', 'lead-to-partner', 'long-suit'],
  'second-hand-low': ['second-hand-low'],
  'win-cheaply': ['win-cheaply', 'partner-winning', 'cash-winner', 'lets-go'],
  'keep-stopper': ['keep-stopper', 'discard-loser'],
  'draw-trumps': ['draw-trumps'],
};

/** A shared skill with the game's lessons and rule ids. */
export const shared = (id: SharedSkill, lessons: readonly string[], rules: readonly string[]): Skill => ({
  id,
  lessons,
  rules,
  categories: SHARED_CATEGORIES[id],
});

export const isSharedSkill = (id: string): boolean => Object.hasOwn(SHARED_CATEGORIES, id);
