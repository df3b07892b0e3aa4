// SPD-L10 Blind nil and the two-card exchange (rules.md SPD-13) — SPD-5.6, SPD-D7, SPD-D17.
// Us 210, Them 320 before the hand (behind by 110: eligible, so the learner's cards lie face down).
// Dealer North; East bids 3, you Blind Nil, West 4, North 5. Then you pass ♠K ♥A to North, who returns
// ♦2 ♣4: ♠ 4 · ♥ 6 2 · ♦ J 7 3 2 · ♣ 10 8 5 4 3 2. The replay at 230 – 320 is a question here.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { behindBy, blindNilEligibility } from '../rules/deal.ts';
import { parseOptions } from '../rules/options.ts';
import { waiting } from './start.ts';
import { EAST, NORTH, PLAYERS, WEST, YOU, bid, card, hands, pass } from './script.ts';

const options = {};
const before = { us: 210, them: 320 };
const replay = { us: 230, them: 320, behind: behindBy(parseOptions(options), [230, 320], YOU) };

export const lesson: Lesson<Action> = {
  id: 'SPD-L10',
  game: 'spades',
  version: 1,
  minutes: 3,
  teaches: ['SPD-5.6', 'SPD-D7', 'SPD-D17', 'SPD-S5', 'SPD-S6', 'SPD-S7', 'SPD-8.3'],
  options,
  players: [...PLAYERS],
  table: {
    initial: () => waiting(options, NORTH, { totals: [before.us, before.them] }),
    deal: hands(
      '♠ K 4 · ♥ A 6 2 · ♦ J 7 3 · ♣ 10 8 5 3 2',
      '♠ A Q 10 9 5 3 2 · ♥ 9 · ♦ 9 8 · ♣ J 7 6',
      '♠ 8 7 6 · ♥ K Q J 10 4 · ♦ K 6 2 · ♣ A 4',
      '♠ J · ♥ 8 7 5 3 · ♦ A Q 10 5 4 · ♣ K Q 9',
    ),
  },
  timeline: [
    bid(EAST, 3),
    bid(YOU, 'blind-nil'),
    bid(WEST, 4),
    bid(NORTH, 5),
    pass(YOU, '♠K ♥A'),
    pass(NORTH, '♦2 ♣4'),
  ],
  steps: [
    {
      kind: 'info',
      id: 'behind',
      pictures: [
        { kind: 'sheet', sides: true, rows: [{ label: 'picture.spades.before', cells: [before.us, before.them] }] },
      ],
      goal: 'SPD-L10.behind.goal',
      params: before,
      rules: ['SPD-5.6', 'SPD-D7', 'SPD-S6', 'SPD-S7'],
      highlight: [{ kind: 'score' }],
      controls: { look: 'SPD-L10.blind.look' },
    },
    {
      kind: 'act',
      id: 'blind',
      goal: 'SPD-L10.blind.goal',
      rules: ['SPD-5.6', 'SPD-8.3', 'SPD-S5'],
      explain: 'SPD-L10.blind.explain',
      mistakes: [{ actions: [bid(YOU, 'nil')], feedback: 'SPD-L10.blind.nil' }],
      controls: { look: 'SPD-L10.blind.look' },
      otherwise: 'SPD-L10.blind.other',
      highlight: [{ kind: 'panel' }],
    },
    {
      kind: 'act',
      id: 'pass',
      goal: 'SPD-L10.pass.goal',
      rules: ['SPD-5.6', 'SPD-D17'],
      explain: 'SPD-L10.pass.explain',
      refusals: [{ action: pass(YOU, '♠K ♥A ♦J'), rule: 'SPD-5.6' }],
      otherwise: 'SPD-L10.pass.other',
      highlight: [
        { kind: 'card', card: card('♠K') },
        { kind: 'card', card: card('♥A') },
        { kind: 'seat', seat: NORTH },
      ],
    },
    {
      kind: 'info',
      id: 'back',
      goal: 'SPD-L10.back.goal',
      wait: 6,
      rules: ['SPD-D17'],
      highlight: [
        { kind: 'card', card: card('♦2') },
        { kind: 'card', card: card('♣4') },
      ],
    },
    {
      kind: 'quiz',
      id: 'ninety',
      pictures: [
        { kind: 'sheet', sides: true, rows: [{ label: 'picture.spades.before', cells: [replay.us, replay.them] }] },
      ],
      goal: 'SPD-L10.ninety.goal',
      params: replay,
      rules: ['SPD-5.6', 'SPD-S7'],
      answer: () => (blindNilEligibility(parseOptions(options), [replay.us, replay.them])[YOU] ? 'yes' : 'no'),
      choices: ['yes'],
      format: 'key',
      mistakes: [{ answer: 'yes', feedback: 'SPD-L10.ninety.short' }],
      otherwise: 'SPD-L10.ninety.short',
      explain: 'SPD-L10.ninety.explain',
    },
  ],
};
