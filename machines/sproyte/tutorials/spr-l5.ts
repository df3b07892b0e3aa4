// SPR-L5 Exchanging as forhånd (rules.md SPR-13) — teaches SPR-6.1, SPR-6.2, SPR-6.3, COM-6.
// Standard form, deal 2 (trump ♠), dealer Kari, so you are forhånd and exchange first (limits 6 / 4 / rest,
// SPR-D6). Ola then exchanges 4 and Kari, the dealer, takes the last 2; you lead (SPR-7.1).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'standard' };
const weak = '♥3 ♦8 ♦6 ♦3 ♣7 ♣4';

export const lesson: Lesson<Action> = {
  id: 'SPR-L5',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: [
    'SPR-6.1',
    'SPR-6.2',
    'SPR-6.3',
    'SPR-D6',
    'SPR-1.2',
    'SPR-1.3',
    'SPR-5.4',
    'COM-6.1',
    'COM-6.2',
    'COM-6.3',
    'COM-7.1',
    'COM-7.2',
    'COM-7.3',
  ],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 2, KARI),
    deal: {
      kind: 'hands',
      hands: [
        '♠ A K 9 4 · ♥ A 3 · ♦ 8 6 3 · ♣ J 7 4',
        '♠ 10 8 7 · ♥ 10 5 · ♦ 10 4 · ♣ K 9 8 6 3',
        '♠ 5 3 · ♥ Q J 7 6 4 · ♦ Q 9 7 5 · ♣ 5',
      ].map(parseCards),
      stock: parseCards('♠Q ♥K ♣A ♦A ♠6 ♥9 ♦K ♣Q ♥8 ♦J ♠J ♣10'),
    },
  },
  timeline: [exchange(YOU, weak), exchange(OLA, '♥5 ♦4 ♣6 ♣3'), exchange(KARI, '♣5 ♦5')],
  steps: [
    {
      kind: 'info',
      id: 'order',
      goal: 'SPR-L5.order.goal',
      rules: ['SPR-1.2', 'SPR-1.3', 'SPR-6.2', 'SPR-D6', 'SPR-5.4', 'COM-6.2'],
      highlight: [{ kind: 'panel' }, { kind: 'trump' }],
    },
    {
      kind: 'act',
      id: 'swap',
      goal: 'SPR-L5.swap.goal',
      rules: ['SPR-6.1', 'SPR-6.2', 'COM-6.1'],
      explain: 'SPR-L5.swap.explain',
      refusals: [{ action: exchange(YOU, `${weak} ♣J`), rule: 'SPR-6.2' }],
      mistakes: [
        {
          actions: [exchange(YOU, '♠4 ♦8 ♦6 ♦3 ♣7 ♣4'), exchange(YOU, '♠4 ♥3 ♦8 ♦6 ♦3 ♣4')],
          feedback: 'SPR-L5.swap.trumps',
        },
        { actions: [exchange(YOU, ''), exchange(YOU, '♥3'), exchange(YOU, '♦3 ♣4')], feedback: 'SPR-L5.swap.few' },
      ],
      otherwise: 'SPR-L5.swap.other',
      highlight: parseCards(weak).map((card) => ({ kind: 'card', card })),
    },
    { kind: 'info', id: 'newHand', goal: 'SPR-L5.newHand.goal', wait: 1, rules: ['COM-6.1'] },
    {
      kind: 'info',
      id: 'counts',
      goal: 'SPR-L5.counts.goal',
      wait: 3,
      rules: ['SPR-6.3', 'COM-6.3', 'COM-7.1', 'COM-7.2', 'COM-7.3'],
      highlight: [
        { kind: 'seat', seat: OLA },
        { kind: 'seat', seat: KARI },
      ],
    },
  ],
};
