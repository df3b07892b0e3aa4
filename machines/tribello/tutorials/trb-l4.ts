// TRB-L4 The dealer leads; follow suit; trump when void (rules.md TRB-14) — teaches TRB-8, TRB-9.1.
// Round 1, deal 3: Rune deals, you cut and reveal ♠5 (spades trump; the ♠5 ends with Rune). Nobody exchanges.
// Trick 1: Rune ♦K, you must follow (♦4), Liv ♦A wins. Trick 2: Liv ♣K, Rune ♣3, you trump with ♠3 and win.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU, awaitingDeal, cards, exchange, hand, play } from './start.ts';

const you = (card: string) => play(YOU, card);

export const lesson: Lesson<Action> = {
  id: 'TRB-L4',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: [
    'TRB-8',
    'TRB-8.1',
    'TRB-8.2',
    'TRB-8.3',
    'TRB-9.1',
    'TRB-2.1',
    'COM-1.2',
    'COM-5.1',
    'COM-5.3',
    'COM-5.4',
    'COM-5.5',
    'COM-5.6',
    'COM-6.2',
  ],
  options: {},
  players: PLAYERS,
  table: {
    initial: () => awaitingDeal(3),
    deal: {
      kind: 'hands',
      hands: [
        '♠ A J 9 3 · ♥ A Q J 7 5 4 · ♦ J 8 4',
        '♠ K 8 · ♦ A 10 5 3 2 · ♣ K J 10 7 5 2',
        '♠ Q 10 7 6 5 · ♥ 10 8 3 · ♦ K 9 · ♣ A Q 3',
      ].map(hand),
      stock: cards('♠4 ♣9 ♦7 ♥9 ♥2 ♠2 ♥6 ♣6 ♣4 ♦Q ♦6 ♣8 ♥K'),
      revealed: '5S',
    },
  },
  timeline: [
    exchange(RUNE),
    exchange(YOU),
    exchange(LIV),
    play(RUNE, '♦K'),
    you('♦4'),
    play(LIV, '♦A'),
    play(LIV, '♣K'),
    play(RUNE, '♣3'),
    you('♠3'),
  ],
  steps: [
    {
      kind: 'watch',
      id: 'keep',
      goal: 'TRB-L4.keep.goal',
      until: 3,
      rules: ['TRB-8.1', 'TRB-6.1', 'COM-6.2'],
      highlight: [{ kind: 'seat', seat: RUNE }, { kind: 'trump' }],
    },
    {
      kind: 'act',
      id: 'follow',
      goal: 'TRB-L4.follow.goal',
      rules: ['TRB-8.2', 'COM-5.3', 'COM-5.1'],
      explain: 'TRB-L4.follow.explain',
      alternatives: ['♦8', '♦J'].map((c) => ({ action: you(c), note: 'TRB-L4.follow.alt' })),
      refusals: [
        { action: you('♠3'), rule: 'TRB-8.2' },
        { action: you('♥4'), rule: 'TRB-8.2' },
      ],
      otherwise: 'TRB-L4.follow.explain',
      highlight: [{ kind: 'card', card: '4D' }],
    },
    {
      kind: 'info',
      id: 'livWins',
      goal: 'TRB-L4.livWins.goal',
      wait: 6,
      rules: ['TRB-9.1', 'TRB-8.3', 'TRB-2.1', 'COM-1.2', 'COM-5.5', 'COM-5.6'],
      highlight: [{ kind: 'seat', seat: LIV }, { kind: 'tricks' }],
    },
    {
      kind: 'act',
      id: 'ruff',
      goal: 'TRB-L4.ruff.goal',
      rules: ['TRB-8.2', 'TRB-9.1', 'COM-5.4'],
      explain: 'TRB-L4.ruff.explain',
      alternatives: ['♠9', '♠J', '♠A'].map((c) => ({ action: you(c), note: 'TRB-L4.ruff.alt' })),
      mistakes: [
        {
          actions: cards('♥A ♥Q ♥J ♥7 ♥5 ♥4 ♦J ♦8').map((c) => ({ type: 'play', seat: YOU, card: c })),
          feedback: 'TRB-L4.ruff.discard',
        },
      ],
      otherwise: 'TRB-L4.ruff.discard',
      highlight: [{ kind: 'card', card: '3S' }],
    },
    {
      kind: 'info',
      id: 'won',
      goal: 'TRB-L4.won.goal',
      wait: 9,
      rules: ['TRB-9.1', 'TRB-8.3'],
      highlight: [{ kind: 'tricks' }],
    },
  ],
};
