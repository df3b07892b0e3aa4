// The map's words and links: every label key of every game's chart has words (the i18n test then
// checks the four languages), and every rule id a chart names is a rule of the rule book.
import { describe, expect, it } from 'vitest';
import { chartStates, metaOf } from '../../../machines/actors/chart.ts';
import { en } from '../i18n/en.ts';
import { RULE_IDS } from '../rulebook/rule-ids.ts';
import { tribelloMachine } from '../../../machines/tribello/tribello.machine.ts';
import { sproyteMachine } from '../../../machines/sproyte/sproyte.machine.ts';
import { spadesMachine } from '../../../machines/spades/spades.machine.ts';

describe('the map of each game', () => {
  it.each([tribelloMachine, sproyteMachine, spadesMachine].map((m) => [m.id, m] as const))(
    '%s: labels have words and rules are in the rule book',
    (_id, machine) => {
      // A step's variants (six-player Spades) are labels and rules of the map too.
      const metas = chartStates(machine.root).flatMap((n) => {
        const m = metaOf(n);
        return [m, ...(m?.variants ?? []).map((v) => ({ label: v.label, rules: v.rules }))];
      });
      expect(metas.length).toBeGreaterThan(40);
      if (machine === spadesMachine) expect(metas.map((m) => m?.label)).toContain('map.spd.six.playingLast');
      expect(metas.filter((m) => !m || !(m.label in en)).map((m) => m?.label ?? 'no meta')).toEqual([]);
      expect([...new Set(metas.flatMap((m) => m?.rules ?? []))].filter((r) => !RULE_IDS.includes(r))).toEqual([]);
    },
  );
});
