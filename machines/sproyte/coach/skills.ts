// Sprøyte's skills for the coach: each with the lessons that
// teach it (renderer/src/lessons/catalog.ts orders them), its rule ids (rules.md) and its reason categories.
import { shared } from '../../core/coach/shared-skills.ts';
import type { Skill } from '../../core/coach/skills.ts';

export const skills: readonly Skill[] = [
  shared('follow-suit', ['SPR-L1'], ['SPR-7.3', 'COM-5.3']),
  shared('trump-in', ['SPR-L2', 'SPR-L3'], ['SPR-8.1']),
  shared('leading', ['SPR-L16'], ['SPR-7.1', 'SPR-7.2', 'SPR-7.4']),
  shared('second-hand-low', ['SPR-L3'], ['COM-5.4']),
  shared('win-cheaply', ['SPR-L3'], ['SPR-8.2']),
  shared('keep-stopper', ['SPR-L1'], ['COM-5.5']),
  shared('draw-trumps', ['SPR-L2'], ['SPR-5.1']),
  {
    id: 'exchange',
    lessons: ['SPR-L5', 'SPR-L6', 'SPR-L9'],
    rules: ['SPR-6.1', 'SPR-6.2', 'SPR-6.3'],
    categories: ['exchange', 'name-trump'],
  },
  { id: 'talon', lessons: ['SPR-L12', 'SPR-L14'], rules: ['SPR-6.5'], categories: ['talon'] },
  {
    id: 'nullo',
    lessons: ['SPR-L10', 'SPR-L11', 'SPR-L17'],
    rules: ['SPR-9.3', 'SPR-8.2', 'SPR-8.3'],
    categories: ['under-four', 'duck-trick'],
  },
  { id: 'over-four', lessons: ['SPR-L7'], rules: ['SPR-9.1', 'SPR-9.2'], categories: ['over-four'] },
];
