// TRB-L3 Exchanging as dealer (rules.md TRB-14) — teaches TRB-7.1, TRB-7.2, COM-6.1. The deal of TRB-L2
// (trump ♥). You discard ♦6 ♦2 ♣9 ♣5 ♣3 and draw ♥Q ♠K ♣A ♦9 ♥3 from the top; 8 cards are left, so Liv may
// take at most 8 (she takes 3) and Rune at most what Liv leaves (he takes 2). Peeking at the pickup is not
// an action: the step answers the table's pickup control with the lesson's words.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, exchangeLimit } from '../rules/index.ts';
import { DEAL_1 } from './deal-1.ts';
import { LIV, PLAYERS, RUNE, YOU, awaitingDeal, exchange, stateAt } from './start.ts';

const table = { initial: () => awaitingDeal(1), deal: DEAL_1 };
const timeline: readonly Action[] = [
  exchange(YOU, '♦6 ♦2 ♣9 ♣5 ♣3'),
  exchange(LIV, '♠3 ♠2 ♣6'),
  exchange(RUNE, '♥2 ♣2'),
];

/** How many Liv and Rune exchanged, once the first `n` actions are played. */
const counts = (n: number) => ({
  liv: stateAt(table, timeline, n).exchanged[LIV] ?? 0,
  rune: stateAt(table, timeline, n).exchanged[RUNE] ?? 0,
});

export const lesson: Lesson<Action> = {
  id: 'TRB-L3',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: [
    'TRB-7.1',
    'TRB-7.2',
    'TRB-7.3',
    'TRB-5.4',
    'TRB-1.3',
    'COM-6.1',
    'COM-6.3',
    'COM-6.4',
    'COM-6.5',
    'COM-7.1',
    'TRB-D8',
    'TRB-D9',
  ],
  options: {},
  players: PLAYERS,
  table,
  timeline,
  steps: [
    {
      kind: 'info',
      id: 'pickup',
      goal: 'TRB-L3.pickup.goal',
      rules: ['TRB-5.4', 'TRB-7.3', 'TRB-D9', 'COM-7.1'],
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'act',
      id: 'discard',
      goal: 'TRB-L3.discard.goal',
      rules: ['TRB-7.1', 'COM-6.1'],
      explain: 'TRB-L3.discard.explain',
      mistakes: [{ actions: [exchange(YOU)], feedback: 'TRB-L3.discard.keep' }],
      otherwise: 'TRB-L3.discard.otherwise',
      controls: { pickup: 'TRB-L3.discard.peek' },
      highlight: ['6D', '2D', '9C', '5C', '3C'].map((card) => ({ kind: 'card' as const, card })),
    },
    {
      kind: 'info',
      id: 'drawn',
      goal: 'TRB-L3.drawn.goal',
      rules: ['COM-6.1', 'TRB-7.3'],
      highlight: [{ kind: 'trump' }],
    },
    {
      kind: 'quiz',
      id: 'livMax',
      pictures: [{ kind: 'table' }],
      goal: 'TRB-L3.livMax.goal',
      params: { took: stateAt(table, timeline, 1).exchanged[YOU] ?? 0 },
      rules: ['TRB-7.2', 'TRB-7.1'],
      known: { 'TRB-7.2': 'intro' },
      // What the engine allows Liv, right after your exchange.
      answer: () => exchangeLimit(stateAt(table, timeline, 1)),
      choices: [13, 5, 4],
      format: 'number',
      mistakes: [
        { answer: 13, feedback: 'TRB-L3.livMax.all' },
        { answer: 4, feedback: 'TRB-L3.livMax.quota' },
      ],
      otherwise: 'TRB-L3.livMax.explain',
      explain: 'TRB-L3.livMax.explain',
    },
    {
      kind: 'info',
      id: 'rest',
      goal: 'TRB-L3.rest.goal',
      wait: 3,
      params: counts(3),
      rules: ['TRB-7.1', 'TRB-1.3', 'COM-6.3', 'COM-6.4', 'COM-6.5', 'TRB-D8'],
      highlight: [
        { kind: 'seat', seat: LIV },
        { kind: 'seat', seat: RUNE },
      ],
    },
  ],
};
