// SPR-L16 (ours) Leading: any card, and the winner leads again — teaches SPR-7.1, SPR-7.2, SPR-7.4, COM-5.1.
// Standard form, deal 1 (trump ♣), dealer Kari, so you are forhånd and lead. Nobody exchanges. You cash
// your top spades: each one wins and you lead again.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { KARI, OLA, YOU, awaiting, exchange, opts, play } from '../rules/fixtures.ts';
import { parseCards } from '../rules/notation.ts';

const options = { form: 'standard' };
const hand = parseCards('♠ A K Q · ♥ 9 8 7 · ♦ 6 5 4 · ♣ 5 4 3');
const playsOf = (cards: readonly string[]) => cards.map((card) => ({ type: 'play' as const, seat: YOU, card }));

export const lesson: Lesson<Action> = {
  id: 'SPR-L16',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-7.1', 'SPR-7.2', 'SPR-7.4', 'COM-5.1', 'COM-5.2', 'COM-5.6'],
  ours: true,
  options,
  players: ['You', 'Ola', 'Kari'],
  table: {
    initial: () => awaiting(opts(options), 1, KARI),
    deal: {
      kind: 'hands',
      hands: [
        hand,
        parseCards('♠ 10 6 5 · ♥ A K Q · ♦ A K Q · ♣ K Q J'),
        parseCards('♠ 9 8 7 4 · ♥ J 10 6 · ♦ J 10 9 · ♣ 10 9'),
      ],
      stock: parseCards('♠J ♥5 ♦8 ♣A ♠3 ♥4 ♦7 ♣8 ♥3 ♦3 ♣7 ♣6'),
    },
  },
  timeline: [
    exchange(YOU, ''),
    exchange(OLA, ''),
    exchange(KARI, ''),
    play(YOU, '♠A'),
    play(OLA, '♠5'),
    play(KARI, '♠4'),
    play(YOU, '♠K'),
    play(OLA, '♠6'),
    play(KARI, '♠7'),
  ],
  steps: [
    { kind: 'watch', id: 'keep', goal: 'SPR-L16.keep.goal', until: 3, rules: ['SPR-7.1'] },
    {
      kind: 'act',
      id: 'lead',
      goal: 'SPR-L16.lead.goal',
      rules: ['SPR-7.2', 'COM-5.1', 'COM-5.2'],
      explain: 'SPR-L16.lead.explain',
      mistakes: [
        { actions: playsOf(hand.filter((c) => c[1] !== 'S')), feedback: 'SPR-L16.lead.low' },
        { actions: playsOf(['KS']), feedback: 'SPR-L16.lead.king' },
        { actions: playsOf(['QS']), feedback: 'SPR-L16.lead.queen' },
      ],
      otherwise: 'SPR-L16.lead.low',
      highlight: [{ kind: 'card', card: 'AS' }],
    },
    {
      kind: 'act',
      id: 'again',
      goal: 'SPR-L16.again.goal',
      wait: 6,
      rules: ['SPR-7.4'],
      explain: 'SPR-L16.again.explain',
      alternatives: [{ action: play(YOU, '♠Q'), note: 'SPR-L16.again.alt' }],
      mistakes: [{ actions: playsOf(hand.filter((c) => c[1] !== 'S')), feedback: 'SPR-L16.lead.low' }],
      otherwise: 'SPR-L16.again.explain',
      highlight: [{ kind: 'seat', seat: YOU }, { kind: 'tricks' }],
    },
    {
      kind: 'info',
      id: 'end',
      goal: 'SPR-L16.end.goal',
      wait: 9,
      rules: ['SPR-7.4', 'COM-5.6'],
      highlight: [{ kind: 'tricks' }],
    },
  ],
};
