// SPR-L4 The trump rotation (rules.md SPR-13) — teaches SPR-5.1, SPR-3.3. A quiz without cards: the
// answers come from the rules core's rotation (rotationTrump), never from the lesson.
import type { Lesson, Picture } from '../../tutor/lesson.ts';
import { type Action, defaultOptions, rotationTrump } from '../rules/index.ts';

const trumpOf = (deal: number) => () => rotationTrump(deal, defaultOptions);

/** The rotation as the rules core has it: the trump of deals 1–4. */
const ROTATION: Picture = { kind: 'suits', order: [1, 2, 3, 4].map((deal) => rotationTrump(deal, defaultOptions)) };
/** Points of the deals played before (trump deals, tricks 6/4/2, 4/5/3, 5/4/3, 3/3/6), for the score sheet. */
const PLAYED = [
  [2, 0, 0],
  [0, 1, 0],
  [1, 0, 0],
  [0, 0, 2],
];
/** The score sheet the quiz refers to (SPR-3.3): the deals played so far, and this deal's row still empty. */
const sheetAt = (deal: number): Picture => ({
  kind: 'sheet',
  rows: [
    ...PLAYED.slice(0, deal - 1).map((cells, i) => ({ label: 'sheet.dealN', params: { n: i + 1 }, cells })),
    { label: 'sheet.dealN', params: { n: deal }, cells: ['', '', ''] },
  ],
});

export const lesson: Lesson<Action> = {
  id: 'SPR-L4',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-5.1', 'SPR-3.3', 'SPR-D12'],
  options: { form: 'standard' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'strip',
      pictures: [ROTATION],
      goal: 'SPR-L4.strip.goal',
      rules: ['SPR-5.1', 'SPR-D12'],
      highlight: [{ kind: 'trump' }],
    },
    {
      kind: 'quiz',
      id: 'deal4',
      pictures: [sheetAt(4)],
      goal: 'SPR-L4.deal4.goal',
      params: { deal: 4 },
      rules: ['SPR-5.1', 'SPR-3.3'],
      known: { 'SPR-3.3': 'earlier' },
      format: 'suit',
      answer: trumpOf(4),
      choices: ['C', 'S', 'H'],
      mistakes: [{ answer: 'H', feedback: 'SPR-L4.deal4.previous' }],
      otherwise: 'SPR-L4.notDealer',
      explain: 'SPR-L4.deal4.explain',
    },
    {
      kind: 'quiz',
      id: 'deal5',
      pictures: [sheetAt(5)],
      goal: 'SPR-L4.deal5.goal',
      params: { deal: 5 },
      rules: ['SPR-5.1', 'SPR-3.3'],
      known: { 'SPR-3.3': 'earlier' },
      format: 'suit',
      answer: trumpOf(5),
      choices: ['S', 'H', 'D'],
      mistakes: [{ answer: 'D', feedback: 'SPR-L4.deal5.again' }],
      otherwise: 'SPR-L4.notDealer',
      explain: 'SPR-L4.deal5.explain',
    },
  ],
};
