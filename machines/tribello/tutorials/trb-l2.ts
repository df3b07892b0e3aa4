// TRB-L2 Round 1: the cut sets trump (rules.md TRB-14) — teaches TRB-5.2, TRB-5.3, TRB-6.1, TRB-D2, COM-4.
// Round 1, deal 1, you deal. Liv, on your left, cuts and reveals the ♥8: hearts are trump, and completing
// the cut puts the ♥8 at the bottom, so it is the last card dealt — to you. Nothing is played yet.
import type { Lesson, Picture } from '../../tutor/lesson.ts';
import { suitOf } from '../../core/cards.ts';
import type { Action } from '../rules/index.ts';
import { DEAL_1 } from './deal-1.ts';
import { LIV, PLAYERS, RUNE, awaitingDeal, stateAt } from './start.ts';

const table = { initial: () => awaitingDeal(1), deal: DEAL_1 };
/** The deal as the engine made it: trump and where the revealed card went. */
const dealt = () => stateAt(table, [], 0);
/** Liv's cut as the deal makes it (DEAL_1: 23 cards lifted, the ♥8 at their bottom). */
const CUT: Picture = { kind: 'cut', card: '8H', lifted: 23, total: 52, seat: LIV };

export const lesson: Lesson<Action> = {
  id: 'TRB-L2',
  game: 'tribello',
  version: 1,
  minutes: 2,
  teaches: [
    'TRB-5.1',
    'TRB-5.2',
    'TRB-5.3',
    'TRB-6.1',
    'TRB-D2',
    'TRB-D7',
    'TRB-2.1',
    'COM-1.1',
    'COM-3.3',
    'COM-4',
    'COM-4.1',
    'COM-4.2',
    'COM-4.3',
    'COM-4.4',
    'COM-7.2',
    'TRB-7.3',
  ],
  options: {},
  players: PLAYERS,
  table,
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'cut',
      pictures: [CUT],
      goal: 'TRB-L2.cut.goal',
      rules: ['TRB-5.1', 'TRB-2.1', 'COM-1.1', 'TRB-5.2', 'COM-4.1', 'COM-4.2'],
      highlight: [{ kind: 'seat', seat: LIV }, { kind: 'trump' }],
    },
    {
      kind: 'quiz',
      id: 'which',
      pictures: [{ kind: 'suits', order: ['S', 'H', 'D', 'C'], trump: 'H' }],
      goal: 'TRB-L2.which.goal',
      rules: ['TRB-6.1'],
      known: { 'TRB-6.1': 'question' },
      // The one card of these whose suit is this deal's trump, as the engine set it from the cut.
      answer: () => ['8S', '8D', '2H'].find((c) => suitOf(c) === dealt().trump) ?? '',
      choices: ['8S', '8D'],
      format: 'key',
      mistakes: [
        { answer: '8S', feedback: 'TRB-L2.which.eight' },
        { answer: '8D', feedback: 'TRB-L2.which.eight' },
      ],
      otherwise: 'TRB-L2.which.explain',
      explain: 'TRB-L2.which.explain',
    },
    {
      kind: 'info',
      id: 'bottom',
      pictures: [{ kind: 'cards', cards: [{ card: '8H' }] }],
      goal: 'TRB-L2.bottom.goal',
      rules: ['COM-4.3', 'COM-4.4', 'TRB-5.3', 'TRB-D2', 'TRB-D7', 'COM-3.3'],
      highlight: [{ kind: 'card', card: '8H' }],
    },
    {
      kind: 'quiz',
      id: 'who',
      pictures: [CUT],
      goal: 'TRB-L2.who.goal',
      rules: ['TRB-5.3', 'TRB-D2'],
      // The seat whose hand holds the revealed card after the engine's deal.
      answer: () => dealt().hands.findIndex((h) => h.includes(dealt().revealed ?? '')),
      choices: [LIV, RUNE],
      format: 'seat',
      mistakes: [
        { answer: LIV, feedback: 'TRB-L2.who.cutter' },
        { answer: RUNE, feedback: 'TRB-L2.who.explain' },
      ],
      otherwise: 'TRB-L2.who.explain',
      explain: 'TRB-L2.who.explain',
    },
    {
      kind: 'info',
      id: 'public',
      pictures: [{ kind: 'table' }],
      goal: 'TRB-L2.public.goal',
      rules: ['COM-7.2', 'TRB-7.3'],
      highlight: [{ kind: 'trump' }],
    },
  ],
};
