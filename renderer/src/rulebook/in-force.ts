// Which options of the game in progress change which rules. The map itself lives with
// each game's options in machines/ (one source); here it is read for the rule book.
import type { GameId } from '../../../machines/games.ts';
import { optionRules as spades } from '../../../machines/spades/rules/options.ts';
import { optionRules as sproyte } from '../../../machines/sproyte/rules/options.ts';
import { optionRules as tribello } from '../../../machines/tribello/rules/options.ts';

const MAPS: Readonly<Record<GameId, Readonly<Record<string, readonly string[]>>>> = { spades, sproyte, tribello };

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
  for (const [key, rules] of Object.entries(MAPS[game] ?? {}))
    for (const id of rules) out.set(id, [...(out.get(id) ?? []), { key, value: options[key] }]);
  return out;
}

/** The setting (rules.md …-Sn) behind an option: its rule-book entry says what it changes. */
export const settingOf = (game: GameId, key: string): string | null => MAPS[game]?.[key]?.[0] ?? null;

/** Every rule id an option can change (tests: each has a rule-book entry). */
export const optionRuleIds = (): string[] => [...new Set(Object.values(MAPS).flatMap((m) => Object.values(m).flat()))];
