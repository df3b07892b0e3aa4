// TRB-L7 When the pickup runs out (rules.md TRB-14) — teaches TRB-7.2. Round 2, deal 5: Liv deals, so the
// exchange order is Liv, Rune, you, and your quota is 3. Liv names ♥ and exchanges 9, Rune 4: the pickup is
// empty, and the engine refuses any exchange of yours (TRB-7.2). Hands of our own, checked by the engine.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, exchangeLimit } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU, awaitingDeal, cards, exchange, hand, nameTrump, stateAt } from './start.ts';

const table = {
  initial: () => awaitingDeal(5),
  deal: {
    kind: 'hands' as const,
    hands: [
      '♠ A K 9 5 · ♥ 10 6 · ♦ A Q 7 · ♣ K J 8 5',
      '♠ 7 6 4 3 · ♥ A K Q J · ♦ 8 6 5 · ♣ 4 3',
      '♠ J 8 2 · ♥ 9 5 3 · ♦ K 10 4 3 · ♣ Q 9 7',
    ].map(hand),
    stock: cards('♠Q ♥8 ♣A ♦J ♠10 ♥7 ♣10 ♦9 ♥4 ♣6 ♦2 ♥2 ♣2'),
  },
};
const timeline: readonly Action[] = [
  nameTrump(LIV, 'H'),
  exchange(LIV, '♠7 ♠6 ♠4 ♠3 ♦8 ♦6 ♦5 ♣4 ♣3'),
  exchange(RUNE, '♠2 ♦4 ♦3 ♣7'),
  exchange(YOU),
];
/** Your turn: Liv and Rune have exchanged. */
const before = stateAt(table, timeline, 3);

export const lesson: Lesson<Action> = {
  id: 'TRB-L7',
  game: 'tribello',
  version: 1,
  minutes: 1,
  teaches: ['TRB-7.2', 'TRB-7.1', 'TRB-1.3', 'COM-6.2'],
  options: {},
  players: PLAYERS,
  table,
  timeline,
  steps: [
    {
      kind: 'info',
      id: 'order',
      goal: 'TRB-L7.order.goal',
      rules: ['TRB-7.1', 'TRB-1.3', 'TRB-4'],
      highlight: [{ kind: 'seat', seat: LIV }],
    },
    {
      kind: 'quiz',
      id: 'limit',
      pictures: [{ kind: 'table' }],
      goal: 'TRB-L7.limit.goal',
      wait: 3,
      params: { liv: before.exchanged[LIV] ?? 0, rune: before.exchanged[RUNE] ?? 0 },
      rules: ['TRB-7.2'],
      // What the engine allows you once Liv and Rune have exchanged.
      answer: () => exchangeLimit(before),
      choices: [13, 3, 4],
      format: 'number',
      mistakes: [
        { answer: 13, feedback: 'TRB-L7.limit.all' },
        { answer: 3, feedback: 'TRB-L7.limit.quota' },
      ],
      otherwise: 'TRB-L7.limit.explain',
      explain: 'TRB-L7.limit.explain',
    },
    {
      kind: 'act',
      id: 'keep',
      goal: 'TRB-L7.keep.goal',
      rules: ['TRB-7.2', 'COM-6.2'],
      explain: 'TRB-L7.keep.explain',
      refusals: [
        { action: exchange(YOU, '♣5'), rule: 'TRB-7.2' },
        { action: exchange(YOU, '♥6 ♣5'), rule: 'TRB-7.2' },
      ],
      otherwise: 'TRB-L7.keep.explain',
      highlight: [{ kind: 'panel' }],
    },
  ],
};
