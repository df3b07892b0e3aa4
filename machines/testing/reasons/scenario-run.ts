// Running the scenario suite: each position's hint (card and reason category) and each named bot
// level (card) against the acceptable actions. Generic: a game passes its rules, hint and policies.
import type { Policy } from '../../core/bots.ts';
import type { BaseState, GameRules } from '../../core/contract.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import type { Hint } from '../../core/search/hint-kit.ts';
import { type Scenario, isExpected, parseScenario } from '../../core/reasons/scenario.ts';
import { scenarioState } from '../../core/reasons/scenario-build.ts';
import { type CardSituation, cardReason } from '../../core/reasons/card.ts';
import { brokenClaims, claimHolds, detailBroken } from '../../core/reasons/claims.ts';

/** A game as the suite asks it, typed by its own options, state, action and View. */
export interface SuiteGame<O, S extends BaseState, A extends { readonly seat: number }, V> {
  readonly rules: GameRules<O, S, A, V>;
  readonly hint: (view: V, legal: readonly A[], budget: { samples: number }, seed: number) => Hint<unknown>;
  readonly policies: Readonly<Record<string, Policy<V, A>>>;
  /** The seat's position as the reason engine reads it: with it, a card hint's reason must meet its claims. */
  readonly situation?: (view: V) => CardSituation;
}

/** The cards among actions (a play's card). */
const cardsOf = (actions: readonly object[]): string[] =>
  actions.flatMap((a) => ('card' in a && typeof a.card === 'string' ? [a.card] : []));

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
export function positionOf<O, S extends BaseState, A extends { readonly seat: number }, V>(
  game: SuiteGame<O, S, A, V>,
  sc: Scenario,
): { view: V; legal: readonly A[]; seat: number } {
  const s = scenarioState(game.rules, sc);
  const seat = game.rules.currentPlayer(s) as number;
  const legal = game.rules.legalActions(s).filter((a) => a.seat === seat);
  return { view: game.rules.observe(s, seat), legal, seat };
}

export interface Verdict {
  readonly ok: boolean;
  readonly got: string;
}

const shown = (a: unknown) => JSON.stringify(a);

/** The hint at the position: its action acceptable and its reason's category (and words, when named) the expected one. */
export function hintVerdict<O, S extends BaseState, A extends { readonly seat: number }, V>(
  game: SuiteGame<O, S, A, V>,
  sc: Scenario,
  samples = 2000,
): Verdict {
  const { view, legal } = positionOf(game, sc);
  const h = game.hint(view, legal, { samples }, sc.seed);
  const broken = claimsBroken(game.situation, view, legal, h);
  const ok =
    isExpected(sc, h.action as Record<string, unknown>) &&
    (sc.reason === null || h.reason.category === sc.reason) &&
    (sc.reasonKey === null || h.reason.key === sc.reasonKey) &&
    broken.length === 0;
  return { ok, got: `${shown(h.action)} ${h.reason.key}${broken.length ? ` (untrue: ${broken.join(', ')})` : ''}` };
}

/** The claims of a card hint's reason its card does not meet (claims.ts), with its detail line. */
function claimsBroken<V>(
  situation: ((view: V) => CardSituation) | undefined,
  view: V,
  legal: readonly object[],
  h: Hint<unknown>,
) {
  const card = (h.action as { card?: unknown }).card;
  if (!situation || typeof card !== 'string') return [];
  const s = situation(view);
  const cards = cardsOf(legal);
  return [...brokenClaims(s, h.reason, card, cards), ...detailBroken(s, h.reason, card, cards)];
}

/**
 * The reasons the scenario pins card by card (its `why` lines): the engine's reason for each card, with the figure
 * given for it and the trick as it stands for the others, must have the expected key and meet every claim.
 */
export function whyVerdict<O, S extends BaseState, A extends { readonly seat: number }, V>(
  game: SuiteGame<O, S, A, V>,
  sc: Scenario,
): Verdict {
  const { view, legal } = positionOf(game, sc);
  if (!game.situation) return { ok: sc.why.length === 0, got: 'no situation' };
  const s = game.situation(view);
  const cards = cardsOf(legal);
  const got = sc.why.map((w) => {
    const figures = cards.map((card) => ({
      card,
      value: 0,
      wins: card === w.card ? w.wins : claimHolds(s, 'highestSoFar', {}, card, cards) ? 1 : 0,
    }));
    const r = cardReason(s, figures, w.card);
    const broken = [...brokenClaims(s, r, w.card, cards), ...detailBroken(s, r, w.card, cards)];
    return {
      ok: cards.includes(w.card) && r.key === w.key && broken.length === 0,
      said: `${w.card} ${r.key} ${broken.join(' ')}`,
    };
  });
  return { ok: got.every((g) => g.ok), got: got.map((g) => g.said).join('; ') };
}

/** A bot level's choice at the position, acceptable or not. */
export function botVerdict<O, S extends BaseState, A extends { readonly seat: number }, V>(
  game: SuiteGame<O, S, A, V>,
  sc: Scenario,
  level: string,
  seed = 1,
): Verdict {
  const [action] = botChoices(game, sc, level, [seed]);
  return { ok: isExpected(sc, action), got: shown(action) };
}

/** The level's action at the position under each bot seed (the position built once). */
function botChoices<O, S extends BaseState, A extends { readonly seat: number }, V>(
  game: SuiteGame<O, S, A, V>,
  sc: Scenario,
  level: string,
  seeds: readonly number[],
): A[] {
  const { view, legal } = positionOf(game, sc);
  return seeds.map((seed) => game.policies[level].choose(view, legal, rngFrom(seedState(seed))));
}

/** The bot seeds the suite asks a level at: a level whose card turns on its own shuffle of the samples
 *  is wrong at some table, so every seed's card must be acceptable. */
export const BOT_SEEDS = [1, 2, 3] as const;

/** A level's choices at the position under each of `seeds`: acceptable only if every one is. */
export function botVerdicts<O, S extends BaseState, A extends { readonly seat: number }, V>(
  game: SuiteGame<O, S, A, V>,
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
