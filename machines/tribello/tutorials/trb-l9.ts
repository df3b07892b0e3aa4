// TRB-L9 Round 4: avoid tricks, reversed quotas and scoring (rules.md TRB-14) — teaches TRB-4, TRB-10.2.
// A quiz: round 4, deal 10, you deal: quotas you 3, Liv 4, Rune 6; tricks you 2, Liv 6, Rune 5 → +1, −2, +1.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, dealerOf, defaultOptions, roundOf } from '../rules/index.ts';
import { scoreQuiz } from './score-quiz.ts';
import { LIV, PLAYERS, RUNE, YOU } from './start.ts';

const DEAL = 10;
const ROUND = roundOf(DEAL);
const TRICKS = [2, 6, 5];
const { quotas, points, seatParams, sheet } = scoreQuiz(ROUND, dealerOf(YOU, DEAL, defaultOptions), TRICKS);

export const lesson: Lesson<Action> = {
  id: 'TRB-L9',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: ['TRB-4', 'TRB-10.2', 'TRB-6.4', 'TRB-D1'],
  options: {},
  players: PLAYERS,
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'avoid',
      pictures: [{ kind: 'seats', dealer: YOU }],
      goal: 'TRB-L9.avoid.goal',
      params: { deal: DEAL, round: ROUND },
      rules: ['TRB-6.4'],
    },
    {
      kind: 'quiz',
      id: 'quota',
      pictures: [{ kind: 'seats', dealer: dealerOf(YOU, DEAL, defaultOptions), quotas: ['?', '', ''] }],
      goal: 'TRB-L9.quota.goal',
      params: { deal: DEAL },
      rules: ['TRB-4', 'TRB-D1'],
      answer: () => quotas[YOU],
      choices: [6, 4],
      format: 'number',
      mistakes: [{ answer: 6, feedback: 'TRB-L9.quota.reversed' }],
      otherwise: 'TRB-L9.quota.explain',
      explain: 'TRB-L9.quota.explain',
    },
    {
      kind: 'quiz',
      id: 'you',
      pictures: [sheet(0)],
      goal: 'TRB-L9.you.goal',
      params: seatParams(YOU),
      rules: ['TRB-10.2'],
      known: { 'TRB-10.2': 'intro' },
      answer: () => points(YOU),
      choices: [-1, 2, 0],
      format: 'signed',
      mistakes: [{ answer: -1, feedback: 'TRB-L9.you.oldWay' }],
      otherwise: 'TRB-L9.you.explain',
      explain: 'TRB-L9.you.explain',
    },
    {
      kind: 'quiz',
      id: 'liv',
      pictures: [sheet(1)],
      goal: 'TRB-L9.liv.goal',
      params: seatParams(LIV),
      rules: ['TRB-10.2'],
      answer: () => points(LIV),
      choices: [2, -6, 0],
      format: 'signed',
      mistakes: [{ answer: 2, feedback: 'TRB-L9.liv.oldWay' }],
      otherwise: 'TRB-L9.liv.explain',
      explain: 'TRB-L9.liv.explain',
    },
    {
      kind: 'quiz',
      id: 'rune',
      pictures: [sheet(2)],
      goal: 'TRB-L9.rune.goal',
      params: seatParams(RUNE),
      rules: ['TRB-10.2', 'TRB-10.3'],
      answer: () => points(RUNE),
      choices: [-1, 5, 0],
      format: 'signed',
      mistakes: [{ answer: -1, feedback: 'TRB-L9.rune.oldWay' }],
      otherwise: 'TRB-L9.rune.explain',
      explain: 'TRB-L9.rune.explain',
    },
  ],
};
