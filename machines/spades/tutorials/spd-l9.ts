// SPD-L9 Scoring a nil (rules.md SPD-13) — SPD-8.3, SPD-8.4, SPD-D3. A quiz: you bid nil and took 1; Kari
// (North) bid 5 and took 4 → contract set −50, failed nil −100, your trick a bag +1 → −149, 1 bag. The
// contrast: with SPD-S12 your trick counts toward the 5 → +50 − 100 = −50. Answers from scoreSide.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { PLAYERS } from './script.ts';
import { handSheet, pairOf, pairScore, withScore } from './quiz.ts';

const options = {};
const variant = { failedNilCounts: true };
const hand = { bid1: 'nil', bid2: 5, took1: 1, took2: 4 };
const us = withScore(options, hand);
const usVariant = withScore(variant, hand);

export const lesson: Lesson<Action> = {
  id: 'SPD-L9',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-8.3', 'SPD-8.4', 'SPD-D3', 'SPD-S12'],
  options,
  players: [...PLAYERS],
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'points',
      pictures: [handSheet(us)],
      goal: 'SPD-L9.points.goal',
      params: us,
      rules: ['SPD-8.3', 'SPD-8.4', 'SPD-D3'],
      known: { 'SPD-8.4': 'intro', 'SPD-D3': 'intro' },
      answer: () => pairScore(options, pairOf(us)).points,
      choices: [-50, -150, -100],
      format: 'signed',
      mistakes: [
        { answer: -50, feedback: 'SPD-L9.points.helps' },
        { answer: -150, feedback: 'SPD-L9.points.noBag' },
      ],
      otherwise: 'SPD-L9.points.other',
      explain: 'SPD-L9.points.explain',
    },
    {
      kind: 'quiz',
      id: 'bags',
      pictures: [handSheet(us)],
      goal: 'SPD-L9.bags.goal',
      params: us,
      rules: ['SPD-8.4', 'SPD-8.5'],
      answer: () => pairScore(options, pairOf(us)).bags,
      choices: [0, 2],
      format: 'number',
      mistakes: [{ answer: 0, feedback: 'SPD-L9.bags.none' }],
      otherwise: 'SPD-L9.bags.other',
      explain: 'SPD-L9.bags.explain',
    },
    {
      kind: 'quiz',
      id: 'variant',
      pictures: [handSheet(usVariant)],
      goal: 'SPD-L9.variant.goal',
      params: usVariant,
      rules: ['SPD-S12', 'SPD-D3'],
      answer: () => pairScore(variant, pairOf(usVariant)).points,
      choices: [-149, -150],
      format: 'signed',
      mistakes: [{ answer: -149, feedback: 'SPD-L9.variant.same' }],
      otherwise: 'SPD-L9.variant.other',
      explain: 'SPD-L9.variant.explain',
    },
  ],
};
