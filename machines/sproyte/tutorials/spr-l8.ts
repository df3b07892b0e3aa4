// SPR-L8 Variasjonssprøyte: reading the revealed card (rules.md SPR-13) — teaches SPR-4.2, SPR-5.3, SPR-D3,
// SPR-D5 (and COM-4.3). Four cuts by forhånd, then where the revealed card goes. The contract is the rules
// core's variationContract; where the card lies is read from a deal the core makes with that cut.
import type { Lesson, Picture, QuizStep } from '../../tutor/lesson.ts';
import { type Action, forehandOf, rules, variationContract } from '../rules/index.ts';
import { OLA, awaiting, opts } from '../rules/fixtures.ts';
import { standardDeck } from '../../core/deck.ts';

const options = opts({ form: 'variation' });

/** The contract as a choice key: 'nullo', 'grand', or 'trump' with the trump suit ('trumpD'). */
const contractKey = (card: string) => () => {
  const { contract, trump } = variationContract(card, 1, options);
  return `${contract}${trump ?? ''}`;
};

function cut(id: string, card: string, choices: string[], mistake: string): QuizStep {
  return {
    kind: 'quiz',
    id,
    goal: `SPR-L8.${id}.goal`,
    params: { card },
    pictures: [{ kind: 'cards', cards: [{ card }] }],
    rules: ['SPR-5.3'],
    format: 'key',
    answer: contractKey(card),
    choices,
    mistakes: [{ answer: mistake, feedback: `SPR-L8.${id}.mistake` }],
    otherwise: 'SPR-L8.bands',
    explain: `SPR-L8.${id}.explain`,
  };
}

/** Where forhånd's revealed card lies once the dealer has dealt after a cut of `k` cards. */
const whereRevealed = (k: number) => () => {
  const s = rules.startDeal(awaiting(options, 1, OLA), { kind: 'deck', deck: standardDeck(), cut: k });
  const i = s.stock.indexOf(s.revealed as string);
  if (i < 0) return 'hand';
  return i === s.stock.length - 1 ? 'bottom' : 'top';
};

/** The cut of `k` cards as a picture: the card the core's deal reveals, lifted by forhånd (Ola deals). */
const cutPicture = (k: number): Picture => {
  const s = rules.startDeal(awaiting(options, 1, OLA), { kind: 'deck', deck: standardDeck(), cut: k });
  return {
    kind: 'cut',
    card: s.revealed as string,
    lifted: k,
    total: standardDeck().length,
    seat: forehandOf(OLA, options),
  };
};

export const lesson: Lesson<Action> = {
  id: 'SPR-L8',
  game: 'sproyte',
  version: 1,
  minutes: 2,
  teaches: [
    'SPR-4.2',
    'SPR-5.3',
    'SPR-D3',
    'SPR-D5',
    'SPR-5.4',
    'SPR-2.2',
    'COM-4',
    'COM-4.1',
    'COM-4.2',
    'COM-4.3',
    'COM-4.4',
  ],
  options: { form: 'variation' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'cut',
      pictures: [cutPicture(20)],
      goal: 'SPR-L8.cut.goal',
      rules: ['SPR-4.2', 'SPR-2.2', 'COM-4', 'COM-4.1', 'COM-4.2'],
    },
    {
      ...cut('d7', '7D', ['nullo', 'grand', 'trumpC'], 'trumpC'),
      rules: ['SPR-5.3', 'SPR-D3'],
      known: { 'SPR-D3': 'answer' },
    },
    cut('s4', '4S', ['grand', 'trumpS'], 'trumpS'),
    cut('hq', 'QH', ['nullo', 'trumpH'], 'trumpH'),
    cut('c10', 'TC', ['grand', 'nullo'], 'grand'),
    {
      kind: 'quiz',
      id: 'where',
      pictures: [cutPicture(20)],
      goal: 'SPR-L8.where.goal',
      params: { cut: 20 },
      rules: ['SPR-D5', 'COM-4.3', 'COM-4.4'],
      known: { 'COM-4.3': 'question', 'SPR-D5': 'answer' },
      format: 'key',
      answer: whereRevealed(20),
      choices: ['top', 'hand'],
      mistakes: [{ answer: 'hand', feedback: 'SPR-L8.where.inHand' }],
      otherwise: 'SPR-L8.where.other',
      explain: 'SPR-L8.where.explain',
    },
  ],
};
