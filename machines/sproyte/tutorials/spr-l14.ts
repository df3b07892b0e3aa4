// SPR-L14 (ours) Keep your hand: the talon stays closed — the "keep" branch of SPR-L12 (rules.md SPR-13),
// teaches SPR-6.5, SPR-D8, SPR-5.2. Talon form, deal 2 (trump ♠), dealer Ola: Kari (forhånd) is offered the
// talon first and keeps, you keep a strong hand, Ola keeps too; nobody ever sees the talon, and Kari leads.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, talon } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'talon' };

export const lesson: Lesson<Action> = {
  id: 'SPR-L14',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-6.5', 'SPR-D8', 'SPR-5.2', 'SPR-7.1', 'SPR-7.5'],
  ours: true,
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 2, OLA),
    deal: {
      kind: 'hands',
      hands: [
        '♠ A K Q J 9 · ♥ A K 5 · ♦ A 7 · ♣ A 8 3',
        '♠ 7 6 2 · ♥ 8 7 4 · ♦ J 10 9 8 · ♣ 9 7 6',
        '♠ 10 8 · ♥ Q J 10 9 · ♦ K Q 6 · ♣ K Q J 10',
      ].map(parseCards),
      stock: parseCards('♠5 ♥6 ♦5 ♣5 ♠4 ♥3 ♦4 ♣4 ♠3 ♥2 ♦3 ♣2 ♦2'),
    },
  },
  timeline: [talon(KARI, false), talon(YOU, false), talon(OLA, false)],
  steps: [
    {
      kind: 'watch',
      id: 'kari',
      goal: 'SPR-L14.kari.goal',
      until: 1,
      rules: ['SPR-6.5', 'SPR-5.2'],
      highlight: [{ kind: 'seat', seat: KARI }, { kind: 'trump' }],
    },
    {
      kind: 'act',
      id: 'keep',
      goal: 'SPR-L14.keep.goal',
      rules: ['SPR-6.5'],
      explain: 'SPR-L14.keep.explain',
      mistakes: [{ actions: [talon(YOU, true)], feedback: 'SPR-L14.keep.take' }],
      refusals: [{ action: exchange(YOU, '♣3'), rule: 'SPR-6.5' }],
      otherwise: 'SPR-L14.keep.explain',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'info',
      id: 'closed',
      goal: 'SPR-L14.closed.goal',
      wait: 3,
      rules: ['SPR-D8', 'SPR-7.1', 'SPR-7.5'],
      highlight: [{ kind: 'seat', seat: KARI }],
    },
  ],
};
