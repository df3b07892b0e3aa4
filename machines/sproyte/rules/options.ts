// Sprøyte settings SPR-S1 … SPR-S9 and COM-S1, with the record keys and defaults of records.md.
import { RecordError, isPlainObject, isWholeNumber } from '../../core/record.ts';
import type { Direction } from '../../core/seats.ts';

export type Form = 'standard' | 'variation' | 'talon';
export type StandardLimits = '6-4' | '5-4' | '4-4' | 'open';
export type Bands = 'seed' | 'icelandic';
export type Rotation = 'CSHD' | 'HSDC';
export type VariationTrump = 'revealed' | 'rotation';
export type TieRule = 'play-on' | 'shared';

export interface Options {
  /** COM-S1 */
  readonly direction: Direction;
  /** SPR-S1 */
  readonly form: Form;
  /** SPR-S2 */
  readonly target: number;
  /** SPR-S3 (standard form only) */
  readonly standardLimits: StandardLimits;
  /** SPR-S4 (variasjonssprøyte only) */
  readonly bands: Bands;
  /** SPR-S5 */
  readonly rotation: Rotation;
  /** SPR-S6 */
  readonly variationTrump: VariationTrump;
  /** SPR-S7 */
  readonly nulloAceLow: boolean;
  /** SPR-S8 */
  readonly signedScoring: boolean;
  /** SPR-S9 */
  readonly tie: TieRule;
}

export const defaultOptions: Options = {
  direction: 'clockwise',
  form: 'standard',
  target: 10,
  standardLimits: '6-4',
  bands: 'seed',
  rotation: 'CSHD',
  variationTrump: 'revealed',
  nulloAceLow: false,
  signedScoring: false,
  tie: 'play-on',
};

const CHOICES: Readonly<Record<string, readonly unknown[]>> = {
  direction: ['clockwise', 'counterclockwise'],
  form: ['standard', 'variation', 'talon'],
  standardLimits: ['6-4', '5-4', '4-4', 'open'],
  bands: ['seed', 'icelandic'],
  rotation: ['CSHD', 'HSDC'],
  variationTrump: ['revealed', 'rotation'],
  nulloAceLow: [false, true],
  signedScoring: [false, true],
  tie: ['play-on', 'shared'],
};

/** records.md "Options": an unknown key (also another game's) or a value outside its list is an error. */
export function parseOptions(raw: unknown): Options {
  if (raw === undefined) return defaultOptions;
  if (!isPlainObject(raw)) throw new RecordError('options must be an object');
  const out: Record<string, unknown> = { ...defaultOptions };
  // Own keys only: `toString`, `constructor` or `__proto__` are names on every object, not options.
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'target') {
      // records.md "Record keys": target is a whole number ≥ 1.
      if (!isWholeNumber(value) || value < 1)
        throw new RecordError(`option target must be a whole number ≥ 1, not ${JSON.stringify(value)}`);
    } else if (!Object.hasOwn(CHOICES, key)) {
      throw new RecordError(`unknown option ${JSON.stringify(key)} for sproyte`);
    } else if (!CHOICES[key].includes(value)) {
      throw new RecordError(
        `option ${key} must be one of ${CHOICES[key].map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(value)}`,
      );
    }
    out[key] = value;
  }
  return out as unknown as Options;
}

/** The setting (rules.md SPR-12) behind each option and the rules it changes; the rule book marks them. */
export const optionRules: Readonly<Record<keyof Options, readonly string[]>> = {
  direction: ['COM-S1', 'COM-2.3', 'SPR-1.3'],
  form: ['SPR-S1', 'SPR-2.1', 'SPR-2.2', 'SPR-4.3', 'SPR-4.4', 'SPR-5.1', 'SPR-5.2', 'SPR-5.3', 'SPR-6.1', 'SPR-6.5'],
  target: ['SPR-S2', 'SPR-10.1'],
  standardLimits: ['SPR-S3', 'SPR-6.2', 'SPR-D6'],
  bands: ['SPR-S4', 'SPR-5.3', 'SPR-D13'],
  rotation: ['SPR-S5', 'SPR-5.1', 'SPR-D12'],
  variationTrump: ['SPR-S6', 'SPR-5.3', 'SPR-D3'],
  nulloAceLow: ['SPR-S7', 'SPR-2.3', 'SPR-8.3', 'SPR-D4'],
  signedScoring: ['SPR-S8', 'SPR-9.4', 'SPR-D11'],
  tie: ['SPR-S9', 'SPR-10.3', 'SPR-D10'],
};
