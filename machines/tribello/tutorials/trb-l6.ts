// TRB-L6 Round 2: the dealer names trump before any exchange (rules.md TRB-14) — teaches TRB-6.2, TRB-D3.
// Round 2, deal 4, you deal. You name ♠, then exchange (♣7 ♣4 ♥5 ♦8 suggested → ♦J ♥10 ♠8 ♣8, drawn blind).
// Liv then takes 2 and Rune 3. Exchanging before naming, and "no trump", are refused by the engine.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU, awaitingDeal, cards, exchange, hand, nameTrump, stateAt } from './start.ts';

const table = {
  initial: () => awaitingDeal(4),
  deal: {
    kind: 'hands' as const,
    hands: [
      '♠ A K Q 9 6 3 · ♥ A 5 · ♦ K 8 · ♣ J 7 4',
      '♠ 7 5 · ♥ K J 7 3 · ♦ A 10 7 3 2 · ♣ A 3',
      '♠ 10 4 · ♥ Q 8 4 2 · ♦ 9 6 5 · ♣ Q 10 5 2',
    ].map(hand),
    stock: cards('♦J ♥10 ♠8 ♣8 ♥9 ♠2 ♥6 ♦4 ♦Q ♣9 ♣K ♠J ♣6'),
  },
};
const timeline: readonly Action[] = [
  nameTrump(YOU, 'S'),
  exchange(YOU, '♣7 ♣4 ♥5 ♦8'),
  exchange(LIV, '♠7 ♠5'),
  exchange(RUNE, '♠4 ♦6 ♦5'),
];
/** After the three exchanges. */
const after = stateAt(table, timeline, timeline.length);

export const lesson: Lesson<Action> = {
  id: 'TRB-L6',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: ['TRB-6.2', 'TRB-D3', 'TRB-D9', 'COM-6.1', 'COM-6.3'],
  options: {},
  players: PLAYERS,
  table,
  timeline,
  steps: [
    {
      kind: 'act',
      id: 'name',
      goal: 'TRB-L6.name.goal',
      rules: ['TRB-6.2', 'TRB-D3'],
      explain: 'TRB-L6.name.explain',
      mistakes: [
        { actions: (['H', 'D', 'C'] as const).map((suit) => nameTrump(YOU, suit)), feedback: 'TRB-L6.name.weak' },
      ],
      refusals: [
        { action: exchange(YOU, '♣7 ♣4 ♥5 ♦8'), rule: 'TRB-6.2' },
        { action: nameTrump(YOU, null), rule: 'TRB-6.2' },
      ],
      otherwise: 'TRB-L6.name.weak',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'act',
      id: 'swap',
      goal: 'TRB-L6.swap.goal',
      rules: ['COM-6.1', 'TRB-D9'],
      explain: 'TRB-L6.swap.explain',
      // Four cards either way, so the same four come from the top.
      alternatives: ['♣J ♣7 ♣4 ♥5', '♣J ♣7 ♣4 ♦8'].map((d) => ({ action: exchange(YOU, d), note: 'TRB-L6.swap.alt' })),
      otherwise: 'TRB-L6.swap.otherwise',
      highlight: ['7C', '4C', '5H', '8D'].map((card) => ({ kind: 'card' as const, card })),
    },
    {
      kind: 'info',
      id: 'drawn',
      goal: 'TRB-L6.drawn.goal',
      wait: 2,
      rules: ['COM-6.1', 'TRB-D9'],
      highlight: ['JD', 'TH', '8S', '8C'].map((card) => ({ kind: 'card' as const, card })),
    },
    {
      kind: 'info',
      id: 'others',
      goal: 'TRB-L6.others.goal',
      wait: 4,
      params: { liv: after.exchanged[LIV] ?? 0, rune: after.exchanged[RUNE] ?? 0 },
      rules: ['COM-6.3'],
      highlight: [
        { kind: 'seat', seat: LIV },
        { kind: 'seat', seat: RUNE },
      ],
    },
  ],
};
