// SPD-L7 Bags add up (rules.md SPD-13) — SPD-8.5. A quiz: Us 238 with 8 bags; bid 3 + 2 = 5, took 5 + 3 = 8
// → +53 → 291, bags 11 → −100 → 191, 1 bag carried (SPD-D4). Answers from scoreSide (quiz.ts).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { PLAYERS } from './script.ts';
import { pairOf, pairScore, withScore, handSheet, sidesSheet } from './quiz.ts';

const options = {};
const us = withScore(options, { total: 238, bags: 8, bid1: 3, bid2: 2, took1: 5, took2: 3 });

export const lesson: Lesson<Action> = {
  id: 'SPD-L7',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-8.5', 'SPD-8.6', 'SPD-D4'],
  options,
  players: [...PLAYERS],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'digit',
      pictures: [sidesSheet(us, '', null, true)],
      goal: 'SPD-L7.digit.goal',
      params: us,
      rules: ['SPD-8.5', 'SPD-8.6'],
      highlight: [{ kind: 'score' }],
    },
    {
      kind: 'quiz',
      id: 'total',
      pictures: [handSheet(us), sidesSheet(us, '', null, true)],
      goal: 'SPD-L7.total.goal',
      params: us,
      rules: ['SPD-8.5'],
      known: { 'SPD-D4': 'intro' },
      answer: () => pairScore(options, pairOf(us)).totalAfter,
      choices: [291, 190, 181],
      format: 'number',
      mistakes: [
        { answer: 291, feedback: 'SPD-L7.total.noPenalty' },
        { answer: 190, feedback: 'SPD-L7.total.reset' },
      ],
      otherwise: 'SPD-L7.total.other',
      explain: 'SPD-L7.total.explain',
    },
    {
      kind: 'quiz',
      id: 'counter',
      pictures: [handSheet(us), sidesSheet(us, '', null, true)],
      goal: 'SPD-L7.counter.goal',
      params: us,
      rules: ['SPD-8.5', 'SPD-D4'],
      known: { 'SPD-D4': 'intro' },
      answer: () => pairScore(options, pairOf(us)).bagsAfter,
      choices: [0, 11],
      format: 'number',
      mistakes: [
        { answer: 0, feedback: 'SPD-L7.counter.reset' },
        { answer: 11, feedback: 'SPD-L7.counter.noPenalty' },
      ],
      otherwise: 'SPD-L7.counter.other',
      explain: 'SPD-L7.counter.explain',
    },
  ],
};
