// What the setup screen offers for this game's options (core/option-spec.ts), common ones first.
import { DIRECTION, type OptionSpec } from '../../core/option-spec.ts';

export const optionSpecs: readonly OptionSpec[] = [
  { key: 'players', kind: 'choice', values: ['partners4', 'cutthroat4', 'cutthroat3', 'partners6'], common: true },
  { key: 'target', kind: 'preset', values: [500, 300, 250, 200], min: 100, max: 1000, custom: 400, common: true },
  { key: 'nil', kind: 'choice', values: [100, 50, 'off'], common: true },
  { key: 'blindNil', kind: 'choice', values: [200, 'off'], common: true },
  {
    key: 'blindNilBehind',
    kind: 'preset',
    values: [100, null],
    min: 0,
    max: 500,
    custom: 150,
    when: (o) => o.blindNil !== 'off',
  },
  { key: 'firstTrickSpade', kind: 'choice', values: ['banned', 'allowed'] },
  { key: 'bags', kind: 'choice', values: ['carry', 'reset', 'off'] },
  { key: 'bagLimit', kind: 'number', min: 1, max: 30, when: (o) => o.bags !== 'off' },
  { key: 'bagPenalty', kind: 'number', min: 0, max: 500, step: 10, when: (o) => o.bags !== 'off' },
  {
    key: 'doubleNil',
    kind: 'choice',
    values: ['off', 'separate', 'together'],
    when: (o) => o.players === 'partners4' || o.players === 'partners6',
  },
  {
    key: 'failedNilCounts',
    kind: 'choice',
    values: [false, true],
    when: (o) => o.players === 'partners4' || o.players === 'partners6',
  },
  {
    key: 'teamBid',
    kind: 'choice',
    values: [false, true],
    when: (o) => o.players === 'partners4' || o.players === 'partners6',
  },
  { key: 'moon', kind: 'preset', values: ['off', 200, 'win'], min: 100, max: 500, custom: 250 },
  { key: 'losingScore', kind: 'preset', values: [null, -200], min: -1000, max: 0, custom: -300 },
  { key: 'jokers', kind: 'choice', values: ['off', '2C2H', '2H2D'] },
  { key: 'identicalCards', kind: 'choice', values: ['first', 'last'], when: (o) => o.players === 'partners6' },
  {
    key: 'cutthroat3Deck',
    kind: 'choice',
    values: ['aside', 'remove2C'],
    when: (o) => o.players === 'cutthroat3' && o.jokers === 'off',
  },
  { key: 'allSpadeLeadBreaks', kind: 'choice', values: [false, true] },
  DIRECTION,
];
