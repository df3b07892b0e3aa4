// SPR-L7 Counting points in a trump or grand deal (rules.md SPR-13) — teaches SPR-9.2 (SPR-9.1, SPR-9.4).
// A quiz after a played deal: tricks You 6, Ola 4, Kari 2; then "you took 7" in a grand deal. Every answer
// is the rules core's dealPoints for the step's params.
import type { Lesson, QuizStep } from '../../tutor/lesson.ts';
import { type Action, type Contract, dealPoints } from '../rules/index.ts';

function points(id: string, contract: Contract, tricks: number, choices: number[], mistakes: QuizStep['mistakes']): QuizStep {
  return {
    kind: 'quiz',
    id,
    goal: `SPR-L7.${id}.goal`,
    params: { tricks, points: dealPoints(contract, tricks, false) },
    rules: ['SPR-9.2'],
    format: 'number',
    answer: () => dealPoints(contract, tricks, false),
    choices,
    mistakes,
    otherwise: 'SPR-L7.overFour',
    explain: `SPR-L7.${id}.explain`,
  };
}

export const lesson: Lesson<Action> = {
  id: 'SPR-L7',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: ['SPR-9.1', 'SPR-9.2', 'SPR-9.4', 'COM-1.4'],
  options: { form: 'standard' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    { kind: 'info', id: 'baseline', goal: 'SPR-L7.baseline.goal', rules: ['SPR-9.1'], highlight: [{ kind: 'score' }] },
    points('you', 'trump', 6, [6, 1, 3], [{ answer: 6, feedback: 'SPR-L7.allTricks' }]),
    points('ola', 'trump', 4, [4, 1], [{ answer: 4, feedback: 'SPR-L7.allTricks' }]),
    { ...points('kari', 'trump', 2, [-2, 2], [{ answer: -2, feedback: 'SPR-L7.kari.negative' }, { answer: 2, feedback: 'SPR-L7.allTricks' }]), rules: ['SPR-9.2', 'SPR-9.4'] },
    points('grand', 'grand', 7, [7, 4, 2], [{ answer: 7, feedback: 'SPR-L7.allTricks' }]),
  ],
};
