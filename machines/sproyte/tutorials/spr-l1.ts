// SPR-L1 Follow suit and who wins (rules.md SPR-13) — teaches SPR-7.1, SPR-7.3, SPR-7.4, SPR-8.1.
// Standard form, deal 1 (trump ♣), dealer Ola, so Kari is forhånd and leads. Nobody exchanges.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, play } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'standard' };

export const lesson: Lesson<Action> = {
  id: 'SPR-L1',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: ['SPR-7.1', 'SPR-7.3', 'SPR-7.4', 'SPR-8.1', 'COM-2.1', 'COM-5.3', 'COM-5.5'],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 1, OLA),
    deal: {
      kind: 'hands',
      hands: [
        '♠ A K 7 · ♥ 8 5 · ♦ Q J 9 4 · ♣ 10 6 3',
        '♠ 10 8 3 · ♥ A J · ♦ A 6 5 3 · ♣ A Q 7',
        '♠ Q J 9 4 · ♥ K Q 10 9 7 4 · ♦ 8 7',
      ].map(parseCards),
      stock: parseCards('♣4 ♠6 ♠5 ♦10 ♥3 ♣J ♥6 ♣K ♣5 ♦K ♣9 ♣8'),
    },
  },
  timeline: [
    exchange(KARI, ''),
    exchange(YOU, ''),
    exchange(OLA, ''),
    play(KARI, '♥K'),
    play(YOU, '♥5'),
    play(OLA, '♥A'),
    play(OLA, '♦A'),
    play(KARI, '♦8'),
    play(YOU, '♦4'),
  ],
  steps: [
    {
      kind: 'watch',
      id: 'keep',
      goal: 'SPR-L1.keep.goal',
      until: 3,
      rules: ['SPR-7.1'],
      highlight: [{ kind: 'seat', seat: KARI }],
    },
    {
      kind: 'act',
      id: 'follow',
      goal: 'SPR-L1.follow.goal',
      rules: ['SPR-7.3', 'COM-5.3'],
      explain: 'SPR-L1.follow.explain',
      alternatives: [{ action: play(YOU, '♥8'), note: 'SPR-L1.follow.alt' }],
      refusals: [
        { action: play(YOU, '♣3'), rule: 'SPR-7.3' },
        { action: play(YOU, '♠A'), rule: 'SPR-7.3' },
      ],
      otherwise: 'SPR-L1.follow.explain',
      highlight: [{ kind: 'card', card: '5H' }],
    },
    {
      kind: 'info',
      id: 'olaWins',
      goal: 'SPR-L1.olaWins.goal',
      wait: 6,
      rules: ['SPR-8.1', 'SPR-7.4'],
      highlight: [{ kind: 'seat', seat: OLA }, { kind: 'tricks' }],
    },
    {
      kind: 'act',
      id: 'diamond',
      goal: 'SPR-L1.diamond.goal',
      rules: ['SPR-7.3'],
      explain: 'SPR-L1.diamond.explain',
      alternatives: ['♦9', '♦J', '♦Q'].map((c) => ({ action: play(YOU, c), note: 'SPR-L1.diamond.alt' })),
      refusals: [{ action: play(YOU, '♠A'), rule: 'SPR-7.3' }],
      otherwise: 'SPR-L1.diamond.explain',
    },
    { kind: 'info', id: 'end', goal: 'SPR-L1.end.goal', wait: 9, rules: ['SPR-8.1'] },
  ],
};
