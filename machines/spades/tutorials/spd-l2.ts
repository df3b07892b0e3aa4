// SPD-L2 Spades are trump; breaking spades (rules.md SPD-13) — SPD-2.2, SPD-6.3, SPD-7.1.
// Dealer North, East leads. Bids made for the learner: East 5, You 3, West 2, North 1. Trick 1 is played
// for the learner (East's ♣A wins); on trick 2 the learner, void in hearts, trumps East's ♥A with ♠4.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands, play, trick } from './script.ts';

const options = {};

export const lesson: Lesson<Action> = {
  id: 'SPD-L2',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-2.2', 'SPD-6.3', 'SPD-6.4', 'SPD-7.1', 'COM-5.4', 'COM-5.5'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, NORTH),
    deal: hands(
      '♠ Q 10 4 3 · ♦ K J 8 6 2 · ♣ Q 9 5 3',
      '♠ 7 6 5 2 · ♥ Q J 2 · ♦ A 7 5 · ♣ 6 4 2',
      '♠ A 9 · ♥ 10 9 8 3 · ♦ 10 9 4 3 · ♣ J 8 7',
      '♠ K J 8 · ♥ A K 7 6 5 4 · ♦ Q · ♣ A K 10',
    ),
  },
  timeline: [
    bid(EAST, 5),
    bid(YOU, 3),
    bid(WEST, 2),
    bid(NORTH, 1),
    ...trick([EAST, '♣A'], [YOU, '♣3'], [WEST, '♣4'], [NORTH, '♣7']),
    ...trick([EAST, '♥A'], [YOU, '♠4'], [WEST, '♥2'], [NORTH, '♥9']),
  ],
  steps: [
    { kind: 'info', id: 'trump', goal: 'SPD-L2.trump.goal', rules: ['SPD-2.2'], highlight: [{ kind: 'trump' }] },
    { kind: 'watch', id: 'first', goal: 'SPD-L2.first.goal', until: 8, highlight: [{ kind: 'seat', seat: EAST }] },
    {
      kind: 'act',
      id: 'ruff',
      goal: 'SPD-L2.ruff.goal',
      rules: ['SPD-6.4', 'SPD-7.1', 'COM-5.5'],
      explain: 'SPD-L2.ruff.explain',
      praise: 'SPD-L2.ruff.praise',
      alternatives: [
        { action: play(YOU, '♠3'), note: 'SPD-L2.ruff.three' },
        ...['♠10', '♠Q'].map((c) => ({ action: play(YOU, c), note: 'SPD-L2.ruff.high' })),
      ],
      mistakes: [{ actions: [play(YOU, '♦2')], feedback: 'SPD-L2.ruff.discard' }],
      otherwise: 'SPD-L2.ruff.other',
      highlight: [{ kind: 'card', card: card('♠4') }],
    },
    {
      kind: 'info',
      id: 'broken',
      goal: 'SPD-L2.broken.goal',
      wait: 12,
      rules: ['SPD-6.3', 'SPD-7.1'],
      highlight: [{ kind: 'trump' }, { kind: 'tricks' }],
    },
  ],
};
