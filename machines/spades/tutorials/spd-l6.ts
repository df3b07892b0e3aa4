// SPD-L6 Making and missing a contract (rules.md SPD-13) — SPD-8.1, SPD-8.2. A quiz: Us bid 4 + 3 = 7 and
// took 9 → +72 and 2 bags; Them bid 2 + 3 = 5 and took 4 → −50. Answers from scoreSide (quiz.ts).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { PLAYERS } from './script.ts';
import { handSheet, pairOf, pairScore, withScore } from './quiz.ts';

const options = {};
const us = withScore(options, { bid1: 4, bid2: 3, took1: 5, took2: 4 });
const them = withScore(options, { bid1: 2, bid2: 3, took1: 1, took2: 3 });

export const lesson: Lesson<Action> = {
  id: 'SPD-L6',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-8.1', 'SPD-8.2'],
  options,
  players: [...PLAYERS],
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'made',
      pictures: [handSheet(us)],
      goal: 'SPD-L6.made.goal',
      params: us,
      rules: ['SPD-8.1'],
      known: { 'SPD-8.1': 'intro' },
      answer: () => pairScore(options, pairOf(us)).points,
      choices: [70, 90, 92],
      format: 'signed',
      mistakes: [
        { answer: 70, feedback: 'SPD-L6.made.noBags' },
        { answer: 90, feedback: 'SPD-L6.made.allTricks' },
      ],
      otherwise: 'SPD-L6.made.other',
      explain: 'SPD-L6.made.explain',
    },
    {
      kind: 'quiz',
      id: 'bags',
      pictures: [handSheet(us)],
      goal: 'SPD-L6.bags.goal',
      params: us,
      rules: ['SPD-8.1', 'SPD-8.5'],
      known: { 'SPD-8.5': 'question' },
      answer: () => pairScore(options, pairOf(us)).bags,
      choices: [0, 9],
      format: 'number',
      mistakes: [{ answer: 0, feedback: 'SPD-L6.bags.none' }],
      otherwise: 'SPD-L6.bags.other',
      explain: 'SPD-L6.bags.explain',
    },
    {
      kind: 'quiz',
      id: 'set',
      pictures: [handSheet(them, null, '')],
      goal: 'SPD-L6.set.goal',
      params: them,
      rules: ['SPD-8.2'],
      known: { 'SPD-8.2': 'intro' },
      answer: () => pairScore(options, pairOf(them)).points,
      choices: [-10, -40, 40],
      format: 'signed',
      mistakes: [
        { answer: -10, feedback: 'SPD-L6.set.oneShort' },
        { answer: -40, feedback: 'SPD-L6.set.taken' },
      ],
      otherwise: 'SPD-L6.set.other',
      explain: 'SPD-L6.set.explain',
    },
  ],
};
