// SPR-L6 Inheriting unused exchanges (rules.md SPR-13) — teaches SPR-6.2 (the pass-on rule).
// Standard form, deal 3 (trump ♥), dealer Ola, so Kari is forhånd and you are the middle hand. Kari uses
// only 2 of her 6, so your limit is 4 + 4 = 8; Ola, the dealer, takes the last 2.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'standard' };
const eight = '♠10 ♠8 ♠5 ♠3 ♦7 ♦4 ♣5 ♣3';

export const lesson: Lesson<Action> = {
  id: 'SPR-L6',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: ['SPR-6.2', 'SPR-D6', 'SPR-1.3'],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 3, OLA),
    deal: {
      kind: 'hands',
      hands: [
        '♠ 10 8 5 3 · ♥ Q 6 · ♦ 10 7 4 · ♣ 9 5 3',
        '♠ J 9 7 6 · ♥ 7 5 4 · ♦ 5 3 · ♣ J 7 4',
        '♥ 10 9 8 3 · ♦ J 9 8 6 · ♣ Q 10 8 6',
      ].map(parseCards),
      stock: parseCards('♦Q ♠4 ♥A ♥K ♥J ♠A ♠K ♦A ♦K ♣A ♠Q ♣K'),
    },
  },
  timeline: [exchange(KARI, '♦6 ♣6'), exchange(YOU, eight), exchange(OLA, '♦3 ♣4')],
  steps: [
    {
      kind: 'watch',
      id: 'kari',
      goal: 'SPR-L6.kari.goal',
      until: 1,
      rules: ['SPR-1.3'],
      highlight: [{ kind: 'seat', seat: KARI }],
    },
    {
      kind: 'act',
      id: 'swap',
      goal: 'SPR-L6.swap.goal',
      rules: ['SPR-6.2', 'SPR-D6'],
      explain: 'SPR-L6.swap.explain',
      refusals: [{ action: exchange(YOU, `${eight} ♣9`), rule: 'SPR-6.2' }],
      mistakes: [
        { actions: [exchange(YOU, '♠5 ♠3 ♣5 ♣3'), exchange(YOU, '♠10 ♠8 ♠5 ♠3')], feedback: 'SPR-L6.swap.four' },
        {
          actions: [exchange(YOU, '♥Q ♥6 ♠10 ♠8 ♠5 ♠3 ♣5 ♣3'), exchange(YOU, '♥6 ♠10 ♠8 ♠5 ♠3 ♦4 ♣5 ♣3')],
          feedback: 'SPR-L6.swap.trumps',
        },
      ],
      otherwise: 'SPR-L6.swap.other',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'info',
      id: 'dealer',
      goal: 'SPR-L6.dealer.goal',
      wait: 3,
      rules: ['SPR-6.2'],
      highlight: [{ kind: 'seat', seat: OLA }],
    },
  ],
};
