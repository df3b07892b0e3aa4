// SPD-L8 Playing a nil (rules.md SPD-13) — SPD-5.2, SPD-8.3. Dealer North; bids East 3, You Nil, West 4,
// North 5. Trick 1: East ♥9, you ♥3 (stay below the 9), West ♥5, North ♥A. Trick 2: North ♦A, East ♦4,
// you ♦K (shed the dangerous king under partner's ace), West ♦7.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands, play, trick } from './script.ts';

const options = {};

export const lesson: Lesson<Action> = {
  id: 'SPD-L8',
  game: 'spades',
  version: 1,
  minutes: 3,
  teaches: ['SPD-5.2', 'SPD-8.3'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, NORTH),
    deal: hands(
      '♠ 5 3 2 · ♥ Q 7 3 · ♦ K 5 2 · ♣ 9 6 4 2',
      '♠ Q 10 8 · ♥ 10 6 5 4 · ♦ Q 10 9 7 · ♣ A 8',
      '♠ A K J 6 · ♥ A 8 · ♦ A J 8 6 · ♣ K J 7',
      '♠ 9 7 4 · ♥ K J 9 2 · ♦ 4 3 · ♣ Q 10 5 3',
    ),
  },
  timeline: [
    bid(EAST, 3),
    bid(YOU, 'nil'),
    bid(WEST, 4),
    bid(NORTH, 5),
    ...trick([EAST, '♥9'], [YOU, '♥3'], [WEST, '♥5'], [NORTH, '♥A']),
    ...trick([NORTH, '♦A'], [EAST, '♦4'], [YOU, '♦K'], [WEST, '♦7']),
  ],
  steps: [
    {
      kind: 'act',
      id: 'nil',
      goal: 'SPD-L8.nil.goal',
      rules: ['SPD-5.2', 'SPD-8.3'],
      explain: 'SPD-L8.nil.explain',
      otherwise: 'SPD-L8.nil.other',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'act',
      id: 'duck',
      goal: 'SPD-L8.duck.goal',
      explain: 'SPD-L8.duck.explain',
      alternatives: [{ action: play(YOU, '♥7'), note: 'SPD-L8.duck.seven' }],
      mistakes: [{ actions: [play(YOU, '♥Q')], feedback: 'SPD-L8.duck.queen' }],
      otherwise: 'SPD-L8.duck.explain',
      highlight: [{ kind: 'card', card: card('♥3') }],
    },
    {
      kind: 'act',
      id: 'shed',
      goal: 'SPD-L8.shed.goal',
      explain: 'SPD-L8.shed.explain',
      mistakes: [{ actions: [play(YOU, '♦2'), play(YOU, '♦5')], feedback: 'SPD-L8.shed.small' }],
      otherwise: 'SPD-L8.shed.explain',
      highlight: [
        { kind: 'card', card: card('♦K') },
        { kind: 'seat', seat: NORTH },
      ],
    },
    {
      kind: 'info',
      id: 'safe',
      goal: 'SPD-L8.safe.goal',
      wait: 12,
      rules: ['SPD-8.3'],
      highlight: [{ kind: 'tricks' }],
    },
  ],
};
