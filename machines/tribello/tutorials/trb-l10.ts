// TRB-L10 Round 4: exchange to get rid of winners, then duck (rules.md TRB-14) — teaches TRB-7, TRB-9.2.
// Round 4, deal 12: Rune deals; you are on his left (quota 4), Liv on his right (quota 6). Rune exchanges 3
// (♣A ♠Q ♦J away, ♦5 ♣6 ♠9 in) and keeps ♥J; you may take up to 10 and throw away your six honours for
// ♠6 ♥5 ♦4 ♣4 ♠2 ♥2; Liv swaps ♦K ♦Q and keeps ♥8. Trick 1: Rune ♥J, you ♥5, Liv ♥8; Rune wins.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, exchangeLimit } from '../rules/index.ts';
import { LIV, PLAYERS, RUNE, YOU, awaitingDeal, cards, exchange, hand, play, stateAt } from './start.ts';

const table = {
  initial: () => awaitingDeal(12),
  deal: {
    kind: 'hands' as const,
    hands: [
      '♠ A K 4 · ♥ A Q 3 · ♦ A 7 2 · ♣ K 8 5 3',
      '♠ J 8 5 3 · ♥ K 8 · ♦ K Q 10 9 · ♣ Q 9 7',
      '♠ Q 10 · ♥ J 10 7 6 4 · ♦ J 6 3 · ♣ A J 10',
    ].map(hand),
    stock: cards('♦5 ♣6 ♠9 ♠6 ♥5 ♦4 ♣4 ♠2 ♥2 ♠7 ♦8 ♣2 ♥9'),
  },
};
const timeline: readonly Action[] = [
  exchange(RUNE, '♣A ♠Q ♦J'),
  exchange(YOU, '♠A ♠K ♥A ♥Q ♦A ♣K'),
  exchange(LIV, '♦K ♦Q'),
  play(RUNE, '♥J'),
  play(YOU, '♥5'),
  play(LIV, '♥8'),
];

export const lesson: Lesson<Action> = {
  id: 'TRB-L10',
  game: 'tribello',
  version: 1,
  minutes: 3,
  teaches: ['TRB-7', 'TRB-7.1', 'TRB-7.2', 'TRB-6.4', 'TRB-9.2', 'TRB-8.2'],
  options: {},
  players: PLAYERS,
  table,
  timeline,
  steps: [
    {
      kind: 'info',
      id: 'ceiling',
      goal: 'TRB-L10.ceiling.goal',
      rules: ['TRB-6.4', 'TRB-4'],
      highlight: [{ kind: 'seat', seat: RUNE }],
    },
    {
      kind: 'quiz',
      id: 'max',
      pictures: [{ kind: 'table' }],
      goal: 'TRB-L10.max.goal',
      wait: 1,
      params: { rune: stateAt(table, timeline, 1).exchanged[RUNE] ?? 0 },
      rules: ['TRB-7.2'],
      // What the engine allows you after Rune's exchange.
      answer: () => exchangeLimit(stateAt(table, timeline, 1)),
      choices: [13, 4, 3],
      format: 'number',
      mistakes: [
        { answer: 13, feedback: 'TRB-L10.max.all' },
        { answer: 4, feedback: 'TRB-L10.max.quota' },
      ],
      otherwise: 'TRB-L10.max.explain',
      explain: 'TRB-L10.max.explain',
    },
    {
      kind: 'act',
      id: 'dump',
      goal: 'TRB-L10.dump.goal',
      rules: ['TRB-7.1', 'TRB-7.2', 'TRB-6.4'],
      explain: 'TRB-L10.dump.explain',
      mistakes: [
        {
          actions: ['♠4 ♥3 ♦7 ♦2 ♣5 ♣3', '♠4 ♥3 ♦2 ♣3', '♦2 ♣3', '♣5 ♣3'].map((d) => exchange(YOU, d)),
          feedback: 'TRB-L10.dump.low',
        },
        { actions: [exchange(YOU)], feedback: 'TRB-L10.dump.keep' },
      ],
      otherwise: 'TRB-L10.dump.otherwise',
      highlight: ['AS', 'KS', 'AH', 'QH', 'AD', 'KC'].map((card) => ({ kind: 'card' as const, card })),
    },
    { kind: 'info', id: 'drawn', goal: 'TRB-L10.drawn.goal', wait: 2, rules: ['COM-6.1'] },
    {
      kind: 'act',
      id: 'duck',
      goal: 'TRB-L10.duck.goal',
      rules: ['TRB-8.2', 'TRB-9.2'],
      explain: 'TRB-L10.duck.explain',
      alternatives: ['♥3', '♥2'].map((c) => ({ action: play(YOU, c), note: 'TRB-L10.duck.alt' })),
      refusals: [{ action: play(YOU, '♠6'), rule: 'TRB-8.2' }],
      otherwise: 'TRB-L10.duck.explain',
      highlight: [{ kind: 'card', card: '5H' }],
    },
    {
      kind: 'info',
      id: 'runeWins',
      goal: 'TRB-L10.runeWins.goal',
      wait: 6,
      rules: ['TRB-9.2', 'TRB-8.3'],
      highlight: [{ kind: 'seat', seat: RUNE }, { kind: 'tricks' }],
    },
  ],
};
