// The record edits of core/record-edit.ts against every game's rules: each edit gives a record that
// replays, and the replay says what a player expects (the same cards from another seat, the same scores
// before the deal played again, the position before a decision).
import { describe, expect, it } from 'vitest';
import type { GameReport } from './core/contract.ts';
import type { GameRecord } from './core/record.ts';
import {
  atDealStart,
  beforeLastDecision,
  lastDecisionOf,
  plainRecord,
  rotated,
  truncated,
} from './core/record-edit.ts';
import { replayRecord, replayState, type AnyRules } from './core/replay.ts';
import { canonical, randomPlayout } from './testing/testkit.ts';
import { engines } from './games.ts';

const cases: [string, AnyRules, object, number][] = [
  ['sproyte', engines.sproyte!, {}, Infinity],
  ['sproyte talon', engines.sproyte!, { form: 'talon', target: 4 }, Infinity],
  ['spades partners', engines.spades!, { target: 150 }, 4],
  ['spades cutthroat 3', engines.spades!, { players: 'cutthroat3' }, 3],
  ['spades six', engines.spades!, { players: 'partners6', nil: 50 }, 2],
  ['tribello', engines.tribello!, {}, 7],
];

function playout(rules: AnyRules, raw: object, seed: number, deals: number): GameRecord {
  return JSON.parse(JSON.stringify(randomPlayout(rules, rules.parseOptions(raw), seed, deals).record)) as GameRecord;
}

/** The side of a rotated game that holds the seats of `oldSide` in the original. */
function sideMap(report: GameReport, by: number, n: number): number[] {
  return report.sides.map((seats) => report.sides.findIndex((s) => s.includes((seats[0] + by) % n)));
}

describe.each(cases)('record edits: %s', (_name, rules, raw, deals) => {
  const n = rules.seatCount(rules.parseOptions(raw));
  const record = playout(rules, raw, 20251, deals);
  const report = replayRecord(rules, record);

  it('a rotated record replays, each seat with the cards and the tricks of the seat it took over', () => {
    for (let by = 1; by < n; by++) {
      const turned = rotated(record, by, n);
      const r = replayRecord(rules, turned);
      const sides = sideMap(r, by, n);
      expect(r.finished).toBe(report.finished);
      r.deals.forEach((d, i) => {
        const old = report.deals[i];
        expect(d.dealer).toBe((old.dealer - by + n) % n);
        const oldTricks = old.tricks as number[];
        expect(d.tricks).toEqual(oldTricks.map((_, s) => oldTricks[(s + by) % n]));
        if (old.points) expect(d.points).toEqual(sides.map((j) => (old.points as number[])[j]));
      });
      expect(r.totals).toEqual(sides.map((j) => report.totals[j]));
      expect(canonical(rotated(turned, n - by, n))).toBe(canonical(record));
    }
  });

  it('the start of a deal replays to that deal just dealt, with the scores before it', () => {
    for (let k = 0; k < record.deals.length; k++) {
      const again = atDealStart(record, k);
      expect(again.deals[k].actions).toEqual([]);
      const s = replayState(rules, again);
      const r = rules.report(s);
      expect(r.deals[k]).toMatchObject({ finished: false, tricks: new Array(n).fill(0) });
      if (k > 0) expect(r.totals).toEqual(report.deals[k - 1].totals);
      expect(rules.currentPlayer(s)).not.toBeNull();
    }
  });

  it("undo goes back to the state just before the seat's last decision", () => {
    for (let seat = 0; seat < n; seat++) {
      const at = lastDecisionOf(record, seat);
      if (!at) continue;
      const back = beforeLastDecision(record, seat)!;
      const prefix = {
        ...record,
        deals: [
          ...record.deals.slice(0, at.deal),
          { ...record.deals[at.deal], actions: record.deals[at.deal].actions.slice(0, at.action) },
        ],
      };
      expect(canonical(replayState(rules, back))).toBe(canonical(replayState(rules, prefix)));
      const s = replayState(rules, back);
      expect(rules.currentPlayer(s)).toBe(seat);
      // Playing the same decision again gives the original record's state at that point.
      const same = truncated(record, { deal: at.deal, action: at.action + 1 });
      expect(canonical(rules.applyAction(s, rules.actionFromRecord(record.deals[at.deal].actions[at.action])))).toBe(
        canonical(replayState(rules, same)),
      );
    }
  });

  it('the plain record keeps only records.md keys and replays the same', () => {
    const extra = {
      ...record,
      seed: 4,
      title: 'x',
      deals: record.deals.map((d) => ({ ...d, looked: [0] })),
    } as GameRecord;
    const plain = plainRecord(extra);
    expect(Object.keys(plain).sort()).toEqual(Object.keys(record).sort());
    expect(plain.deals.every((d) => !('looked' in d))).toBe(true);
    expect(replayRecord(rules, plain)).toEqual(report);
  });
});

describe('record edits by hand', () => {
  const rec: GameRecord = {
    format: 'stikk-record/1',
    game: 'spades',
    players: ['A', 'B', 'C', 'D'],
    firstDealer: 3,
    deals: [
      {
        hands: [['AS'], ['KS'], ['QS'], ['JS']],
        dealer: 3,
        actions: [
          { seat: 0, bid: 1 },
          { seat: 1, bid: 'nil' },
        ],
      },
    ],
  };
  it('rotates seats, names, hands and seat lists the way records.md reads them', () => {
    const r = rotated({ ...rec, deals: [{ ...rec.deals[0], looked: [1, 3] }] } as unknown as GameRecord, 1, 4, [
      'looked',
    ]);
    expect(r.firstDealer).toBe(2);
    expect(r.players).toEqual(['B', 'C', 'D', 'A']);
    expect(r.deals[0]).toMatchObject({ dealer: 2, hands: [['KS'], ['QS'], ['JS'], ['AS']], looked: [0, 2] });
    expect(r.deals[0].actions).toEqual([
      { seat: 3, bid: 1 },
      { seat: 0, bid: 'nil' },
    ]);
  });
  it('finds no decision for a seat that never acted', () => {
    expect(beforeLastDecision(rec, 2)).toBeNull();
    expect(beforeLastDecision(rec, 1)?.deals[0].actions).toEqual([{ seat: 0, bid: 1 }]);
  });
});
