// SPR-L4 The trump rotation (rules.md SPR-13) — teaches SPR-5.1, SPR-3.3. A quiz without cards: the
// answers come from the rules core's rotation (rotationTrump), never from the lesson.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, defaultOptions, rotationTrump } from '../rules/index.ts';

const trumpOf = (deal: number) => () => rotationTrump(deal, defaultOptions);

export const lesson: Lesson<Action> = {
  id: 'SPR-L4',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-5.1', 'SPR-3.3', 'SPR-D12'],
  options: { form: 'standard' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    { kind: 'info', id: 'strip', goal: 'SPR-L4.strip.goal', rules: ['SPR-5.1', 'SPR-D12'], highlight: [{ kind: 'trump' }] },
    {
      kind: 'quiz',
      id: 'deal4',
      goal: 'SPR-L4.deal4.goal',
      params: { deal: 4 },
      rules: ['SPR-5.1', 'SPR-3.3'],
      format: 'suit',
      answer: trumpOf(4),
      choices: ['C', 'S', 'H'],
      mistakes: [{ answer: 'H', feedback: 'SPR-L4.deal4.previous' }],
      otherwise: 'SPR-L4.notDealer',
      explain: 'SPR-L4.deal4.explain',
    },
    {
      kind: 'quiz',
      id: 'deal5',
      goal: 'SPR-L4.deal5.goal',
      params: { deal: 5 },
      rules: ['SPR-5.1', 'SPR-3.3'],
      format: 'suit',
      answer: trumpOf(5),
      choices: ['S', 'H', 'D'],
      mistakes: [{ answer: 'D', feedback: 'SPR-L4.deal5.again' }],
      otherwise: 'SPR-L4.notDealer',
      explain: 'SPR-L4.deal5.explain',
    },
  ],
};
