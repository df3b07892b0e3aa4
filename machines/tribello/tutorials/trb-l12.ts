// TRB-L12 Twelve deals, four rounds (ours, in rules.md TRB-14's style) — teaches TRB-3.1, TRB-3.3, TRB-6,
// TRB-11.1. A quiz on the game's shape: which round a deal is in, how its trump is decided, who deals it,
// and when the game ends. Every answer comes from the rules core (roundOf, roundKind, dealerOf, DEALS).
import type { Lesson, Picture } from '../../tutor/lesson.ts';
import { type Action, DEALS, dealerOf, defaultOptions, roundKind, roundOf } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU } from './start.ts';

const DEAL = 8;
/** The twelve deals by round, as the rules core counts them: each round's first and last deal. */
const ROUNDS: Picture = {
  kind: 'sheet',
  columns: ['picture.firstDeal', 'picture.lastDeal'],
  rows: [1, 2, 3, 4].map((round) => {
    const deals = Array.from({ length: DEALS }, (_, i) => i + 1).filter((d) => roundOf(d) === round);
    return { label: 'sheet.roundN', params: { n: round }, cells: [deals[0], deals[deals.length - 1]] };
  }),
};

export const lesson: Lesson<Action> = {
  id: 'TRB-L12',
  game: 'tribello',
  version: 1,
  minutes: 2,
  ours: true,
  teaches: ['TRB-3', 'TRB-3.1', 'TRB-3.3', 'TRB-6', 'TRB-6.1', 'TRB-6.2', 'TRB-6.3', 'TRB-6.4', 'TRB-11.1'],
  options: {},
  players: PLAYERS,
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'round',
      pictures: [ROUNDS],
      goal: 'TRB-L12.round.goal',
      params: { deal: DEAL },
      rules: ['TRB-3.1'],
      known: { 'TRB-3.1': 'intro' },
      answer: () => roundOf(DEAL),
      choices: [2, 4],
      format: 'number',
      mistakes: [
        { answer: 2, feedback: 'TRB-L12.round.count' },
        { answer: 4, feedback: 'TRB-L12.round.count' },
      ],
      otherwise: 'TRB-L12.round.explain',
      explain: 'TRB-L12.round.explain',
    },
    {
      kind: 'quiz',
      id: 'trump',
      pictures: [ROUNDS],
      goal: 'TRB-L12.trump.goal',
      params: { deal: DEAL },
      rules: ['TRB-6.1', 'TRB-6.2', 'TRB-6.3', 'TRB-6.4'],
      answer: () => roundKind(roundOf(DEAL)),
      choices: ['revealed', 'named', 'avoid'],
      format: 'key',
      mistakes: [
        { answer: 'revealed', feedback: 'TRB-L12.trump.wrongRound' },
        { answer: 'named', feedback: 'TRB-L12.trump.wrongRound' },
        { answer: 'avoid', feedback: 'TRB-L12.trump.wrongRound' },
      ],
      otherwise: 'TRB-L12.trump.explain',
      explain: 'TRB-L12.trump.explain',
    },
    {
      kind: 'quiz',
      id: 'dealer',
      pictures: [{ kind: 'seats', dealer: YOU }],
      goal: 'TRB-L12.dealer.goal',
      params: { deal: 7 },
      rules: ['TRB-3.3'],
      answer: () => dealerOf(YOU, 7, defaultOptions),
      choices: [LIV, RUNE],
      format: 'seat',
      mistakes: [
        { answer: LIV, feedback: 'TRB-L12.dealer.count' },
        { answer: RUNE, feedback: 'TRB-L12.dealer.count' },
      ],
      otherwise: 'TRB-L12.dealer.explain',
      explain: 'TRB-L12.dealer.explain',
    },
    {
      kind: 'quiz',
      id: 'end',
      pictures: [ROUNDS],
      goal: 'TRB-L12.end.goal',
      rules: ['TRB-11.1'],
      known: { 'TRB-11.1': 'intro' },
      answer: () => DEALS,
      choices: [9, 13],
      format: 'number',
      mistakes: [{ answer: 13, feedback: 'TRB-L12.end.target' }],
      otherwise: 'TRB-L12.end.explain',
      explain: 'TRB-L12.end.explain',
    },
  ],
};
