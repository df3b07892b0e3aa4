// SPD-L14 (ours) Who deals, who bids first, how many cards — SPD-3, SPD-4, SPD-5.1, SPD-6.1, SPD-1.2.
// Questions only; the answers come from the rules core: the seat to act after the deal, the dealer of the
// next hand after a whole hand played through the core, the hand size.
import type { Lesson } from '../../tutor/lesson.ts';
import { type Action, handSize, parseOptions, rules } from '../rules/index.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU } from './script.ts';

const options = {};

/** Who acts first once `dealer` has dealt (SPD-5.1, SPD-6.1). */
const firstToAct = (dealer: number): number =>
  rules.currentPlayer(rules.startDeal(waiting(options, dealer), { kind: 'shuffle' })) as number;

/** The dealer of the next hand, after a whole hand played through the core (the first legal action each time). */
function nextDealer(dealer: number): number {
  let s = rules.startDeal(waiting(options, dealer), { kind: 'shuffle' });
  while (!rules.awaitingDeal(s)) s = rules.applyAction(s, rules.legalActions(s)[0]);
  return rules.dealer(s);
}

export const lesson: Lesson<Action> = {
  id: 'SPD-L14',
  game: 'spades',
  version: 1,
  minutes: 1,
  ours: true,
  teaches: [
    'SPD-1.2',
    'SPD-2.1',
    'SPD-3.1',
    'SPD-3.2',
    'SPD-4.1',
    'SPD-4.2',
    'SPD-5.1',
    'SPD-6.1',
    'COM-2.1',
    'COM-2.2',
    'COM-2.3',
  ],
  options,
  players: [...PLAYERS],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'deal',
      pictures: [{ kind: 'seats' }],
      goal: 'SPD-L14.deal.goal',
      rules: ['SPD-2.1', 'SPD-3.1', 'SPD-4.1', 'COM-2.1'],
    },
    {
      kind: 'quiz',
      id: 'first',
      pictures: [{ kind: 'seats', dealer: WEST }],
      goal: 'SPD-L14.first.goal',
      rules: ['SPD-5.1', 'SPD-6.1', 'COM-2.2'],
      known: { 'COM-2.2': 'answer' },
      answer: () => firstToAct(WEST),
      choices: [YOU, EAST],
      format: 'seat',
      mistakes: [{ answer: YOU, feedback: 'SPD-L14.first.right' }],
      otherwise: 'SPD-L14.first.other',
      explain: 'SPD-L14.first.explain',
    },
    {
      kind: 'quiz',
      id: 'next',
      pictures: [{ kind: 'seats', dealer: NORTH }],
      goal: 'SPD-L14.next.goal',
      rules: ['SPD-3.2', 'SPD-1.2', 'COM-2.3'],
      answer: () => nextDealer(NORTH),
      choices: [WEST, NORTH],
      format: 'seat',
      mistakes: [
        { answer: WEST, feedback: 'SPD-L14.next.right' },
        { answer: NORTH, feedback: 'SPD-L14.next.same' },
      ],
      otherwise: 'SPD-L14.next.other',
      explain: 'SPD-L14.next.explain',
    },
    {
      kind: 'quiz',
      id: 'cards',
      pictures: [{ kind: 'seats', hands: ['?', '?', '?', '?'] }],
      goal: 'SPD-L14.cards.goal',
      rules: ['SPD-4.2'],
      known: { 'SPD-4.2': 'earlier' },
      answer: () => handSize(parseOptions(options)),
      choices: [12, 14],
      format: 'number',
      otherwise: 'SPD-L14.cards.other',
      explain: 'SPD-L14.cards.explain',
    },
  ],
};
