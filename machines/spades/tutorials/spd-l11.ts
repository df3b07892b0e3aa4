// SPD-L11 Winning the game (rules.md SPD-13) — SPD-9.2, SPD-9.3, SPD-D5. A quiz: Us 480, Them 470. Us bid
// 3 + 2 = 5, took 7 → +52 → 532; Them bid 3 + 3 = 6, took 6 → +60 → 530: both passed 500, Us win with the
// higher total. Variant: both end on 530 → one more hand. Answers from scoreSide and winnersAfter.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { PLAYERS } from './script.ts';
import { pairOf, pairScore, winnerAfter, withScore, handSheet, sidesSheet } from './quiz.ts';

const options = {};
const played = {
  usTotal: 480,
  usBid1: 3,
  usBid2: 2,
  usTook1: 4,
  usTook2: 3,
  themTotal: 470,
  themBid1: 3,
  themBid2: 3,
  themTook1: 2,
  themTook2: 4,
};
const scored = (p: typeof played) => withScore(options, withScore(options, p, 'us'), 'them');
const hand = scored(played);
const tie = scored({ ...played, usTook1: 3, usTook2: 2 });

export const lesson: Lesson<Action> = {
  id: 'SPD-L11',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-9.1', 'SPD-9.2', 'SPD-9.3', 'SPD-D5'],
  options,
  players: [...PLAYERS],
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'total',
      pictures: [sidesSheet(hand), handSheet(hand, 'us', null)],
      goal: 'SPD-L11.total.goal',
      params: hand,
      rules: ['SPD-8.1'],
      answer: () => pairScore(options, pairOf(hand, 'us')).totalAfter,
      choices: [530, 550],
      format: 'number',
      mistakes: [{ answer: 530, feedback: 'SPD-L11.total.bags' }],
      otherwise: 'SPD-L11.total.other',
      explain: 'SPD-L11.total.explain',
    },
    {
      kind: 'quiz',
      id: 'winner',
      pictures: [sidesSheet(hand), handSheet(hand, 'us', 'them')],
      goal: 'SPD-L11.winner.goal',
      params: hand,
      rules: ['SPD-9.1', 'SPD-9.2', 'SPD-D5'],
      known: { 'SPD-9.1': 'intro', 'SPD-9.2': 'intro' },
      answer: () => winnerAfter(options, pairOf(hand, 'us'), pairOf(hand, 'them')),
      choices: ['them', 'more'],
      format: 'key',
      mistakes: [{ answer: 'them', feedback: 'SPD-L11.winner.first' }],
      otherwise: 'SPD-L11.winner.other',
      explain: 'SPD-L11.winner.explain',
    },
    {
      kind: 'quiz',
      id: 'tie',
      pictures: [sidesSheet(tie), handSheet(tie, 'us', 'them')],
      goal: 'SPD-L11.tie.goal',
      params: tie,
      rules: ['SPD-9.3', 'SPD-D5'],
      answer: () => winnerAfter(options, pairOf(tie, 'us'), pairOf(tie, 'them')),
      choices: ['us', 'them'],
      format: 'key',
      mistakes: [{ answer: 'us', feedback: 'SPD-L11.tie.level' }],
      otherwise: 'SPD-L11.tie.other',
      explain: 'SPD-L11.tie.explain',
    },
  ],
};
