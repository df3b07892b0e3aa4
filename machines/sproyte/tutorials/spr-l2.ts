// SPR-L2 Trumping when you cannot follow (rules.md SPR-13) — teaches SPR-7.3, SPR-8.1.
// Standard form, deal 2 (trump ♠), dealer Ola, so Kari is forhånd and leads. Nobody exchanges.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, play } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'standard' };
const hand = parseCards('♠ Q 8 5 · ♥ A J 7 4 · ♣ K Q 9 7 4');
const spades = hand.filter((c) => c[1] === 'S');

export const lesson: Lesson<Action> = {
  id: 'SPR-L2',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-7.3', 'SPR-8.1', 'COM-5.5'],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 2, OLA),
    deal: {
      kind: 'hands',
      hands: [
        hand,
        parseCards('♠ K J 10 6 4 · ♥ K · ♦ 7 6 5 4 3 · ♣ J'),
        parseCards('♠ 7 · ♥ Q 8 3 · ♦ A Q J 9 · ♣ A 10 5 3'),
      ],
      stock: parseCards('♣6 ♥6 ♦10 ♠3 ♥5 ♥10 ♠A ♥9 ♠9 ♦8 ♦K ♣8'),
    },
  },
  timeline: [
    exchange(KARI, ''),
    exchange(YOU, ''),
    exchange(OLA, ''),
    play(KARI, '♦A'),
    play(YOU, '♠5'),
    play(OLA, '♦3'),
  ],
  steps: [
    { kind: 'watch', id: 'keep', goal: 'SPR-L2.keep.goal', until: 3, highlight: [{ kind: 'trump' }] },
    {
      kind: 'act',
      id: 'ruff',
      goal: 'SPR-L2.ruff.goal',
      rules: ['SPR-7.3', 'SPR-8.1'],
      explain: 'SPR-L2.ruff.explain',
      alternatives: ['♠8', '♠Q'].map((c) => ({ action: play(YOU, c), note: 'SPR-L2.ruff.alt' })),
      mistakes: [
        {
          actions: hand.filter((c) => c[1] !== 'S').map((card) => ({ type: 'play', seat: YOU, card })),
          feedback: 'SPR-L2.ruff.discard',
        },
      ],
      otherwise: 'SPR-L2.ruff.explain',
      highlight: spades.map((card) => ({ kind: 'card', card })),
    },
    {
      kind: 'info',
      id: 'won',
      goal: 'SPR-L2.won.goal',
      wait: 6,
      rules: ['SPR-8.1', 'COM-5.5'],
      highlight: [{ kind: 'tricks' }],
    },
  ],
};
