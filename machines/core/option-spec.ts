// A game's options as the setup screen offers them: each option of rules.md by its records.md key, its values
// or range, whether it is a common one (else a house rule, folded away) and when it applies. The game's bundle
// lists them (machines/<game>/rules/option-specs.ts); labels come from i18n keys `opt.<game>.<key>(.<value>)`.
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

/** The direction of play, clockwise by default: an option of every game. */
export const DIRECTION: OptionSpec = { key: 'direction', kind: 'choice', values: ['clockwise', 'counterclockwise'] };
