// SPD-L3 You may not lead spades before they are broken (rules.md SPD-13) — SPD-6.2, SPD-6.3, SPD-D9.
// Dealer East, so the learner bids first and leads. Bids made for the learner: You 13 (every trick is a
// sure one), West 1, North Nil (Kari expects none), East 1. Tricks 2–5 are played for the learner.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands, play, trick } from './script.ts';

const options = {};
const SPADES = ['♠K', '♠Q', '♠J', '♠10', '♠9', '♠8', '♠7'];

export const lesson: Lesson<Action> = {
  id: 'SPD-L3',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-6.2', 'SPD-6.3', 'SPD-D9', 'SPD-6.6'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, EAST),
    deal: hands(
      '♠ A K Q J 10 9 8 7 · ♥ A K · ♦ A K · ♣ A',
      '♠ 4 2 · ♥ J 5 4 · ♦ 10 5 4 · ♣ K 8 6 5 3',
      '♠ 6 3 · ♥ Q 7 6 3 2 · ♦ 7 6 3 2 · ♣ Q 7',
      '♠ 5 · ♥ 10 9 8 · ♦ Q J 9 8 · ♣ J 10 9 4 2',
    ),
  },
  timeline: [
    bid(YOU, 13),
    bid(WEST, 1),
    bid(NORTH, 'nil'),
    bid(EAST, 1),
    ...trick([YOU, '♥A'], [WEST, '♥5'], [NORTH, '♥7'], [EAST, '♥9']),
    ...trick([YOU, '♥K'], [WEST, '♥4'], [NORTH, '♥6'], [EAST, '♥8']),
    ...trick([YOU, '♦A'], [WEST, '♦5'], [NORTH, '♦7'], [EAST, '♦9']),
    ...trick([YOU, '♦K'], [WEST, '♦4'], [NORTH, '♦6'], [EAST, '♦8']),
    ...trick([YOU, '♣A'], [WEST, '♣5'], [NORTH, '♣7'], [EAST, '♣9']),
    ...trick([YOU, '♠A'], [WEST, '♠2'], [NORTH, '♠3'], [EAST, '♠5']),
  ],
  steps: [
    {
      kind: 'watch',
      id: 'bids',
      goal: 'SPD-L3.bids.goal',
      until: 4,
      rules: ['SPD-6.1'],
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'act',
      id: 'lead',
      goal: 'SPD-L3.lead.goal',
      rules: ['SPD-6.2'],
      explain: 'SPD-L3.lead.explain',
      refusals: [
        { action: play(YOU, '♠A'), rule: 'SPD-6.2' },
        { action: play(YOU, '♠7'), rule: 'SPD-6.2' },
      ],
      otherwise: 'SPD-L3.lead.other',
      highlight: [{ kind: 'card', card: card('♥A') }, { kind: 'trump' }],
    },
    {
      kind: 'watch',
      id: 'cash',
      goal: 'SPD-L3.cash.goal',
      until: 24,
      rules: ['SPD-6.6'],
      highlight: [{ kind: 'tricks' }],
    },
    {
      kind: 'act',
      id: 'spade',
      goal: 'SPD-L3.spade.goal',
      rules: ['SPD-6.2'],
      explain: 'SPD-L3.spade.explain',
      alternatives: SPADES.map((c) => ({ action: play(YOU, c), note: 'SPD-L3.spade.alt' })),
      otherwise: 'SPD-L3.spade.explain',
      highlight: [{ kind: 'card', card: card('♠A') }, { kind: 'trump' }],
    },
    {
      kind: 'info',
      id: 'still',
      goal: 'SPD-L3.still.goal',
      wait: 28,
      rules: ['SPD-6.3', 'SPD-D9'],
      highlight: [{ kind: 'trump' }],
    },
  ],
};
