// SPD-L1 Partners and following suit (rules.md SPD-13) — SPD-1.1, SPD-6.4, SPD-7.2.
// Dealer North (Kari), so East (Liv) bids first and leads. The bids are made for the learner (a watch step):
// East 5, You 4, West 1, North 1 — what these hands are worth, so the table shows honest numbers.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands, play } from './script.ts';

const options = {};

export const lesson: Lesson<Action> = {
  id: 'SPD-L1',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: [
    'SPD-1.1',
    'SPD-1.2',
    'SPD-1.4',
    'SPD-4.1',
    'SPD-6.1',
    'SPD-6.4',
    'SPD-6.6',
    'SPD-7.2',
    'COM-5.1',
    'COM-5.3',
    'COM-7.3',
  ],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, NORTH),
    deal: hands(
      '♠ K 9 4 · ♥ A Q 8 5 · ♦ A 7 · ♣ K J 6 2',
      '♠ 10 6 5 3 · ♥ J 9 6 · ♦ J 10 9 3 · ♣ 10 7',
      '♠ 8 2 · ♥ K 7 4 2 · ♦ 8 6 2 · ♣ 9 8 5 3',
      '♠ A Q J 7 · ♥ 10 3 · ♦ K Q 5 4 · ♣ A Q 4',
    ),
  },
  timeline: [
    bid(EAST, 5),
    bid(YOU, 4),
    bid(WEST, 1),
    bid(NORTH, 1),
    play(EAST, '♦K'),
    play(YOU, '♦A'),
    play(WEST, '♦3'),
    play(NORTH, '♦2'),
  ],
  steps: [
    {
      kind: 'info',
      id: 'seats',
      goal: 'SPD-L1.seats.goal',
      rules: ['SPD-1.1', 'SPD-1.4', 'COM-7.3'],
      highlight: [{ kind: 'seat', seat: NORTH }],
    },
    {
      kind: 'watch',
      id: 'bids',
      goal: 'SPD-L1.bids.goal',
      until: 4,
      rules: ['SPD-4.1', 'SPD-1.2', 'SPD-6.1'],
      highlight: [{ kind: 'seat', seat: EAST }, { kind: 'panel' }],
    },
    {
      kind: 'act',
      id: 'follow',
      goal: 'SPD-L1.follow.goal',
      rules: ['SPD-6.4', 'COM-5.3'],
      explain: 'SPD-L1.follow.explain',
      praise: 'SPD-L1.follow.praise',
      mistakes: [{ actions: [play(YOU, '♦7')], feedback: 'SPD-L1.follow.low' }],
      refusals: [
        { action: play(YOU, '♠K'), rule: 'SPD-6.4' },
        { action: play(YOU, '♥A'), rule: 'SPD-6.4' },
      ],
      otherwise: 'SPD-L1.follow.explain',
      highlight: [{ kind: 'card', card: card('♦A') }],
    },
    {
      kind: 'info',
      id: 'won',
      goal: 'SPD-L1.won.goal',
      wait: 8,
      rules: ['SPD-7.2', 'SPD-6.6', 'COM-5.1'],
      highlight: [{ kind: 'tricks' }, { kind: 'seat', seat: NORTH }],
    },
  ],
};
