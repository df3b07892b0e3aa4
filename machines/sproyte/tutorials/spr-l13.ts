// SPR-L13 Reaching 10 and breaking a tie (rules.md SPR-13) — teaches SPR-10.2, SPR-10.3, SPR-D10.
// Before a deal: You 9, Ola 8, Kari 6; tricks 5 / 6 / 1 → a tie at 10, so another deal (4 / 5 / 3).
// The totals are dealPoints added up, and the verdict is the rules core's gameWinners.
import type { Lesson, Picture, QuizStep } from '../../tutor/lesson.ts';
import { type Action, dealPoints, defaultOptions, gameWinners } from '../rules/index.ts';

const NAMES = ['you', 'ola', 'kari'];

/** Running totals after a trump deal (SPR-9.2, SPR-9.4). */
const totalsAfter = (before: readonly number[], tricks: readonly number[]): number[] =>
  before.map((t, seat) => t + dealPoints('trump', tricks[seat], false));

/** 'again' while the game goes on, else who has won. */
function verdict(before: readonly number[], tricks: readonly number[]): () => string {
  return () => {
    const winners = gameWinners(totalsAfter(before, tricks), defaultOptions);
    return winners === null ? 'again' : winners.map((s) => NAMES[s]).join('+');
  };
}

/** { you, ola, kari } with a suffix: the figures a question's words show. */
const seatParams = (suffix: string, values: readonly number[]) =>
  Object.fromEntries(NAMES.map((n, seat) => [n + suffix, values[seat]]));

/** The score sheet the question reads: the totals before the deal and this deal's tricks. */
const sheet = (before: readonly number[], tricks: readonly (number | '')[]): Picture => ({
  kind: 'sheet',
  rows: [
    { label: 'picture.before', cells: [...before] },
    { label: 'picture.tricks', cells: [...tricks] },
  ],
});

const START = [9, 8, 6];
const FIRST = [5, 6, 1];
const SECOND = [4, 5, 3];

function question(
  id: string,
  before: readonly number[],
  tricks: readonly number[],
  choices: string[],
  mistakes: QuizStep['mistakes'],
): QuizStep {
  return {
    kind: 'quiz',
    id,
    goal: `SPR-L13.${id}.goal`,
    pictures: [sheet(before, tricks)],
    params: {
      ...seatParams('', before),
      ...seatParams('Tricks', tricks),
      ...seatParams('After', totalsAfter(before, tricks)),
    },
    rules: ['SPR-10.2', 'SPR-10.3', 'SPR-D10'],
    format: 'key',
    answer: verdict(before, tricks),
    choices,
    mistakes,
    otherwise: 'SPR-L13.highest',
    explain: `SPR-L13.${id}.explain`,
  };
}

export const lesson: Lesson<Action> = {
  id: 'SPR-L13',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: ['SPR-10.1', 'SPR-10.2', 'SPR-10.3', 'SPR-D9', 'SPR-D10'],
  options: { form: 'standard' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'target',
      goal: 'SPR-L13.target.goal',
      rules: ['SPR-10.1', 'SPR-10.2', 'SPR-D9'],
      highlight: [{ kind: 'score' }],
      pictures: [sheet(START, ['', '', ''])],
    },
    question(
      'first',
      START,
      FIRST,
      ['you', 'ola'],
      [
        { answer: 'you', feedback: 'SPR-L13.first.youFirst' },
        { answer: 'ola', feedback: 'SPR-L13.first.olaMore' },
      ],
    ),
    question(
      'second',
      totalsAfter(START, FIRST),
      SECOND,
      ['you', 'again'],
      [{ answer: 'you', feedback: 'SPR-L13.second.youFirst' }],
    ),
  ],
};
