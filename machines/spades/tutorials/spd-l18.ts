// SPD-L18 (ours) House rules for the end and the bidding: a lower target, a losing score, team bidding —
// SPD-10.2, SPD-9.4, SPD-10.6. Questions only, answered by scoreSide, winnersAfter and sideContract.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, parseOptions } from '../rules/index.ts';
import { sideContract } from '../rules/scoring.ts';
import { pairOf, winnerAfter, withScore, handSheet, sidesSheet } from './quiz.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU } from './script.ts';

const target200 = { target: 200 };
const losing = { losingScore: -200 };
const teamBid = parseOptions({ teamBid: true });
const both = (o: Readonly<Record<string, unknown>>, p: Readonly<Record<string, number>>) =>
  withScore(o, withScore(o, p, 'us'), 'them');
const short = both(target200, {
  usTotal: 150,
  usBid1: 3,
  usBid2: 2,
  usTook1: 3,
  usTook2: 2,
  themTotal: 180,
  themBid1: 2,
  themBid2: 2,
  themTook1: 1,
  themTook2: 2,
});
const low = both(losing, {
  usTotal: 120,
  usBid1: 2,
  usBid2: 2,
  usTook1: 2,
  usTook2: 2,
  themTotal: -170,
  themBid1: 2,
  themBid2: 1,
  themTook1: 1,
  themTook2: 1,
});
const team = { hint: 3, contract: 5 };

/** Dealer West: Kari (North) bids first and gives the hint, you fix the side's contract (SPD-10.6). */
function teamContract(): number {
  const bids = [team.contract, null, team.hint, null];
  return sideContract(teamBid, [YOU, NORTH], bids, [NORTH, EAST, YOU, WEST]);
}

export const lesson: Lesson<Action> = {
  id: 'SPD-L18',
  game: 'spades',
  version: 1,
  minutes: 2,
  ours: true,
  teaches: ['SPD-10.2', 'SPD-S2', 'SPD-9.1', 'SPD-9.4', 'SPD-S13', 'SPD-10.6', 'SPD-S16', 'SPD-D13'],
  options: {},
  players: [...PLAYERS],
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'target',
      pictures: [sidesSheet(short), handSheet(short, 'us', 'them')],
      goal: 'SPD-L18.target.goal',
      params: short,
      rules: ['SPD-10.2', 'SPD-S2', 'SPD-9.1', 'SPD-9.2'],
      known: { 'SPD-10.2': 'question' },
      answer: () => winnerAfter(target200, pairOf(short, 'us'), pairOf(short, 'them')),
      choices: ['them', 'more'],
      format: 'key',
      mistakes: [
        { answer: 'more', feedback: 'SPD-L18.target.notYet' },
        { answer: 'them', feedback: 'SPD-L18.target.higher' },
      ],
      otherwise: 'SPD-L18.target.notYet',
      explain: 'SPD-L18.target.explain',
    },
    {
      kind: 'quiz',
      id: 'losing',
      pictures: [sidesSheet(low), handSheet(low, 'us', 'them')],
      goal: 'SPD-L18.losing.goal',
      params: low,
      rules: ['SPD-9.4', 'SPD-S13'],
      known: { 'SPD-9.4': 'question' },
      answer: () => winnerAfter(losing, pairOf(low, 'us'), pairOf(low, 'them')),
      choices: ['them', 'more'],
      format: 'key',
      mistakes: [{ answer: 'more', feedback: 'SPD-L18.losing.notOver' }],
      otherwise: 'SPD-L18.losing.other',
      explain: 'SPD-L18.losing.explain',
    },
    {
      kind: 'quiz',
      id: 'team',
      pictures: [{ kind: 'seats', partners: true }],
      goal: 'SPD-L18.team.goal',
      params: team,
      rules: ['SPD-10.6', 'SPD-S16', 'SPD-D13'],
      answer: teamContract,
      choices: [8, 3],
      format: 'number',
      mistakes: [
        { answer: 8, feedback: 'SPD-L18.team.added' },
        { answer: 3, feedback: 'SPD-L18.team.hint' },
      ],
      otherwise: 'SPD-L18.team.other',
      explain: 'SPD-L18.team.explain',
    },
  ],
};
