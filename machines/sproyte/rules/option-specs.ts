// What the setup screen offers for this game's options (core/option-spec.ts), common ones first.
import { DIRECTION, type OptionSpec } from '../../core/option-spec.ts';

export const optionSpecs: readonly OptionSpec[] = [
  { key: 'form', kind: 'choice', values: ['standard', 'variation', 'talon'], common: true },
  { key: 'target', kind: 'number', min: 5, max: 30, common: true },
  {
    key: 'standardLimits',
    kind: 'choice',
    values: ['6-4', '5-4', '4-4', 'open'],
    when: (o) => o.form === 'standard',
  },
  { key: 'bands', kind: 'choice', values: ['seed', 'icelandic'], when: (o) => o.form === 'variation' },
  { key: 'variationTrump', kind: 'choice', values: ['revealed', 'rotation'], when: (o) => o.form === 'variation' },
  { key: 'nulloAceLow', kind: 'choice', values: [false, true], when: (o) => o.form === 'variation' },
  { key: 'rotation', kind: 'choice', values: ['CSHD', 'HSDC'] },
  { key: 'signedScoring', kind: 'choice', values: [false, true] },
  { key: 'tie', kind: 'choice', values: ['play-on', 'shared'] },
  DIRECTION,
];
