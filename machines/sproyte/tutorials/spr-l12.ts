// SPR-L12 Talon form: swap the whole hand or keep it (rules.md SPR-13) — teaches SPR-6.5, SPR-D8.
// Talon form, deal 1 (trump ♣), dealer Kari, so you decide first. Your hand is weak: take the talon; the
// offer then stops and you, forhånd, lead. (The "keep" branch of rules.md is lesson SPR-L14.)
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, talon } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'talon' };

export const lesson: Lesson<Action> = {
  id: 'SPR-L12',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: ['SPR-6.5', 'SPR-D8', 'SPR-4.4', 'SPR-5.2', 'SPR-2.2'],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 1, KARI),
    deal: {
      kind: 'hands',
      hands: [
        '♠ 5 3 2 · ♥ 6 4 2 · ♦ 7 5 2 · ♣ 8 6 4 3',
        '♠ J 6 · ♥ K 10 7 3 · ♦ J 10 4 · ♣ J 7 5 2',
        '♠ K 10 9 8 4 · ♥ Q 8 5 · ♦ A 9 6 · ♣ Q 9',
      ].map(parseCards),
      stock: parseCards('♣A ♣K ♣10 ♠A ♠Q ♠7 ♥A ♥J ♥9 ♦K ♦Q ♦8 ♦3'),
    },
  },
  timeline: [talon(YOU, true)],
  steps: [
    {
      kind: 'info',
      id: 'talon',
      goal: 'SPR-L12.talon.goal',
      rules: ['SPR-4.4', 'SPR-5.2', 'SPR-2.2'],
      highlight: [{ kind: 'panel' }, { kind: 'trump' }],
    },
    {
      kind: 'act',
      id: 'take',
      goal: 'SPR-L12.take.goal',
      rules: ['SPR-6.5'],
      explain: 'SPR-L12.take.explain',
      mistakes: [{ actions: [talon(YOU, false)], feedback: 'SPR-L12.take.keep' }],
      refusals: [{ action: exchange(YOU, '♠2'), rule: 'SPR-6.5' }],
      otherwise: 'SPR-L12.take.explain',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'info',
      id: 'stops',
      goal: 'SPR-L12.stops.goal',
      wait: 1,
      rules: ['SPR-6.5', 'SPR-7.1'],
      highlight: [
        { kind: 'seat', seat: OLA },
        { kind: 'seat', seat: KARI },
      ],
    },
  ],
};
