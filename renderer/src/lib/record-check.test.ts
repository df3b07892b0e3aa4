// An imported record is refused exactly as `npm run replay` refuses it: the same deal,
// action, rule and message; a valid one gives the same report.
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../machines/testing/testkit.ts';
import { runReplay } from '../../../scripts/replay-cli.ts';
import { RULES } from './games/rules.ts';
import { checkRecordText } from './record-check.ts';

const rules = RULES.spades;
const good = randomPlayout(rules, rules.parseOptions({ target: 100, losingScore: -100 }), 7, 2).record;
const text = (v: unknown) => JSON.stringify(v);
const withDeal = (i: number, f: (d: Record<string, unknown>) => object) => ({
  ...good,
  deals: good.deals.map((d, k) => (k === i ? f(d as never) : d)),
});

const cases: [string, string][] = [
  ['not JSON', '{"format": "stikk-record/1",'],
  ['another format', text({ ...good, format: 'stikk-record/2' })],
  ['an unknown option', text({ ...good, options: { bogus: 1 } })],
  [
    'a duplicate card in the deck',
    text(withDeal(0, (d) => ({ ...d, deck: ['AS', ...(d.deck as string[]).slice(1, -1), 'AS'] }))),
  ],
  [
    'a card not held',
    text(withDeal(0, (d) => ({ ...d, actions: [...(d.actions as object[]).slice(0, 4), { seat: 0, play: 'XX' }] }))),
  ],
  [
    'an illegal lead',
    text(
      withDeal(0, (d) => ({
        ...d,
        actions: (d.actions as { seat: number }[]).map((a, i) => (i === 4 ? { seat: a.seat, play: '2C' } : a)),
      })),
    ),
  ],
];

describe('checking an imported record', () => {
  it.each(cases)("refuses %s with the replay command's error", (_, t) => {
    const replay = runReplay(t);
    expect(replay.status).toBe(1);
    const mine = checkRecordText(t);
    expect(mine.ok).toBe(false);
    expect(!mine.ok && mine.error).toEqual(JSON.parse(replay.stdout).error);
  });

  it('accepts a valid record with the report the replay command prints', () => {
    const mine = checkRecordText(text(good));
    expect(mine.ok && mine.report).toEqual(JSON.parse(runReplay(text(good)).stdout));
  });
});
