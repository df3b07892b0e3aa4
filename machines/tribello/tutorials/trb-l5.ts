// TRB-L5 Scoring rounds 1–3 (rules.md TRB-14) — teaches TRB-10.1, TRB-10.3. A quiz: you dealt (quota 6) and
// took 7, Liv (4) took 3, Rune (3) took 3 → +1, −1, 0, summing to 0. Every answer is the scoring code's.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, defaultOptions } from '../rules/index.ts';
import { scoreDeal } from '../rules/scoring.ts';
import { scoreQuiz } from './score-quiz.ts';
import { LIV, PLAYERS, RUNE, YOU } from './start.ts';

const ROUND = 1;
const TRICKS = [7, 3, 3];
const { quotas, points, seatParams, sheet } = scoreQuiz(ROUND, YOU, TRICKS);
const facts = { deal: 1, round: ROUND, dealer: YOU, trump: null, quotas, tricks: TRICKS };

export const lesson: Lesson<Action> = {
  id: 'TRB-L5',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: ['TRB-10.1', 'TRB-10.3', 'COM-1.4'],
  options: {},
  players: PLAYERS,
  timeline: [],
  steps: [
    { kind: 'info', id: 'how', pictures: [sheet(null)], goal: 'TRB-L5.how.goal', rules: ['TRB-10.1', 'COM-1.4'] },
    {
      kind: 'quiz',
      id: 'you',
      pictures: [sheet(0)],
      goal: 'TRB-L5.you.goal',
      params: seatParams(YOU),
      rules: ['TRB-10.1'],
      answer: () => points(YOU),
      choices: [7, -1, 0],
      format: 'signed',
      mistakes: [{ answer: 7, feedback: 'TRB-L5.you.tricks' }],
      otherwise: 'TRB-L5.you.explain',
      explain: 'TRB-L5.you.explain',
    },
    {
      kind: 'quiz',
      id: 'liv',
      pictures: [sheet(1)],
      goal: 'TRB-L5.liv.goal',
      params: seatParams(LIV),
      rules: ['TRB-10.1'],
      answer: () => points(LIV),
      choices: [3, 1, 0],
      format: 'signed',
      mistakes: [{ answer: 3, feedback: 'TRB-L5.liv.tricks' }],
      otherwise: 'TRB-L5.liv.explain',
      explain: 'TRB-L5.liv.explain',
    },
    {
      kind: 'quiz',
      id: 'rune',
      pictures: [sheet(2)],
      goal: 'TRB-L5.rune.goal',
      params: seatParams(RUNE),
      rules: ['TRB-10.1'],
      answer: () => points(RUNE),
      choices: [3, -3, 1],
      format: 'signed',
      mistakes: [{ answer: 3, feedback: 'TRB-L5.rune.tricks' }],
      otherwise: 'TRB-L5.rune.explain',
      explain: 'TRB-L5.rune.explain',
    },
    {
      kind: 'quiz',
      id: 'sum',
      pictures: [sheet(3)],
      goal: 'TRB-L5.sum.goal',
      rules: ['TRB-10.3'],
      known: { 'TRB-10.3': 'question' },
      // The deal's three scores, as the score sheet computes them, added up.
      answer: () => scoreDeal(facts, [0, 0, 0], defaultOptions).points.reduce((a, b) => a + b, 0),
      choices: [13, 1],
      format: 'signed',
      mistakes: [{ answer: 13, feedback: 'TRB-L5.sum.tricks' }],
      otherwise: 'TRB-L5.sum.explain',
      explain: 'TRB-L5.sum.explain',
    },
  ],
};
