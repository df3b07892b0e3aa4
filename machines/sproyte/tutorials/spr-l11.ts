// SPR-L11 Counting points in nullo (rules.md SPR-13) — teaches SPR-9.3. Tricks: You 1, Ola 0, Kari 11;
// every answer is the rules core's dealPoints('nullo', tricks).
import type { Lesson, Picture, QuizStep } from '../../tutor/lesson.ts';
import { type Action, dealPoints } from '../rules/index.ts';

function points(id: string, tricks: number, choices: number[], mistakes: QuizStep['mistakes']): QuizStep {
  return {
    kind: 'quiz',
    id,
    goal: `SPR-L11.${id}.goal`,
    params: { tricks, points: dealPoints('nullo', tricks, false) },
    rules: ['SPR-9.3'],
    format: 'number',
    answer: () => dealPoints('nullo', tricks, false),
    choices,
    mistakes,
    otherwise: 'SPR-L11.underFour',
    explain: `SPR-L11.${id}.explain`,
  };
}

/** The nullo deal's score sheet: tricks You 1, Ola 0, Kari 11, and the points up to the one asked ('?'). */
const TRICKS = [1, 0, 11];
function sheet(asked: number | null): Picture {
  const points = TRICKS.map((t, seat) =>
    asked === null || seat > asked ? '' : seat === asked ? '?' : dealPoints('nullo', t, false),
  );
  return {
    kind: 'sheet',
    rows: [
      { label: 'picture.tricks', cells: TRICKS },
      { label: 'picture.points', cells: points },
    ],
  };
}

export const lesson: Lesson<Action> = {
  id: 'SPR-L11',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-9.3', 'SPR-9.4'],
  options: { form: 'variation' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'reverse',
      goal: 'SPR-L11.reverse.goal',
      rules: ['SPR-9.3'],
      highlight: [{ kind: 'score' }],
      pictures: [sheet(null)],
    },
    { ...points('you', TRICKS[0], [1, 4], [{ answer: 1, feedback: 'SPR-L11.underFour' }]), pictures: [sheet(0)] },
    { ...points('ola', TRICKS[1], [0, 1], [{ answer: 0, feedback: 'SPR-L11.underFour' }]), pictures: [sheet(1)] },
    {
      ...points(
        'kari',
        TRICKS[2],
        [7, 11],
        [
          { answer: 7, feedback: 'SPR-L11.kari.over' },
          { answer: 11, feedback: 'SPR-L11.kari.over' },
        ],
      ),
      pictures: [sheet(2)],
    },
  ],
};
