// SPD-L4 No spade on the first trick (rules.md SPD-13) — SPD-6.5, SPD-D2.
// Dealer North, East leads ♣A. Bids made for the learner: East 3, You 3, West 2, North 3. rules.md's "tutor
// adds: from trick 2 on, the same situation allows a spade" is played out: East leads ♣K and you trump it.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands, play, trick } from './script.ts';

const options = {};

export const lesson: Lesson<Action> = {
  id: 'SPD-L4',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-6.5', 'SPD-D2', 'SPD-S3'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, NORTH),
    deal: hands(
      '♠ A J 7 5 · ♥ K 10 6 3 · ♦ Q 9 5 4 3',
      '♠ Q 10 4 3 2 · ♥ Q 5 4 · ♦ J · ♣ Q J 7 5',
      '♠ K 6 · ♥ A J 2 · ♦ A 8 7 6 · ♣ 8 6 3 2',
      '♠ 9 8 · ♥ 9 8 7 · ♦ K 10 2 · ♣ A K 10 9 4',
    ),
  },
  timeline: [
    bid(EAST, 3),
    bid(YOU, 3),
    bid(WEST, 2),
    bid(NORTH, 3),
    ...trick([EAST, '♣A'], [YOU, '♥3'], [WEST, '♣5'], [NORTH, '♣8']),
    ...trick([EAST, '♣K'], [YOU, '♠5'], [WEST, '♣7'], [NORTH, '♣2']),
  ],
  steps: [
    { kind: 'watch', id: 'bids', goal: 'SPD-L4.bids.goal', until: 4, highlight: [{ kind: 'seat', seat: EAST }] },
    {
      kind: 'act',
      id: 'discard',
      goal: 'SPD-L4.discard.goal',
      rules: ['SPD-6.5'],
      explain: 'SPD-L4.discard.explain',
      alternatives: ['♥6', '♦3', '♦4', '♦5'].map((c) => ({ action: play(YOU, c), note: 'SPD-L4.discard.alt' })),
      refusals: [
        { action: play(YOU, '♠5'), rule: 'SPD-6.5' },
        { action: play(YOU, '♠A'), rule: 'SPD-6.5' },
      ],
      otherwise: 'SPD-L4.discard.high',
      highlight: [{ kind: 'card', card: card('♥3') }],
    },
    {
      kind: 'act',
      id: 'ruff',
      goal: 'SPD-L4.ruff.goal',
      rules: ['SPD-6.5', 'SPD-D2', 'SPD-S3', 'SPD-6.3'],
      explain: 'SPD-L4.ruff.explain',
      alternatives: ['♠7', '♠J'].map((c) => ({ action: play(YOU, c), note: 'SPD-L4.ruff.alt' })),
      mistakes: [{ actions: [play(YOU, '♥6'), play(YOU, '♦3')], feedback: 'SPD-L4.ruff.discard' }],
      otherwise: 'SPD-L4.ruff.other',
      highlight: [{ kind: 'card', card: card('♠5') }, { kind: 'trump' }],
    },
    { kind: 'info', id: 'won', goal: 'SPD-L4.won.goal', wait: 12, rules: ['SPD-6.3'], highlight: [{ kind: 'tricks' }] },
  ],
};
