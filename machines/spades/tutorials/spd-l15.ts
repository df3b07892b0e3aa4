// SPD-L15 (ours) Six players: two decks, partners opposite, identical cards — SPD-10.8, SPD-7.3, SPD-S15.
// Questions only, answered by the rules core (partnerOf, handSize, completeTrick).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Play } from '../../core/trick.ts';
import { type Action, handSize, parseOptions, partnerOf } from '../rules/index.ts';
import { completeTrick } from '../rules/play.ts';
import { YOU, card } from './script.ts';

const options = { players: 'partners6' };
const lastWins = { ...options, identicalCards: 'last' };
const six = parseOptions(options);
const [OLA, KARI, LIV, RUNE] = [1, 2, 3, 4];

/** You lead ♥K; Ola ♠A, Kari ♥3, Liv ♥A, Rune the other ♠A, Siri ♥5. */
const plays: Play[] = (['♥K', '♠A', '♥3', '♥A', '♠A', '♥5'] as const).map((c, seat) => ({ seat, card: card(c) }));
const winner = (o: Readonly<Record<string, unknown>>): number => completeTrick(parseOptions(o), plays, false).winner;

export const lesson: Lesson<Action> = {
  id: 'SPD-L15',
  game: 'spades',
  version: 1,
  minutes: 2,
  ours: true,
  teaches: ['SPD-1.3', 'SPD-10.8', 'SPD-4.2', 'SPD-7.3', 'SPD-S1', 'SPD-S15', 'SPD-D15'],
  options,
  players: ['You', 'Ola', 'Kari', 'Liv', 'Rune', 'Siri'],
  timeline: [],
  steps: [
    {
      kind: 'info',
      id: 'decks',
      pictures: [{ kind: 'seats', partners: true }],
      goal: 'SPD-L15.decks.goal',
      rules: ['SPD-1.3', 'SPD-10.8', 'SPD-S1'],
    },
    {
      kind: 'quiz',
      id: 'partner',
      pictures: [{ kind: 'seats' }],
      goal: 'SPD-L15.partner.goal',
      rules: ['SPD-10.8'],
      answer: () => partnerOf(six, YOU) as number,
      choices: [KARI, OLA],
      format: 'seat',
      mistakes: [{ answer: KARI, feedback: 'SPD-L15.partner.two' }],
      otherwise: 'SPD-L15.partner.other',
      explain: 'SPD-L15.partner.explain',
    },
    {
      kind: 'quiz',
      id: 'cards',
      pictures: [{ kind: 'seats', hands: ['?', '?', '?', '?', '?', '?'] }],
      goal: 'SPD-L15.cards.goal',
      rules: ['SPD-4.2', 'SPD-10.8'],
      answer: () => handSize(six),
      choices: [13, 18],
      format: 'number',
      mistakes: [{ answer: 18, feedback: 'SPD-L15.cards.jokers' }],
      otherwise: 'SPD-L15.cards.other',
      explain: 'SPD-L15.cards.explain',
    },
    {
      kind: 'quiz',
      id: 'twin',
      pictures: [{ kind: 'cards', cards: plays }],
      goal: 'SPD-L15.twin.goal',
      rules: ['SPD-7.3', 'SPD-D15'],
      answer: () => winner(options),
      choices: [RUNE, LIV],
      format: 'seat',
      mistakes: [
        { answer: RUNE, feedback: 'SPD-L15.twin.later' },
        { answer: LIV, feedback: 'SPD-L15.twin.heart' },
      ],
      otherwise: 'SPD-L15.twin.other',
      explain: 'SPD-L15.twin.explain',
    },
    {
      kind: 'quiz',
      id: 'last',
      pictures: [{ kind: 'cards', cards: plays }],
      goal: 'SPD-L15.last.goal',
      rules: ['SPD-7.3', 'SPD-S15'],
      answer: () => winner(lastWins),
      choices: [OLA, LIV],
      format: 'seat',
      mistakes: [{ answer: OLA, feedback: 'SPD-L15.last.first' }],
      otherwise: 'SPD-L15.last.other',
      explain: 'SPD-L15.last.explain',
    },
  ],
};
