// TRB-L1 Quotas follow the seat (rules.md TRB-14) — teaches TRB-4, TRB-3.3. A quiz: round 1, deal 1, you
// deal (quotas you 6, Liv 4, Rune 3); deal 2 Liv deals (Liv 6, Rune 4, you 3). Answers from the rules core.
import type { Lesson, Picture } from '../../tutor/lesson.ts';
import { type Action, dealerOf, defaultOptions, quotasFor, roundOf } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU } from './start.ts';

/** The quota of `seat` in deal `deal` when you dealt the first deal. */
const quota = (deal: number, seat: number): number =>
  quotasFor(roundOf(deal), dealerOf(YOU, deal, defaultOptions), defaultOptions)[seat];

/** The seat picture of deal `deal`: its dealer, and the quotas shown ('?' where the quiz asks, '' hidden). */
const seats = (deal: number, show: readonly ('quota' | '?' | '')[]): Picture => ({
  kind: 'seats',
  dealer: dealerOf(YOU, deal, defaultOptions),
  quotas: show.map((s, seat) => (s === 'quota' ? quota(deal, seat) : s)),
});

export const lesson: Lesson<Action> = {
  id: 'TRB-L1',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: ['TRB-4', 'TRB-4.1', 'TRB-3.3', 'TRB-1.1', 'TRB-1.2', 'TRB-1.3', 'TRB-3.2', 'COM-2.1', 'COM-2.2', 'COM-2.3'],
  options: {},
  players: PLAYERS,
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'seats',
      pictures: [seats(1, ['quota', 'quota', 'quota'])],
      goal: 'TRB-L1.seats.goal',
      rules: ['TRB-1.1', 'TRB-1.3', 'TRB-3.2', 'TRB-4.1', 'COM-2.1', 'COM-2.2', 'COM-2.3'],
    },
    {
      kind: 'quiz',
      id: 'yours',
      pictures: [seats(1, ['?', '', ''])],
      goal: 'TRB-L1.yours.goal',
      params: { deal: 1 },
      rules: ['TRB-4'],
      answer: () => quota(1, YOU),
      choices: [4, 3, 13],
      format: 'number',
      mistakes: [{ answer: 13, feedback: 'TRB-L1.yours.all' }],
      otherwise: 'TRB-L1.yours.explain',
      explain: 'TRB-L1.yours.explain',
    },
    {
      kind: 'quiz',
      id: 'others',
      pictures: [seats(1, ['quota', '?', ''])],
      goal: 'TRB-L1.others.goal',
      params: { deal: 1 },
      rules: ['TRB-4', 'TRB-4.1'],
      answer: () => quota(1, LIV),
      choices: [3, 6],
      format: 'number',
      mistakes: [{ answer: 3, feedback: 'TRB-L1.others.right' }],
      otherwise: 'TRB-L1.others.explain',
      explain: 'TRB-L1.others.explain',
    },
    {
      kind: 'quiz',
      id: 'next',
      pictures: [{ kind: 'seats' }],
      goal: 'TRB-L1.next.goal',
      params: { deal: 2 },
      rules: ['TRB-3.3'],
      answer: () => dealerOf(YOU, 2, defaultOptions),
      choices: [YOU, RUNE],
      format: 'seat',
      mistakes: [{ answer: RUNE, feedback: 'TRB-L1.next.right' }],
      otherwise: 'TRB-L1.next.explain',
      explain: 'TRB-L1.next.explain',
    },
    {
      kind: 'quiz',
      id: 'moved',
      pictures: [seats(2, ['?', '', ''])],
      goal: 'TRB-L1.moved.goal',
      params: { deal: 2 },
      rules: ['TRB-4', 'TRB-4.1'],
      answer: () => quota(2, YOU),
      choices: [6, 4],
      format: 'number',
      mistakes: [
        { answer: 6, feedback: 'TRB-L1.moved.chair' },
        { answer: 4, feedback: 'TRB-L1.moved.left' },
      ],
      otherwise: 'TRB-L1.moved.explain',
      explain: 'TRB-L1.moved.explain',
    },
  ],
};
