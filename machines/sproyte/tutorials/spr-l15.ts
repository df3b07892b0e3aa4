// SPR-L15 (ours) The table, the cards and the deal — teaches SPR-1, SPR-2, SPR-3.1/3.2, SPR-4.1/4.3/4.5,
// SPR-7.5 and COM-2.1. A quiz without cards; every number comes from the rules core (the form's deck, stock
// and hand sizes, and who deals next).
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, forehandOf } from '../rules/index.ts';
import { formDeck, handSize, stockSize } from '../rules/deal.ts';
import { OLA, opts } from '../rules/fixtures.ts';

const standard = opts({ form: 'standard' });
const variation = opts({ form: 'variation' });
/** The pictures' figures, from the rules core too: each seat's hand size, and a suit's ranks in the form's deck. */
const hands = (o: typeof standard) => [handSize(o), handSize(o), handSize(o)];
const ranks = (o: typeof standard) =>
  formDeck(o)
    .filter((c) => c[1] === 'S')
    .map((c) => c[0]);

export const lesson: Lesson<Action> = {
  id: 'SPR-L15',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: [
    'SPR-1.1',
    'SPR-1.2',
    'SPR-1.3',
    'SPR-2.1',
    'SPR-2.2',
    'SPR-2.4',
    'SPR-3.1',
    'SPR-3.2',
    'SPR-4.1',
    'SPR-4.3',
    'SPR-4.5',
    'SPR-7.5',
    'SPR-D1',
    'SPR-D2',
    'COM-1.1',
    'COM-1.2',
    'COM-2.1',
    'COM-2.2',
    'COM-2.3',
    'COM-3.3',
    'COM-6.5',
  ],
  ours: true,
  options: { form: 'standard' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'table',
      pictures: [{ kind: 'seats' }],
      goal: 'SPR-L15.table.goal',
      rules: ['SPR-1.1', 'SPR-1.2', 'COM-2.1', 'COM-2.2', 'SPR-D1'],
      highlight: [
        { kind: 'seat', seat: 1 },
        { kind: 'seat', seat: 2 },
      ],
    },
    {
      kind: 'quiz',
      id: 'pack',
      pictures: [{ kind: 'suits', order: ['S', 'H', 'D', 'C'], ranks: ranks(standard) }],
      goal: 'SPR-L15.pack.goal',
      rules: ['SPR-2.1', 'COM-1.1', 'COM-1.2'],
      known: { 'SPR-2.1': 'question', 'COM-1.2': 'answer' },
      format: 'number',
      answer: () => formDeck(standard).length,
      choices: [52, 36],
      mistakes: [{ answer: 52, feedback: 'SPR-L15.pack.twos' }],
      otherwise: 'SPR-L15.pack.explain',
      explain: 'SPR-L15.pack.explain',
    },
    {
      kind: 'info',
      id: 'deal',
      pictures: [{ kind: 'seats' }],
      goal: 'SPR-L15.deal.goal',
      rules: ['SPR-3.1', 'SPR-4.1', 'SPR-4.3', 'SPR-4.5', 'COM-2.3', 'COM-3.3', 'COM-6.5'],
    },
    {
      kind: 'quiz',
      id: 'stock',
      pictures: [{ kind: 'seats', hands: hands(standard), stock: '?' }],
      goal: 'SPR-L15.stock.goal',
      params: { hand: handSize(standard) },
      rules: ['SPR-4.3'],
      format: 'number',
      answer: () => stockSize(standard),
      choices: [16, 0],
      mistakes: [{ answer: 0, feedback: 'SPR-L15.stock.none' }],
      otherwise: 'SPR-L15.stock.explain',
      explain: 'SPR-L15.stock.explain',
    },
    {
      kind: 'quiz',
      id: 'variation',
      pictures: [{ kind: 'seats', hands: hands(variation), stock: '?' }],
      goal: 'SPR-L15.variation.goal',
      params: { hand: handSize(variation) },
      rules: ['SPR-2.2', 'SPR-2.4', 'SPR-4.3'],
      known: { 'SPR-2.2': 'question', 'SPR-2.4': 'answer' },
      format: 'number',
      answer: () => stockSize(variation),
      choices: [12, 13],
      mistakes: [{ answer: 13, feedback: 'SPR-L15.variation.talon' }],
      otherwise: 'SPR-L15.variation.explain',
      explain: 'SPR-L15.variation.explain',
    },
    {
      kind: 'quiz',
      id: 'tricks',
      pictures: [{ kind: 'seats', hands: hands(standard) }],
      goal: 'SPR-L15.tricks.goal',
      rules: ['SPR-7.5'],
      known: { 'SPR-7.5': 'question' },
      format: 'number',
      answer: () => handSize(standard),
      choices: [4, 36],
      mistakes: [{ answer: 4, feedback: 'SPR-L15.tricks.four' }],
      otherwise: 'SPR-L15.tricks.explain',
      explain: 'SPR-L15.tricks.explain',
    },
    {
      kind: 'quiz',
      id: 'next',
      pictures: [{ kind: 'seats', dealer: OLA }],
      goal: 'SPR-L15.next.goal',
      rules: ['SPR-3.2', 'SPR-1.2', 'SPR-D2'],
      format: 'seat',
      answer: () => forehandOf(OLA, standard),
      choices: [0, 1],
      mistakes: [
        { answer: 0, feedback: 'SPR-L15.next.right' },
        { answer: 1, feedback: 'SPR-L15.next.same' },
      ],
      otherwise: 'SPR-L15.next.explain',
      explain: 'SPR-L15.next.explain',
    },
  ],
};
