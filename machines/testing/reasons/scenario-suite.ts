// A game's scenario suite, one test for every game: every named position in the game's folder, against
// the hint (card and reason) and against Strong and Expert (card, at each of three bot seeds, scenario-run.ts
// BOT_SEEDS). Format: scenario.ts; running: scenario-run.ts.
// A level marked `known` is wrong there today (a finding): the suite expects the failure, and says so once it is
// fixed. Tests only (it imports vitest).
import { describe, expect, it } from 'vitest';
import type { BaseState } from '../../core/contract.ts';
import { type SuiteGame, botVerdicts, hintVerdict, loadScenarios, whyVerdict } from './scenario-run.ts';

/** Who the suite asks: the hint (its card, and the reason of each card a position names), Strong, Expert. */
export type Judge = 'hint' | 'strong' | 'expert';

/** The game's positions (its scenarios folder's files and texts) run against its hint, Strong and Expert, or those of
 *  them `judges` names (a game whose suite is long splits it by judge into test files of its own). */
export function scenarioSuite<O, S extends BaseState, A extends { readonly seat: number }, V>(
  name: string,
  files: readonly { readonly file: string; readonly text: string }[],
  game: SuiteGame<O, S, A, V>,
  judges: readonly Judge[] = ['hint', 'strong', 'expert'],
): void {
  const suite = loadScenarios(files);
  describe(`${name} scenarios`, () => {
    if (judges.includes('hint'))
      it.each(suite)('$file: the hint', ({ scenario }) =>
        expect(hintVerdict(game, scenario)).toMatchObject({ ok: !scenario.known.includes('hint') }),
      );
    const pinned = suite.filter(({ scenario }) => scenario.why.length > 0);
    if (pinned.length && judges.includes('hint'))
      it.each(pinned)('$file: the reason of each card it names', ({ scenario }) =>
        expect(whyVerdict(game, scenario)).toMatchObject({ ok: true }),
      );
    if (judges.includes('strong'))
      it.each(suite)('$file: Strong', ({ scenario }) =>
        expect(botVerdicts(game, scenario, 'strong')).toMatchObject({ ok: !scenario.known.includes('strong') }),
      );
    if (judges.includes('expert'))
      it.each(suite)('$file: Expert', ({ scenario }) =>
        expect(botVerdicts(game, scenario, 'expert')).toMatchObject({ ok: !scenario.known.includes('expert') }),
      );
  });
}
