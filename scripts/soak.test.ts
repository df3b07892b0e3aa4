// The soak: it passes on the real engines, and it catches an engine that breaks the
// contract — each broken engine below must give violations, or the soak could not fail.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../machines/core/contract.ts';
import type { AnyRules } from '../machines/core/replay.ts';
import { soakGame, type SoakTally } from '../machines/testing/soak.ts';
import { PROBES } from './soak-probes.ts';

const run = (rules: AnyRules, game: keyof typeof PROBES, seeds: number[]): SoakTally => {
  const tally: SoakTally = { games: 0, steps: 0, probes: 0, violations: [] };
  for (const seed of seeds) soakGame(rules, PROBES[game].probe, seed, tally);
  return tally;
};

describe('npm run soak', () => {
  it.each(Object.keys(PROBES) as (keyof typeof PROBES)[])(
    '%s: complete random games, every step checked, no violation',
    (game) => {
      const t = run(PROBES[game].rules, game, [1, 2]);
      expect(t.violations).toEqual([]);
      expect(t.games).toBe(2);
      expect(t.steps).toBeGreaterThan(100);
      expect(t.probes).toBeGreaterThan(50);
    },
  );

  const tribello = PROBES.tribello.rules;
  const broken: [string, AnyRules, RegExp][] = [
    [
      'totals that are not the sum of the deals',
      { ...tribello, report: (s: never) => ({ ...tribello.report(s), totals: [1, 0, -1] }) },
      /not the sum of the deals/,
    ],
    [
      'an illegal action explained as legal',
      { ...tribello, explainIllegal: () => null },
      /not refused with a rule id|finds nothing wrong, applyAction refuses it/,
    ],
    [
      'applyAction accepting an illegal action',
      {
        ...tribello,
        applyAction: (s: never, a: never) => {
          try {
            return tribello.applyAction(s, a);
          } catch (e) {
            if (e instanceof IllegalAction) return s;
            throw e;
          }
        },
      },
      /did not refuse illegal/,
    ],
    [
      'a card lost on the way',
      {
        ...tribello,
        applyAction: (s: never, a: never) => {
          const next = tribello.applyAction(s, a) as { hands: string[][] };
          return next.hands[0].length > 3 ? { ...next, hands: [next.hands[0].slice(1), ...next.hands.slice(1)] } : next;
        },
      },
      /not conserved/,
    ],
    [
      'a record that replays to another result',
      { ...tribello, actionToRecord: (a: never) => ({ ...tribello.actionToRecord(a), seat: 0 }) },
      /replays|seat|RECORD|turn|TRB|COM/,
    ],
  ];
  it.each(broken)('catches %s', (_, rules, message) => {
    const t = run(rules, 'tribello', [3]);
    expect(t.violations.length).toBeGreaterThan(0);
    expect(t.violations[0].message).toMatch(message);
  });

  it('as a process: prints games, steps and violations per engine, exit 0', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/soak.ts', '--seconds', '1', '--game', 'sproyte'],
      { encoding: 'utf8' },
    ); // as replay.test.ts starts it
    expect(r.stdout).toMatch(/^sproyte +\d+ games, \d+ steps, \d+ illegal probes, 0 violations/);
    expect(r.status).toBe(0);
  });
});
