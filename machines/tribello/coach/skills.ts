// Tribello's skills for the coach: each with the lessons that
// teach it (renderer/src/lessons/catalog.ts orders them), its rule ids (rules.md) and its reason categories.
import { shared } from '../../core/coach/shared-skills.ts';
import type { Skill } from '../../core/coach/skills.ts';

export const skills: readonly Skill[] = [
  shared('follow-suit', ['TRB-L4'], ['TRB-8.2', 'COM-5.3']),
  shared('trump-in', ['TRB-L4'], ['TRB-9.1']),
  shared('leading', ['TRB-L4'], ['TRB-8.1', 'TRB-8.3']),
  shared('second-hand-low', ['TRB-L4'], ['COM-5.4']),
  shared('win-cheaply', ['TRB-L4'], ['TRB-9.2']),
  shared('keep-stopper', ['TRB-L8'], ['TRB-6.3']),
  shared('draw-trumps', ['TRB-L2', 'TRB-L6'], ['TRB-6.1', 'TRB-6.2']),
  { id: 'quota', lessons: ['TRB-L1', 'TRB-L5'], rules: ['TRB-4.1', 'TRB-10.1'], categories: ['quota-needed'] },
  {
    id: 'exchange',
    lessons: ['TRB-L3', 'TRB-L7'],
    rules: ['TRB-7.1', 'TRB-7.2'],
    categories: ['exchange', 'name-trump'],
  },
  {
    id: 'reversed-quotas',
    lessons: ['TRB-L9', 'TRB-L10'],
    rules: ['TRB-6.4', 'TRB-10.2'],
    categories: ['reversed-round', 'quota-shed'],
  },
];
