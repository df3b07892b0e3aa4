// Positions marked `equal` (issue 21): the acceptable plays are equally good, so the play check
// (search/check.ts, at its own samples and seed) must never list any of them as a costly play. A position
// marked `known check` is one where it does today (a finding): the test expects the listing until it is fixed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../core/reasons/scenario-run.ts';
import { actionOf } from '../../core/reasons/scenario.ts';
import { scenarioDeal } from '../../core/reasons/scenario-build.ts';
import { rules } from '../rules/index.ts';
import { checkPlays } from '../search/check.ts';
import type { Action, State } from '../search/rules-bridge.ts';

const dir = new URL('.', import.meta.url);
const equal = loadScenarios(readdirSync(dir).map((file) => ({ file, text: readFileSync(new URL(file, dir), 'utf8') }))).filter(({ scenario }) => scenario.equal);

describe('Spades positions marked equal', () => {
  it('there are some', () => expect(equal.length).toBeGreaterThanOrEqual(3));
  it.each(equal)('$file: no acceptable play is a costly play', ({ scenario }) => {
    const deal = scenarioDeal(rules as never, scenario);
    const seat = rules.currentPlayer(deal.state as never) as number;
    const flagged = scenario.expect.flatMap((e) => {
      const actions = [...deal.actions, actionOf(e, seat)] as unknown as Action[];
      return checkPlays({ start: deal.start as State, actions }, seat).filter((c) => c.action === actions.length - 1);
    });
    expect(flagged.length > 0).toBe(scenario.known.includes('check'));
  }, 30_000);
});
