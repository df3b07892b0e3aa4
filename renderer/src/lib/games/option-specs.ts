// What the setup screen offers for each game: every option of rules.md with its records.md key and
// default (the engines' defaultOptions), common ones first, house rules folded away. Labels come from
// i18n keys `opt.<game>.<key>` and `opt.<game>.<key>.<value>`.
import type { GameId } from '../../../../machines/games.ts';

export type OptionValue = string | number | boolean | null;

export type OptionSpec =
  | {
      readonly key: string;
      readonly kind: 'choice';
      readonly values: readonly OptionValue[];
      readonly common?: boolean;
      readonly when?: (o: Raw) => boolean;
    }
  | {
      readonly key: string;
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly step?: number;
      readonly common?: boolean;
      readonly when?: (o: Raw) => boolean;
    }
  /** Preset values plus "another number" with its own input. */
  | {
      readonly key: string;
      readonly kind: 'preset';
      readonly values: readonly OptionValue[];
      readonly min: number;
      readonly max: number;
      readonly custom: number;
      readonly common?: boolean;
      readonly when?: (o: Raw) => boolean;
    };

export type Raw = Readonly<Record<string, OptionValue>>;

const direction: OptionSpec = { key: 'direction', kind: 'choice', values: ['clockwise', 'counterclockwise'] };

export const OPTION_SPECS: Readonly<Record<GameId, readonly OptionSpec[]>> = {
  sproyte: [
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
    direction,
  ],
  spades: [
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
    direction,
  ],
  tribello: [{ key: 'tie', kind: 'choice', values: ['shared', 'tiebreak'], common: true }, direction],
};

/** The value is one the setup screen offers: a listed value, or a whole number within the field's range. */
export function accepts(spec: OptionSpec, v: OptionValue | undefined): boolean {
  if (spec.kind !== 'number' && spec.values.includes(v as OptionValue)) return true;
  return spec.kind !== 'choice' && typeof v === 'number' && Number.isInteger(v) && v >= spec.min && v <= spec.max;
}

/** The options that apply now whose value the screen does not accept (the game cannot start with them). */
export function refusedOptions(specs: readonly OptionSpec[], values: Raw): string[] {
  return specs
    .filter(
      (spec) => (!spec.when || spec.when(values)) && values[spec.key] !== undefined && !accepts(spec, values[spec.key]),
    )
    .map((s) => s.key);
}

/** The options a game's record keeps: only the keys that differ from the defaults, apply and are accepted. */
export function recordOptions(specs: readonly OptionSpec[], values: Raw, defaults: Raw): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const spec of specs) {
    const v = values[spec.key];
    if (v !== undefined && v !== defaults[spec.key] && (!spec.when || spec.when(values)) && accepts(spec, v))
      out[spec.key] = v;
  }
  return out;
}
