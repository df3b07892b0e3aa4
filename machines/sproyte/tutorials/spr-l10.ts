// SPR-L10 Nullo: duck and throw away high cards (rules.md SPR-13) — teaches SPR-5.3, SPR-8.2, SPR-9.3.
// Variasjonssprøyte, revealed ♠3 (nullo, no trump). Dealer Ola, so Kari leads; nobody exchanges.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, play } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'variation' };
const plays = (cards: string) => parseCards(cards).map((c) => ({ type: 'play' as const, seat: YOU, card: c }));

export const lesson: Lesson<Action> = {
  id: 'SPR-L10',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: ['SPR-5.3', 'SPR-8.2', 'SPR-9.3', 'SPR-2.3', 'SPR-D4'],
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 1, OLA),
    deal: {
      kind: 'hands',
      hands: [
        '♠ Q 9 4 2 · ♥ A 5 3 2 · ♣ K 5 3 2',
        '♠ K · ♥ K 10 9 7 · ♦ A 7 6 · ♣ Q J 7 4',
        '♠ 5 · ♦ Q 10 9 8 5 4 2 · ♣ 10 9 8 6',
      ].map(parseCards),
      stock: parseCards('♥6 ♥J ♠8 ♠10 ♠J ♦3 ♥8 ♠A ♠7 ♣A ♦K ♦J ♠6 ♥4 ♥Q ♠3'),
      revealed: '3S',
    },
  },
  timeline: [
    exchange(KARI, ''),
    exchange(YOU, ''),
    exchange(OLA, ''),
    play(KARI, '♣8'),
    play(YOU, '♣5'),
    play(OLA, '♣J'),
    play(OLA, '♦6'),
    play(KARI, '♦9'),
    play(YOU, '♥A'),
  ],
  steps: [
    {
      kind: 'watch',
      id: 'nullo',
      goal: 'SPR-L10.nullo.goal',
      until: 3,
      rules: ['SPR-5.3', 'SPR-D4'],
      highlight: [{ kind: 'trump' }],
    },
    {
      kind: 'act',
      id: 'duck',
      goal: 'SPR-L10.duck.goal',
      rules: ['SPR-8.2'],
      explain: 'SPR-L10.duck.explain',
      alternatives: ['♣3', '♣2'].map((c) => ({ action: play(YOU, c), note: 'SPR-L10.duck.alt' })),
      mistakes: [{ actions: [play(YOU, '♣K')], feedback: 'SPR-L10.duck.win' }],
      otherwise: 'SPR-L10.duck.explain',
      refusals: [{ action: play(YOU, '♥A'), rule: 'SPR-7.3' }],
    },
    {
      kind: 'info',
      id: 'olaWins',
      goal: 'SPR-L10.olaWins.goal',
      wait: 6,
      rules: ['SPR-8.2'],
      highlight: [{ kind: 'seat', seat: OLA }],
    },
    {
      kind: 'act',
      id: 'throw',
      goal: 'SPR-L10.throw.goal',
      rules: ['SPR-8.2', 'SPR-2.3'],
      explain: 'SPR-L10.throw.explain',
      alternatives: ['♣K', '♠Q'].map((c) => ({ action: play(YOU, c), note: 'SPR-L10.throw.alt' })),
      mistakes: [{ actions: plays('♥ 5 3 2 · ♠ 4 2 · ♣ 3 2'), feedback: 'SPR-L10.throw.low' }],
      otherwise: 'SPR-L10.throw.other',
      highlight: [{ kind: 'card', card: 'AH' }],
    },
    {
      kind: 'info',
      id: 'kariWins',
      goal: 'SPR-L10.kariWins.goal',
      wait: 9,
      rules: ['SPR-8.2', 'SPR-9.3'],
      highlight: [{ kind: 'seat', seat: KARI }, { kind: 'tricks' }],
    },
  ],
};
