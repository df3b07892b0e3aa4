// SPD-L5 Bidding and the team contract (rules.md SPD-13) — SPD-5.1–5.4.
// Dealer South, so West, North and East bid before the learner: 3, 2, 3. The learner counts ♠A, ♠K, ♥A and
// one more from ruffing clubs and ♦K Q, and bids 4: Us 2 + 4 = 6, Them 3 + 3 = 6.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands } from './script.ts';

const options = {};

export const lesson: Lesson<Action> = {
  id: 'SPD-L5',
  game: 'spades',
  version: 1,
  minutes: 2,
  teaches: ['SPD-5', 'SPD-5.1', 'SPD-5.2', 'SPD-5.3', 'SPD-5.4', 'SPD-5.7'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, YOU),
    deal: hands(
      '♠ A K 6 3 2 · ♥ A 9 4 · ♦ K Q 8 5 3',
      '♠ Q 8 7 5 · ♥ K 8 · ♦ A · ♣ A Q 10 9 7 4',
      '♠ 10 4 · ♥ Q J 10 3 2 · ♦ 9 7 6 2 · ♣ 6 2',
      '♠ J 9 · ♥ 7 6 5 · ♦ J 10 4 · ♣ K J 8 5 3',
    ),
  },
  timeline: [bid(WEST, 3), bid(NORTH, 2), bid(EAST, 3), bid(YOU, 4)],
  steps: [
    {
      kind: 'info',
      id: 'once',
      goal: 'SPD-L5.once.goal',
      rules: ['SPD-5.1'],
      highlight: [{ kind: 'panel' }, { kind: 'seat', seat: WEST }],
    },
    {
      kind: 'info',
      id: 'count',
      goal: 'SPD-L5.count.goal',
      wait: 3,
      highlight: ['♠A', '♠K', '♥A'].map((c) => ({ kind: 'card' as const, card: card(c) })),
    },
    {
      kind: 'act',
      id: 'bid',
      goal: 'SPD-L5.bid.goal',
      rules: ['SPD-5.1', 'SPD-5.2'],
      explain: 'SPD-L5.bid.explain',
      mistakes: [
        { actions: [bid(YOU, 3)], feedback: 'SPD-L5.bid.low' },
        { actions: [bid(YOU, 5)], feedback: 'SPD-L5.bid.high' },
        { actions: [bid(YOU, 'nil')], feedback: 'SPD-L5.bid.nil' },
      ],
      refusals: [{ action: bid(YOU, 0), rule: 'SPD-5.2' }],
      otherwise: 'SPD-L5.bid.other',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'info',
      id: 'contract',
      goal: 'SPD-L5.contract.goal',
      wait: 4,
      rules: ['SPD-5.3', 'SPD-5.4', 'SPD-5.7'],
      highlight: [{ kind: 'seat', seat: NORTH }, { kind: 'seat', seat: EAST }, { kind: 'score' }],
    },
  ],
};
