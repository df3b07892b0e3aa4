// SPD-L16 (ours) Cutthroat: everyone for themselves — SPD-10.7, SPD-D14, SPD-S18. Questions only, answered
// by the rules core: the hand size, a one-player side's score, and whether a blind nil leads to an exchange.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, handSize, parseOptions, rules } from '../rules/index.ts';
import { scoreSide, sideContract } from '../rules/scoring.ts';
import { waiting } from './start.ts';
import { YOU } from './script.ts';

const options = { players: 'cutthroat3' };
const three = parseOptions(options);
const KARI = 2;
const played = { bid: 4, took: 6 };

function soloPoints(solo: { readonly bid: number; readonly took: number }): number {
  const bids = [solo.bid, 1, 1];
  return scoreSide(three, {
    seats: [YOU],
    bids,
    tricks: [solo.took, 0, 0],
    contract: sideContract(three, [YOU], bids, [0, 1, 2]),
    bagsBefore: 0,
    totalBefore: 0,
  }).points;
}

/** You are 150 behind the leader and bid Blind Nil (Kari dealt, so you bid first); the others bid 1. */
function cardsPassed(): number {
  let s = rules.startDeal(waiting(options, KARI, { totals: [0, 150, 0] }), { kind: 'shuffle' });
  s = rules.applyAction(s, { type: 'bid', seat: YOU, bid: 'blind-nil' });
  s = rules.applyAction(s, { type: 'bid', seat: 1, bid: 1 });
  s = rules.applyAction(s, { type: 'bid', seat: KARI, bid: 1 });
  return s.phase === 'passing' ? s.passQueue.length : 0;
}

export const lesson: Lesson<Action> = {
  id: 'SPD-L16',
  game: 'spades',
  version: 1,
  minutes: 2,
  ours: true,
  teaches: ['SPD-1.3', 'SPD-10.7', 'SPD-D14', 'SPD-S1', 'SPD-S18', 'SPD-4.2'],
  options,
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'alone',
      pictures: [{ kind: 'seats' }],
      goal: 'SPD-L16.alone.goal',
      rules: ['SPD-1.3', 'SPD-10.7', 'SPD-S1'],
    },
    {
      kind: 'quiz',
      id: 'cards',
      pictures: [{ kind: 'seats', hands: ['?', '?', '?'] }],
      goal: 'SPD-L16.cards.goal',
      rules: ['SPD-10.7', 'SPD-D14', 'SPD-S18', 'SPD-4.2'],
      known: { 'SPD-D14': 'answer', 'SPD-S18': 'answer' },
      answer: () => handSize(three),
      choices: [13, 18],
      format: 'number',
      mistakes: [{ answer: 18, feedback: 'SPD-L16.cards.eighteen' }],
      otherwise: 'SPD-L16.cards.other',
      explain: 'SPD-L16.cards.explain',
    },
    {
      kind: 'quiz',
      id: 'score',
      pictures: [
        {
          kind: 'sheet',
          rows: [
            { label: 'picture.spades.bid', cells: [played.bid, '', ''] },
            { label: 'picture.tricks', cells: [played.took, '', ''] },
          ],
        },
      ],
      goal: 'SPD-L16.score.goal',
      params: { ...played, points: soloPoints(played) },
      rules: ['SPD-10.7', 'SPD-8.1'],
      answer: () => soloPoints(played),
      choices: [40, 60],
      format: 'signed',
      mistakes: [{ answer: 40, feedback: 'SPD-L16.score.bags' }],
      otherwise: 'SPD-L16.score.other',
      explain: 'SPD-L16.score.explain',
    },
    {
      kind: 'quiz',
      id: 'blind',
      pictures: [{ kind: 'seats' }],
      goal: 'SPD-L16.blind.goal',
      rules: ['SPD-10.7', 'SPD-5.6'],
      answer: cardsPassed,
      choices: [2],
      format: 'number',
      mistakes: [{ answer: 2, feedback: 'SPD-L16.blind.two' }],
      otherwise: 'SPD-L16.blind.two',
      explain: 'SPD-L16.blind.explain',
    },
  ],
};
