// Which options of the game in progress change which rules. The map itself lives with
// each game's options in machines/ (one source); here it is read for the rule book.
import { GAMES, type GameId, gameOf, isGameId } from '../../../machines/games.ts';

const mapOf = (game: GameId): Readonly<Record<string, readonly string[]>> =>
  isGameId(game) ? gameOf(game).optionRules : {};

export interface InForce {
  readonly key: string;
  readonly value: unknown;
}

/** Rule id → the options (with their values in this game) that change it. */
export function optionsByRule(
  game: GameId,
  options: Readonly<Record<string, unknown>>,
): ReadonlyMap<string, readonly InForce[]> {
  const out = new Map<string, InForce[]>();
  for (const [key, rules] of Object.entries(mapOf(game)))
    for (const id of rules) out.set(id, [...(out.get(id) ?? []), { key, value: options[key] }]);
  return out;
}

/** The setting (rules.md …-Sn) behind an option: its rule-book entry says what it changes. */
export const settingOf = (game: GameId, key: string): string | null => mapOf(game)[key]?.[0] ?? null;

/** Every rule id an option can change (tests: each has a rule-book entry). */
export const optionRuleIds = (): string[] => [...new Set(GAMES.flatMap((g) => Object.values(g.optionRules).flat()))];
