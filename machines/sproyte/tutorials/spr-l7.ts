// SPR-L7 Counting points in a trump or grand deal (rules.md SPR-13) — teaches SPR-9.2 (SPR-9.1, SPR-9.4).
// A quiz after a played deal: tricks You 6, Ola 4, Kari 2; then "you took 7" in a grand deal. Every answer
// is the rules core's dealPoints for the step's params.
import type { Lesson, Picture, QuizStep } from '../../tutor/lesson.ts';
import { type Action, type Contract, dealPoints } from '../rules/index.ts';

function points(
  id: string,
  contract: Contract,
  tricks: number,
  choices: number[],
  mistakes: QuizStep['mistakes'],
): QuizStep {
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

/** The played deal's score sheet: tricks You 6, Ola 4, Kari 2, and the points up to the one asked ('?'). */
const TRICKS = [6, 4, 2];
function sheet(asked: number | null, contract: Contract = 'trump', tricks: readonly (number | '')[] = TRICKS): Picture {
  const points = tricks.map((t, seat) =>
    asked === null || seat > asked || t === '' ? '' : seat === asked ? '?' : dealPoints(contract, t, false),
  );
  return {
    kind: 'sheet',
    rows: [
      { label: 'picture.tricks', cells: [...tricks] },
      { label: 'picture.points', cells: points },
    ],
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
    {
      kind: 'info',
      id: 'baseline',
      goal: 'SPR-L7.baseline.goal',
      rules: ['SPR-9.1'],
      highlight: [{ kind: 'score' }],
      pictures: [sheet(null)],
    },
    {
      ...points('you', 'trump', TRICKS[0], [6, 1, 3], [{ answer: 6, feedback: 'SPR-L7.allTricks' }]),
      pictures: [sheet(0)],
    },
    {
      ...points('ola', 'trump', TRICKS[1], [4, 1], [{ answer: 4, feedback: 'SPR-L7.allTricks' }]),
      pictures: [sheet(1)],
    },
    {
      ...points(
        'kari',
        'trump',
        TRICKS[2],
        [-2, 2],
        [
          { answer: -2, feedback: 'SPR-L7.kari.negative' },
          { answer: 2, feedback: 'SPR-L7.allTricks' },
        ],
      ),
      rules: ['SPR-9.2', 'SPR-9.4'],
      known: { 'SPR-9.4': 'intro' },
      pictures: [sheet(2)],
    },
    {
      ...points('grand', 'grand', 7, [7, 4, 2], [{ answer: 7, feedback: 'SPR-L7.allTricks' }]),
      pictures: [sheet(0, 'grand', [7, '', ''])],
    },
  ],
};
