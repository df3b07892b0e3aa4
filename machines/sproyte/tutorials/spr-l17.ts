// SPR-L17 (ours) Ace low in nullo, a setting — teaches SPR-8.3 (SPR-S7) and SPR-2.3. Variasjonssprøyte with
// "ace low in nullo" on; revealed ♦4 (nullo). Dealer Ola, so Kari leads ♣3: your ♣A is now the smallest
// club, so it ducks under Kari's three, while Ola's ♣2 still ranks above it.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, play } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'variation', nulloAceLow: true };

export const lesson: Lesson<Action> = {
  id: 'SPR-L17',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-8.3', 'SPR-2.3', 'SPR-S7'],
  ours: true,
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 1, OLA),
    deal: {
      kind: 'hands',
      hands: [
        '♠ A 9 8 · ♥ K 7 6 3 · ♦ Q 9 · ♣ A 5 4',
        '♠ K Q 7 6 · ♥ A Q 10 · ♦ A K 8 7 · ♣ 2',
        '♠ 5 4 · ♥ 9 8 · ♦ J 10 6 · ♣ K Q J 10 3',
      ].map(parseCards),
      stock: parseCards('♠J ♥J ♣9 ♠10 ♥5 ♣8 ♠3 ♥4 ♣7 ♦5 ♠2 ♥2 ♣6 ♦3 ♦2 ♦4'),
      revealed: '4D',
    },
  },
  timeline: [
    exchange(KARI, ''),
    exchange(YOU, ''),
    exchange(OLA, ''),
    play(KARI, '♣3'),
    play(YOU, '♣A'),
    play(OLA, '♣2'),
  ],
  steps: [
    {
      kind: 'watch',
      id: 'setting',
      goal: 'SPR-L17.setting.goal',
      until: 3,
      rules: ['SPR-2.3', 'SPR-S7'],
      highlight: [{ kind: 'trump' }],
    },
    {
      kind: 'act',
      id: 'duck',
      goal: 'SPR-L17.duck.goal',
      rules: ['SPR-8.3'],
      explain: 'SPR-L17.duck.explain',
      mistakes: [{ actions: [play(YOU, '♣4'), play(YOU, '♣5')], feedback: 'SPR-L17.duck.high' }],
      refusals: [{ action: play(YOU, '♠A'), rule: 'SPR-7.3' }],
      otherwise: 'SPR-L17.duck.explain',
      highlight: [{ kind: 'card', card: 'AC' }],
    },
    {
      kind: 'info',
      id: 'kariWins',
      goal: 'SPR-L17.kariWins.goal',
      wait: 6,
      rules: ['SPR-8.3'],
      highlight: [{ kind: 'seat', seat: KARI }],
    },
  ],
};
