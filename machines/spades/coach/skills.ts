// Spades' skills for the coach: each with the lessons that
// teach it (renderer/src/lessons/catalog.ts orders them), its rule ids (rules.md) and its reason categories.
import { shared } from '../../core/coach/shared-skills.ts';
import type { Skill } from '../../core/coach/skills.ts';

export const skills: readonly Skill[] = [
  shared('follow-suit', ['SPD-L1'], ['SPD-6.4', 'COM-5.3']),
  shared('trump-in', ['SPD-L2', 'SPD-L4'], ['SPD-7.1', 'SPD-6.5']),
  shared('leading', ['SPD-L3', 'SPD-L14'], ['SPD-6.1', 'SPD-6.2', 'SPD-6.3', 'SPD-6.6']),
  shared('second-hand-low', ['SPD-L1'], ['COM-5.4']),
  shared('win-cheaply', ['SPD-L1'], ['SPD-7.2', 'COM-5.5']),
  shared('keep-stopper', ['SPD-L1'], ['SPD-7.2']),
  shared('draw-trumps', ['SPD-L2', 'SPD-L3'], ['SPD-7.1']),
  {
    id: 'bid-hand',
    lessons: ['SPD-L5', 'SPD-L6'],
    rules: ['SPD-5.1', 'SPD-5.2', 'SPD-5.3', 'SPD-8.1', 'SPD-8.2'],
    categories: ['bid-hand'],
  },
  {
    id: 'nil-bid',
    lessons: ['SPD-L8', 'SPD-L9', 'SPD-L13'],
    rules: ['SPD-5.4', 'SPD-5.5', 'SPD-8.3'],
    categories: ['bid-nil', 'keep-nil', 'bid-blind-nil', 'look-first'],
  },
  { id: 'nil-cover', lessons: ['SPD-L8'], rules: ['SPD-8.3', 'SPD-8.4'], categories: ['cover-nil'] },
  { id: 'nil-attack', lessons: ['SPD-L8', 'SPD-L9'], rules: ['SPD-8.3'], categories: ['attack-nil'] },
  { id: 'bags', lessons: ['SPD-L7'], rules: ['SPD-8.5'], categories: ['avoid-bags'] },
  { id: 'set-contract', lessons: ['SPD-L6'], rules: ['SPD-8.2'], categories: ['set-contract', 'tricks-needed'] },
  { id: 'blind-nil-pass', lessons: ['SPD-L10'], rules: ['SPD-5.6'], categories: ['blind-nil-pass'] },
];
