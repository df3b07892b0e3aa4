// Tribello options (records.md option table): COM-S1 direction and TRB-S2 ties. TRB-S1 (reminder
// overlays) is display only and TRB-S3 (first dealer) is a setup choice carried by `firstDealer`.
import { RecordError, isPlainObject } from '../../core/record.ts';
import type { Direction } from '../../core/seats.ts';

export type TieRule = 'shared' | 'tiebreak';

export interface Options {
  /** COM-S1: clockwise (default) or mirrored; "left" means the next seat in the direction of play. */
  readonly direction: Direction;
  /** TRB-S2: equal highest totals after deal 12 share the win, or tie-break deals are played (TRB-D4). */
  readonly tie: TieRule;
}

export const defaultOptions: Options = { direction: 'clockwise', tie: 'shared' };

const CHOICES: Record<keyof Options, readonly string[]> = {
  direction: ['clockwise', 'counterclockwise'],
  tie: ['shared', 'tiebreak'],
};

/** Validates every key (an unknown key or value, or another game's option, is a RECORD error). */
export function parseOptions(raw: unknown): Options {
  if (raw === undefined) return defaultOptions;
  if (!isPlainObject(raw)) throw new RecordError('options must be an object');
  const out: Record<string, string> = { ...defaultOptions };
  for (const [key, value] of Object.entries(raw)) {
    const allowed = Object.hasOwn(CHOICES, key) ? CHOICES[key as keyof Options] : undefined;
    if (!allowed) throw new RecordError(`unknown option "${key}" for Tribello`);
    if (typeof value !== 'string' || !allowed.includes(value))
      throw new RecordError(
        `option ${key} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}; got ${JSON.stringify(value)}`,
      );
    out[key] = value;
  }
  return out as unknown as Options;
}

/** The setting (rules.md TRB-13) behind each option and the rules it changes; the rule book marks them. */
export const optionRules: Readonly<Record<keyof Options, readonly string[]>> = {
  direction: ['COM-S1', 'COM-2.3', 'TRB-1.3'],
  tie: ['TRB-S2', 'TRB-11.3', 'TRB-D4'],
};
