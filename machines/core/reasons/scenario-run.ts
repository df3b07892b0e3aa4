// Running the scenario suite: each position's hint (card and reason category) and each named bot
// level (card) against the acceptable actions. Generic: a game passes its rules, hint and policies.
import type { Policy } from '../bots.ts';
import type { AnyRules } from '../replay.ts';
import { rngFrom, seedState } from '../rng.ts';
import type { Hint } from '../search/hint-kit.ts';
import { type Scenario, isExpected, parseScenario } from './scenario.ts';
import { scenarioState } from './scenario-build.ts';

export interface SuiteGame {
  readonly rules: AnyRules;
  readonly hint: (view: never, legal: readonly never[], budget: { samples: number }, seed: number) => Hint<unknown>;
  readonly policies: Readonly<Record<string, Policy<unknown, unknown>>>;
}

/** The positions from their files' texts (`*.txt`, by file name). */
export function loadScenarios(
  files: readonly { readonly file: string; readonly text: string }[],
): { file: string; scenario: Scenario }[] {
  return files
    .filter((f) => f.file.endsWith('.txt'))
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .map(({ file, text }) => ({ file, scenario: parseScenario(text, file) }));
}

/** The seat to act's View and legal actions at the scenario's position. */
export function positionOf(
  game: SuiteGame,
  sc: Scenario,
): { view: unknown; legal: readonly Record<string, unknown>[]; seat: number } {
  const s = scenarioState(game.rules, sc);
  const seat = game.rules.currentPlayer(s) as number;
  const legal = (game.rules.legalActions(s) as Record<string, unknown>[]).filter((a) => a.seat === seat);
  return { view: game.rules.observe(s, seat), legal, seat };
}

export interface Verdict {
  readonly ok: boolean;
  readonly got: string;
}

const shown = (a: unknown) => JSON.stringify(a);

/** The hint at the position: its action acceptable and its reason's category (and words, when named) the expected one. */
export function hintVerdict(game: SuiteGame, sc: Scenario, samples = 2000): Verdict {
  const { view, legal } = positionOf(game, sc);
  const h = game.hint(view as never, legal as never, { samples }, sc.seed);
  const ok =
    isExpected(sc, h.action as Record<string, unknown>) &&
    (sc.reason === null || h.reason.category === sc.reason) &&
    (sc.reasonKey === null || h.reason.key === sc.reasonKey);
  return { ok, got: `${shown(h.action)} ${h.reason.key}` };
}

/** A bot level's choice at the position, acceptable or not. */
export function botVerdict(game: SuiteGame, sc: Scenario, level: string, seed = 1): Verdict {
  const [action] = botChoices(game, sc, level, [seed]);
  return { ok: isExpected(sc, action), got: shown(action) };
}

/** The level's action at the position under each bot seed (the position built once). */
function botChoices(game: SuiteGame, sc: Scenario, level: string, seeds: readonly number[]): Record<string, unknown>[] {
  const { view, legal } = positionOf(game, sc);
  return seeds.map(
    (seed) => game.policies[level].choose(view, legal, rngFrom(seedState(seed))) as Record<string, unknown>,
  );
}

/** The bot seeds the suite asks a level at: a level whose card turns on its own shuffle of the samples
 *  is wrong at some table, so every seed's card must be acceptable. */
export const BOT_SEEDS = [1, 2, 3] as const;

/** A level's choices at the position under each of `seeds`: acceptable only if every one is. */
export function botVerdicts(
  game: SuiteGame,
  sc: Scenario,
  level: string,
  seeds: readonly number[] = BOT_SEEDS,
): Verdict {
  const actions = botChoices(game, sc, level, seeds);
  return {
    ok: actions.every((a) => isExpected(sc, a)),
    got: actions.map((a, i) => `seed ${seeds[i]}: ${shown(a)}`).join('; '),
  };
}
