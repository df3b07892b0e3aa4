// What the setup screen offers for this game's options (core/option-spec.ts), common ones first.
import { DIRECTION, type OptionSpec } from '../../core/option-spec.ts';

export const optionSpecs: readonly OptionSpec[] = [
  { key: 'tie', kind: 'choice', values: ['shared', 'tiebreak'], common: true },
  DIRECTION,
];
