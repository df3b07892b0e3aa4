// SPR-L9 Variasjonssprøyte exchange as dealer (rules.md SPR-13) — teaches SPR-6.2, SPR-6.4.
// Revealed ♥Q (grand). You deal, so Ola is forhånd and Kari the middle hand. Ola exchanges 8, Kari 3 of her
// 5; your limit is what is left, 3 + 2 unused = 5, and its last card is the revealed ♥Q (SPR-D5).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'variation' };
const five = '♠4 ♠3 ♥2 ♦2 ♣6';

export const lesson: Lesson<Action> = {
  id: 'SPR-L9',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: ['SPR-6.2', 'SPR-6.4', 'SPR-D5', 'SPR-2.2', 'SPR-4.3', 'COM-6.4'],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 1, YOU),
    deal: {
      kind: 'hands',
      hands: [
        '♠ A K 4 3 · ♥ A K 2 · ♦ K 7 2 · ♣ 8 6',
        '♠ 7 5 · ♥ 10 6 5 3 · ♦ Q 9 8 4 · ♣ J 5',
        '♠ J 6 2 · ♥ J 4 · ♦ J 3 · ♣ Q 10 9 7 2',
      ].map(parseCards),
      stock: parseCards('♠10 ♠9 ♥8 ♥7 ♦6 ♦5 ♣4 ♣3 ♠8 ♥9 ♦10 ♦A ♣A ♠Q ♣K ♥Q'),
      revealed: 'QH',
    },
  },
  timeline: [exchange(OLA, '♠7 ♠5 ♥6 ♥5 ♥3 ♦9 ♦8 ♦4'), exchange(KARI, '♠2 ♥4 ♦3'), exchange(YOU, five)],
  steps: [
    {
      kind: 'info',
      id: 'grand',
      goal: 'SPR-L9.grand.goal',
      rules: ['SPR-2.2', 'SPR-4.3', 'SPR-D5'],
      highlight: [{ kind: 'trump' }],
    },
    {
      kind: 'watch',
      id: 'others',
      goal: 'SPR-L9.others.goal',
      until: 2,
      rules: ['SPR-6.2'],
      highlight: [
        { kind: 'seat', seat: OLA },
        { kind: 'seat', seat: KARI },
      ],
    },
    {
      kind: 'act',
      id: 'swap',
      goal: 'SPR-L9.swap.goal',
      rules: ['SPR-6.2', 'SPR-6.4'],
      explain: 'SPR-L9.swap.explain',
      refusals: [{ action: exchange(YOU, `${five} ♣8`), rule: 'SPR-6.2' }],
      mistakes: [
        { actions: [exchange(YOU, '♠4 ♠3 ♥2 ♦2'), exchange(YOU, '♠3 ♥2 ♦2 ♣6')], feedback: 'SPR-L9.swap.four' },
      ],
      otherwise: 'SPR-L9.swap.other',
      highlight: [{ kind: 'panel' }, ...parseCards(five).map((card) => ({ kind: 'card' as const, card }))],
    },
    {
      kind: 'info',
      id: 'gotQueen',
      goal: 'SPR-L9.gotQueen.goal',
      wait: 3,
      rules: ['SPR-6.4', 'SPR-D5', 'COM-6.4'],
      highlight: [{ kind: 'card', card: 'QH' }],
    },
  ],
};
