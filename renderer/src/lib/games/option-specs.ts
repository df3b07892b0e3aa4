// What the setup screen offers for each game: every option of rules.md with its records.md key and
// default (the engines' defaultOptions), common ones first, house rules folded away (the game's bundle lists
// them, core/option-spec.ts). Labels come from i18n keys `opt.<game>.<key>` and `opt.<game>.<key>.<value>`.
import type { OptionSpec, OptionValue, Raw } from '../../../../machines/core/option-spec.ts';
import { type GameId, gameOf } from '../../../../machines/games.ts';

export type { OptionSpec, OptionValue, Raw };

/** The options the setup screen offers for a game (its bundle's). */
export const specsOf = (game: GameId): readonly OptionSpec[] => gameOf(game).optionSpecs;

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
