// SPD-L17 (ours) House rules for the score: nil worth 50, no bags, moon — SPD-10.1, SPD-10.9, SPD-10.4.
// Questions only; every answer is scoreSide's under the house rule the question names (quiz.ts).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { PLAYERS } from './script.ts';
import { pairOf, pairScore, withScore, handSheet, sidesSheet } from './quiz.ts';

const nil50 = { nil: 50 };
const noBags = { bags: 'off' };
const moon = { moon: 200 };
const fifty = withScore(nil50, { bid1: 'nil', bid2: 4, took1: 0, took2: 4 });
const blind = withScore(nil50, { bid1: 'blind-nil', bid2: 6, took1: 0, took2: 6 });
const over = withScore(noBags, { total: 238, bags: 8, bid1: 3, bid2: 2, took1: 5, took2: 3 });
const all = withScore(moon, { bid1: 7, bid2: 6, took1: 7, took2: 6 });
const allButOne = withScore(moon, { bid1: 7, bid2: 6, took1: 7, took2: 5 });

export const lesson: Lesson<Action> = {
  id: 'SPD-L17',
  game: 'spades',
  version: 1,
  minutes: 3,
  ours: true,
  teaches: ['SPD-10.1', 'SPD-S4', 'SPD-D8', 'SPD-10.9', 'SPD-S10', 'SPD-D16', 'SPD-10.4', 'SPD-S9', 'SPD-D11'],
  options: {},
  players: [...PLAYERS],
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'fifty',
      pictures: [handSheet(fifty)],
      goal: 'SPD-L17.fifty.goal',
      params: fifty,
      rules: ['SPD-10.1', 'SPD-S4'],
      known: { 'SPD-10.1': 'question' },
      answer: () => pairScore(nil50, pairOf(fifty)).points,
      choices: [140, 50],
      format: 'signed',
      mistakes: [{ answer: 140, feedback: 'SPD-L17.fifty.hundred' }],
      otherwise: 'SPD-L17.fifty.other',
      explain: 'SPD-L17.fifty.explain',
    },
    {
      kind: 'quiz',
      id: 'blind',
      pictures: [handSheet(blind)],
      goal: 'SPD-L17.blind.goal',
      params: blind,
      rules: ['SPD-D8', 'SPD-8.3'],
      answer: () => pairScore(nil50, pairOf(blind)).points,
      choices: [160, 110],
      format: 'signed',
      mistakes: [{ answer: 160, feedback: 'SPD-L17.blind.halved' }],
      otherwise: 'SPD-L17.blind.other',
      explain: 'SPD-L17.blind.explain',
    },
    {
      kind: 'quiz',
      id: 'noBags',
      pictures: [handSheet(over), sidesSheet(over, '', null, true)],
      goal: 'SPD-L17.noBags.goal',
      params: over,
      rules: ['SPD-10.9', 'SPD-S10', 'SPD-D16'],
      answer: () => pairScore(noBags, pairOf(over)).totalAfter,
      choices: [191, 288],
      format: 'number',
      mistakes: [{ answer: 191, feedback: 'SPD-L17.noBags.penalty' }],
      otherwise: 'SPD-L17.noBags.other',
      explain: 'SPD-L17.noBags.explain',
    },
    {
      kind: 'quiz',
      id: 'moon',
      pictures: [handSheet(all)],
      goal: 'SPD-L17.moon.goal',
      params: { ...all, value: moon.moon },
      rules: ['SPD-10.4', 'SPD-S9', 'SPD-D11'],
      answer: () => pairScore(moon, pairOf(all)).points,
      choices: [130, 260],
      format: 'signed',
      mistakes: [{ answer: 130, feedback: 'SPD-L17.moon.plain' }],
      otherwise: 'SPD-L17.moon.other',
      explain: 'SPD-L17.moon.explain',
    },
    {
      kind: 'quiz',
      id: 'moonSet',
      pictures: [handSheet(allButOne)],
      goal: 'SPD-L17.moonSet.goal',
      params: allButOne,
      rules: ['SPD-10.4', 'SPD-D11'],
      answer: () => pairScore(moon, pairOf(allButOne)).points,
      choices: [-130, 120],
      format: 'signed',
      mistakes: [{ answer: -130, feedback: 'SPD-L17.moonSet.plain' }],
      otherwise: 'SPD-L17.moonSet.other',
      explain: 'SPD-L17.moonSet.explain',
    },
  ],
};
