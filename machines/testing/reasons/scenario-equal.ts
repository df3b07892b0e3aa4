// Positions marked `equal`, one test for every game: the acceptable plays are equally good,
// so the play check must never list any of them as a costly play. The check runs as the app runs it — the
// game's own threshold (CLEAR_COST in machines/<game>/search/check.ts) and the app's samples per play
// (renderer/src/lib/hint.svelte.ts CHECK_SAMPLES) — on the position's last play; the check seeds its search from the
// position (core/search/judge.ts), so one run of it is the app's. A position
// marked `known check` is one where it does list a play today (a finding): the test expects the listing until
// it is fixed. Tests only (it imports vitest).
import { describe, expect, it } from 'vitest';
import type { CheckedDeal } from '../../core/bundle/bundle.ts';
import type { BaseState, GameRules } from '../../core/contract.ts';
import { choiceKey } from '../../core/search/judge.ts';
import type { CostlyPlay } from '../../core/search/check-kit.ts';
import { actionOf } from '../../core/reasons/scenario.ts';
import { scenarioDeal } from '../../core/reasons/scenario-build.ts';
import { loadScenarios } from './scenario-run.ts';

/** The app's samples per play in the play check (renderer/src/lib/hint.svelte.ts CHECK_SAMPLES). */
export const APP_CHECK_SAMPLES = 1000;

/** The game's positions (its scenario files' texts) marked equal, each acceptable play checked: none is listed as costly. */
export function equalNeverFlagged<O, S extends BaseState, A extends { readonly seat: number }, V>(
  name: string,
  rules: GameRules<O, S, A, V>,
  checkPlays: (deal: CheckedDeal<S, A>, seat: number, samples: number) => readonly CostlyPlay[],
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
        const seat = rules.currentPlayer(state) as number;
        const legal = rules.legalActions(state).filter((a) => a.seat === seat);
        const flagged = scenario.expect.flatMap((e) => {
          const key = choiceKey(actionOf(e, seat));
          const played = legal.find((a) => choiceKey(a) === key);
          if (!played) throw new Error(`${scenario.name}: ${key} is not a legal play of seat ${seat}`);
          return checkPlays({ start: state, actions: [played] }, seat, APP_CHECK_SAMPLES);
        });
        expect(flagged.length > 0, JSON.stringify(flagged.map((c) => [c.card, c.better, c.cost]))).toBe(
          scenario.known.includes('check'),
        );
      },
      30_000,
    );
  });
}
