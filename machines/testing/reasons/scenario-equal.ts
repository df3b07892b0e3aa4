// Positions marked `equal`, one test for every game: the acceptable plays are equally good,
// so the play check must never list any of them as a costly play. The check runs as the app runs it — the
// game's own threshold (CLEAR_COST in machines/<game>/search/check.ts) and the app's samples per play
// (renderer/src/lib/hint.svelte.ts CHECK_SAMPLES) — on the position's last play, over a few seeds. A position
// marked `known check` is one where it does list a play today (a finding): the test expects the listing until
// it is fixed. Tests only (it imports vitest).
import { describe, expect, it } from 'vitest';
import type { CostlyPlay } from '../../core/search/check-kit.ts';
import type { AnyRules } from '../../core/replay.ts';
import { actionOf } from '../../core/reasons/scenario.ts';
import { scenarioDeal } from '../../core/reasons/scenario-build.ts';
import { loadScenarios } from './scenario-run.ts';

/** The app's samples per play in the play check (renderer/src/lib/hint.svelte.ts CHECK_SAMPLES). */
export const APP_CHECK_SAMPLES = 1000;
const SEEDS = [1, 2, 3];

type Check = (
  deal: { readonly start: never; readonly actions: readonly never[] },
  seat: number,
  samples: number,
  seed: number,
) => CostlyPlay[];

/** The game's positions (its scenario files' texts) marked equal, each acceptable play checked: none is listed as costly. */
export function equalNeverFlagged(
  name: string,
  rules: AnyRules,
  checkPlays: Check,
  files: readonly { readonly file: string; readonly text: string }[],
  atLeast = 2,
): void {
  const equal = loadScenarios(files).filter(({ scenario }) => scenario.equal);
  describe(`${name} positions marked equal`, () => {
    it(`there are at least ${atLeast}`, () => expect(equal.length).toBeGreaterThanOrEqual(atLeast));
    it.each(equal)(
      '$file: no acceptable play is a costly play',
      ({ scenario }) => {
        const { state } = scenarioDeal(rules, scenario);
        const seat = rules.currentPlayer(state as never) as number;
        const flagged = scenario.expect.flatMap((e) =>
          SEEDS.flatMap((seed) =>
            checkPlays({ start: state as never, actions: [actionOf(e, seat) as never] }, seat, APP_CHECK_SAMPLES, seed),
          ),
        );
        expect(flagged.length > 0, JSON.stringify(flagged.map((c) => [c.card, c.better, c.cost]))).toBe(
          scenario.known.includes('check'),
        );
      },
      30_000,
    );
  });
}
