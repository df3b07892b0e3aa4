// SPD-L12 Jokers (rules.md SPD-13; only with SPD-S14) — SPD-10.3. Joker deck without ♣2 and ♥2.
// Dealer North, East leads. Bids made for the learner: East 5, You 2, West 5, North 1. Trick 1: East ♣A,
// you ♣3, West ♣6, North ♣10. Trick 2: East ♦4, you ♦9, West trumps ♠5 (spades broken), North ♦6.
// Trick 3: West ♠7, North ♠3, East ♠A; your only "spade" is the Little Joker: you must play it, and it wins.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands, play, trick } from './script.ts';

const options = { jokers: '2C2H' };

export const lesson: Lesson<Action> = {
  id: 'SPD-L12',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-10.3', 'SPD-2.3', 'SPD-D10', 'SPD-S14', 'SPD-6.4', 'SPD-7.1'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, NORTH),
    deal: hands(
      'Little Joker · ♥ K J 9 6 4 · ♦ Q 9 3 · ♣ K 8 5 3',
      '♠ K J 10 9 7 5 4 2 · ♥ A 10 · ♣ Q J 6',
      '♠ 6 3 · ♥ Q 8 7 · ♦ J 8 7 6 2 · ♣ 10 7 4',
      'Big Joker · ♠ A Q 8 · ♥ 5 3 · ♦ A K 10 5 4 · ♣ A 9',
    ),
  },
  timeline: [
    bid(EAST, 5),
    bid(YOU, 2),
    bid(WEST, 5),
    bid(NORTH, 1),
    ...trick([EAST, '♣A'], [YOU, '♣3'], [WEST, '♣6'], [NORTH, '♣10']),
    ...trick([EAST, '♦4'], [YOU, '♦9'], [WEST, '♠5'], [NORTH, '♦6']),
    ...trick([WEST, '♠7'], [NORTH, '♠3'], [EAST, '♠A'], [YOU, 'Little Joker']),
  ],
  steps: [
    {
      kind: 'info',
      id: 'deck',
      goal: 'SPD-L12.deck.goal',
      rules: ['SPD-10.3', 'SPD-2.3', 'SPD-D10'],
      highlight: [{ kind: 'card', card: card('Little Joker') }, { kind: 'trump' }],
    },
    {
      kind: 'watch',
      id: 'two',
      goal: 'SPD-L12.two.goal',
      until: 12,
      rules: ['SPD-6.3'],
      highlight: [{ kind: 'seat', seat: WEST }],
    },
    {
      kind: 'act',
      id: 'joker',
      goal: 'SPD-L12.joker.goal',
      rules: ['SPD-10.3', 'SPD-6.4'],
      explain: 'SPD-L12.joker.explain',
      refusals: [
        { action: play(YOU, '♥K'), rule: 'SPD-6.4' },
        { action: play(YOU, '♣K'), rule: 'SPD-6.4' },
      ],
      otherwise: 'SPD-L12.joker.explain',
      highlight: [{ kind: 'card', card: card('Little Joker') }],
    },
    {
      kind: 'info',
      id: 'wins',
      goal: 'SPD-L12.wins.goal',
      wait: 16,
      rules: ['SPD-7.1', 'SPD-10.3'],
      highlight: [{ kind: 'tricks' }],
    },
  ],
};
