// SPR-L3 The highest trump wins — don't waste a small trump (rules.md SPR-13) — teaches SPR-7.3, SPR-8.1.
// Standard form, deal 3 (trump ♥), dealer You, so Ola is forhånd and leads. Nobody exchanges.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, play } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'standard' };

export const lesson: Lesson<Action> = {
  id: 'SPR-L3',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-7.3', 'SPR-8.1', 'COM-5.4'],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 3, YOU),
    deal: {
      kind: 'hands',
      hands: [
        '♥ 10 4 · ♦ A K 8 5 3 · ♣ A J 8 6 3',
        '♠ A K Q 10 5 3 · ♥ 9 8 · ♦ 10 4 · ♣ 7 5',
        '♥ K Q J 6 3 · ♦ 9 7 6 · ♣ K Q 9 4',
      ].map(parseCards),
      stock: parseCards('♠4 ♠7 ♠J ♠8 ♣10 ♠9 ♦J ♠6 ♦Q ♥A ♥5 ♥7'),
    },
  },
  timeline: [
    exchange(OLA, ''),
    exchange(KARI, ''),
    exchange(YOU, ''),
    play(OLA, '♠A'),
    play(KARI, '♥J'),
    play(YOU, '♣3'),
  ],
  steps: [
    { kind: 'watch', id: 'keep', goal: 'SPR-L3.keep.goal', until: 3, highlight: [{ kind: 'trump' }] },
    {
      kind: 'act',
      id: 'discard',
      goal: 'SPR-L3.discard.goal',
      rules: ['SPR-8.1', 'SPR-7.3', 'COM-5.4'],
      explain: 'SPR-L3.discard.explain',
      alternatives: ['♦3', '♦5', '♣6', '♦8', '♣8'].map((c) => ({ action: play(YOU, c), note: 'SPR-L3.discard.alt' })),
      mistakes: [{ actions: [play(YOU, '♥10'), play(YOU, '♥4')], feedback: 'SPR-L3.discard.wasted' }],
      otherwise: 'SPR-L3.discard.big',
      highlight: [{ kind: 'card', card: '3C' }],
    },
    {
      kind: 'info',
      id: 'won',
      goal: 'SPR-L3.won.goal',
      wait: 6,
      rules: ['SPR-8.1'],
      highlight: [{ kind: 'seat', seat: KARI }],
    },
  ],
};
