// SPD-L13 (ours) Partners cannot both bid nil — SPD-5.5, SPD-D6; double nil (SPD-10.5, SPD-S8, SPD-8.7).
// Dealer West (Ola), so North (Kari) bids first: Nil; East 1; the learner must bid a number (5: ♠A K,
// ♥A K, ♦A); West 4. Then two questions on the double-nil house rule, answered by scoreSide.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { handSheet, pairOf, pairScore, withScore } from './quiz.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, hands } from './script.ts';

const options = {};
const doubleNil = { doubleNil: 'separate' };
const both = withScore(doubleNil, { bid1: 'nil', bid2: 'nil', took1: 0, took2: 0 });
const oneTrick = withScore(doubleNil, { bid1: 'nil', bid2: 'nil', took1: 0, took2: 1 });

export const lesson: Lesson<Action> = {
  id: 'SPD-L13',
  game: 'spades',
  version: 1,
  minutes: 2,
  ours: true,
  teaches: ['SPD-5.5', 'SPD-D6', 'SPD-10.5', 'SPD-S8', 'SPD-D12', 'SPD-8.7'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, WEST),
    deal: hands(
      '♠ A K 9 6 · ♥ A K 7 · ♦ A Q 5 · ♣ K Q 4',
      '♠ Q J 8 5 · ♥ Q J 9 · ♦ K J 8 · ♣ A J 9',
      '♠ 3 2 · ♥ 8 5 3 2 · ♦ 9 6 4 · ♣ 7 5 3 2',
      '♠ 10 7 4 · ♥ 10 6 4 · ♦ 10 7 3 2 · ♣ 10 8 6',
    ),
  },
  timeline: [bid(NORTH, 'nil'), bid(EAST, 1), bid(YOU, 5), bid(WEST, 4)],
  steps: [
    {
      kind: 'info',
      id: 'kari',
      goal: 'SPD-L13.kari.goal',
      wait: 2,
      rules: ['SPD-5.5', 'SPD-D6'],
      highlight: [{ kind: 'seat', seat: NORTH }],
    },
    {
      kind: 'act',
      id: 'bid',
      goal: 'SPD-L13.bid.goal',
      rules: ['SPD-5.5'],
      explain: 'SPD-L13.bid.explain',
      alternatives: [
        { action: bid(YOU, 4), note: 'SPD-L13.bid.four' },
        { action: bid(YOU, 6), note: 'SPD-L13.bid.six' },
      ],
      refusals: [{ action: bid(YOU, 'nil'), rule: 'SPD-5.5' }],
      otherwise: 'SPD-L13.bid.other',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'quiz',
      id: 'double',
      pictures: [handSheet(both)],
      goal: 'SPD-L13.double.goal',
      wait: 4,
      params: both,
      rules: ['SPD-10.5', 'SPD-S8', 'SPD-D12'],
      known: { 'SPD-10.5': 'earlier' },
      answer: () => pairScore(doubleNil, pairOf(both)).points,
      choices: [100, 0],
      format: 'signed',
      mistakes: [{ answer: 100, feedback: 'SPD-L13.double.once' }],
      otherwise: 'SPD-L13.double.other',
      explain: 'SPD-L13.double.explain',
    },
    {
      kind: 'quiz',
      id: 'onlyNil',
      pictures: [handSheet(oneTrick)],
      goal: 'SPD-L13.onlyNil.goal',
      params: oneTrick,
      rules: ['SPD-8.7', 'SPD-10.5'],
      known: { 'SPD-8.7': 'earlier' },
      answer: () => pairScore(doubleNil, pairOf(oneTrick)).points,
      choices: [0, -100],
      format: 'signed',
      mistakes: [{ answer: 0, feedback: 'SPD-L13.onlyNil.noBag' }],
      otherwise: 'SPD-L13.onlyNil.other',
      explain: 'SPD-L13.onlyNil.explain',
    },
  ],
};
