// TRB-L8 Round 3: no trump (rules.md TRB-14) — teaches TRB-6.3, TRB-9.2. Round 3, deal 9: Rune deals and
// leads; nobody exchanges. Rune ♦4, you (no diamonds) throw the ♠A, Liv ♦9 wins: in a no-trump deal only
// the led suit can win. The who-wins answer is the engine's trick winner.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU, awaitingDeal, cards, exchange, hand, play, stateAt } from './start.ts';

const YOUR_HAND = '♠ A K 7 2 · ♥ A 10 8 3 · ♣ A Q 9 6 5';
const table = {
  initial: () => awaitingDeal(9),
  deal: {
    kind: 'hands' as const,
    hands: [YOUR_HAND, '♠ 9 8 4 · ♥ Q 5 · ♦ J 9 8 7 3 · ♣ K J 10', '♠ Q J 6 5 · ♥ 4 2 · ♦ A Q 10 5 4 · ♣ 7 3'].map(
      hand,
    ),
    stock: cards('♦K ♥6 ♠3 ♦6 ♥K ♥J ♣8 ♦2 ♣4 ♠10 ♣2 ♥7 ♥9'),
  },
};
const timeline: readonly Action[] = [
  exchange(RUNE),
  exchange(YOU),
  exchange(LIV),
  play(RUNE, '♦4'),
  play(YOU, '♠A'),
  play(LIV, '♦9'),
];

export const lesson: Lesson<Action> = {
  id: 'TRB-L8',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: ['TRB-6.3', 'TRB-9.2', 'TRB-8.1', 'COM-1.3', 'COM-5.3', 'COM-5.5'],
  options: {},
  players: PLAYERS,
  table,
  timeline,
  steps: [
    {
      kind: 'watch',
      id: 'keep',
      goal: 'TRB-L8.keep.goal',
      until: 3,
      rules: ['TRB-6.3', 'TRB-8.1'],
      highlight: [{ kind: 'seat', seat: RUNE }, { kind: 'trump' }],
    },
    {
      kind: 'act',
      id: 'void',
      goal: 'TRB-L8.void.goal',
      rules: ['COM-5.3'],
      explain: 'TRB-L8.void.explain',
      // Any card is allowed when you have no diamonds; the lesson throws the ace to show what happens to it.
      alternatives: hand(YOUR_HAND)
        .filter((c) => c !== 'AS')
        .map((card) => ({ action: { type: 'play', seat: YOU, card }, note: 'TRB-L8.void.alt' })),
      otherwise: 'TRB-L8.void.explain',
      highlight: [{ kind: 'card', card: 'AS' }],
    },
    {
      kind: 'quiz',
      id: 'who',
      pictures: [{ kind: 'table' }],
      goal: 'TRB-L8.who.goal',
      wait: 6,
      rules: ['TRB-9.2', 'COM-1.3', 'COM-5.5'],
      known: { 'TRB-9.2': 'intro' },
      answer: () => stateAt(table, timeline, 6).lastTrick?.winner ?? -1,
      choices: [YOU, RUNE],
      format: 'seat',
      mistakes: [
        { answer: YOU, feedback: 'TRB-L8.who.ace' },
        { answer: RUNE, feedback: 'TRB-L8.who.low' },
      ],
      otherwise: 'TRB-L8.who.explain',
      explain: 'TRB-L8.who.explain',
      highlight: [{ kind: 'tricks' }],
    },
  ],
};
