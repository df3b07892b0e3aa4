// TRB-L11 Final standings (rules.md TRB-14) — teaches TRB-11, TRB-D4. A quiz on a finished game: the score
// sheet of twelve deals (tricks per seat, scored by the rules core) ends You +3, Liv +3, Rune −6 → a shared
// win by default; with TRB-S2 on, a tie-break deal is announced instead.
import type { Lesson, Picture } from '../../tutor/lesson.ts';
import { type Action, DEALS, leaders } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU, scoredGame } from './start.ts';

/** Tricks you / Liv / Rune took in deals 1 … 12 (you dealt first). */
const SHEET = [
  [8, 3, 2],
  [3, 7, 3],
  [4, 4, 5],
  [5, 5, 3],
  [4, 6, 3],
  [4, 3, 6],
  [6, 5, 2],
  [4, 5, 4],
  [4, 3, 6],
  [3, 3, 7],
  [6, 3, 4],
  [4, 6, 3],
];
const { totals } = scoredGame(SHEET);
/** The foot of the score sheet: each player's total (Rune's asked as '?' when `asked`). */
const sheet = (asked = false): Picture => ({
  kind: 'sheet',
  rows: [{ label: 'sheet.total', signed: true, cells: [totals[YOU], totals[LIV], asked ? '?' : totals[RUNE]] }],
});
const WINNER = ['you', 'liv', 'rune'];

export const lesson: Lesson<Action> = {
  id: 'TRB-L11',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: ['TRB-11', 'TRB-11.1', 'TRB-11.2', 'TRB-11.3', 'TRB-D4', 'TRB-10.3', 'TRB-3.1'],
  options: {},
  players: PLAYERS,
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'over',
      pictures: [sheet()],
      goal: 'TRB-L11.over.goal',
      params: { deals: DEALS },
      rules: ['TRB-11.1', 'TRB-3.1'],
    },
    {
      kind: 'quiz',
      id: 'rune',
      pictures: [sheet(true)],
      goal: 'TRB-L11.rune.goal',
      params: { you: totals[YOU], liv: totals[LIV] },
      rules: ['TRB-10.3'],
      answer: () => totals[RUNE],
      choices: [6, 3, 0],
      format: 'signed',
      mistakes: [
        { answer: 6, feedback: 'TRB-L11.rune.positive' },
        { answer: 3, feedback: 'TRB-L11.rune.positive' },
      ],
      otherwise: 'TRB-L11.rune.explain',
      explain: 'TRB-L11.rune.explain',
    },
    {
      kind: 'quiz',
      id: 'winner',
      pictures: [sheet()],
      goal: 'TRB-L11.winner.goal',
      params: { you: totals[YOU], liv: totals[LIV], rune: totals[RUNE] },
      rules: ['TRB-11.2', 'TRB-11.3'],
      // The rules core's leaders: more than one is a tie, which the default setting shares.
      answer: () => {
        const top = leaders(totals);
        return top.length > 1 ? 'shared' : WINNER[top[0]];
      },
      choices: ['you', 'liv', 'tiebreak'],
      format: 'key',
      mistakes: [
        { answer: 'you', feedback: 'TRB-L11.winner.alone' },
        { answer: 'liv', feedback: 'TRB-L11.winner.alone' },
        { answer: 'tiebreak', feedback: 'TRB-L11.winner.setting' },
      ],
      otherwise: 'TRB-L11.winner.explain',
      explain: 'TRB-L11.winner.explain',
    },
    { kind: 'info', id: 'tiebreak', pictures: [sheet()], goal: 'TRB-L11.tiebreak.goal', rules: ['TRB-11.3', 'TRB-D4'] },
  ],
};
