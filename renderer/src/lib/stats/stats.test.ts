// Statistics and the finished-game archive through the browser's persistence:
// the figures recomputed from the stored records equal the stored figures, and they agree with what the
// replay command reports for each game (totals, deals, winners).
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayRecord } from '../../../../machines/core/replay.ts';
import { randomPlayout } from '../../../../machines/testing/testkit.ts';
import {
  archiveGame,
  finishedId,
  KEEP_FINISHED,
  listFinished,
  loadFinished,
  loadStats,
  practiceIds,
  resetStats,
} from '../archive.ts';
import { RULES } from '../games/rules.ts';
import { browserPersistence, memoryStorage } from '../storage/persistence.ts';
import { gameLine } from './figures.ts';
import { figures, sum } from './totals.ts';

function finished(game: 'spades' | 'sproyte' | 'tribello', raw: object, seed: number): GameRecord {
  const rules = RULES[game];
  return JSON.parse(JSON.stringify(randomPlayout(rules, rules.parseOptions(raw), seed).record)) as GameRecord;
}

describe('statistics from finished games', () => {
  it('recomputed from the stored records, every figure equals the stored one', async () => {
    const store = browserPersistence(memoryStorage());
    const games = [
      finished('sproyte', { target: 3 }, 1),
      finished('sproyte', { form: 'talon', target: 2 }, 2),
      finished('spades', { target: 60, losingScore: -60, nil: 50 }, 3),
      finished('spades', { target: 60, losingScore: -60, players: 'cutthroat3' }, 4),
      finished('tribello', {}, 5),
    ];
    for (const [i, g] of games.entries()) {
      const kept = await archiveGame(
        store,
        g,
        { title: g.game, undos: i === 1 ? 2 : undefined },
        new Date(Date.UTC(2026, 0, 1 + i)),
      );
      expect(kept).toEqual({ id: finishedId(Date.UTC(2026, 0, 1 + i)), error: null });
    }
    const stats = (await loadStats(store)).value!;
    expect(stats.lines).toHaveLength(games.length);
    const again = [];
    for (const line of stats.lines) {
      const record = (await loadFinished(store, line.id))!;
      const recomputed = gameLine(line.id, record);
      expect(recomputed).toEqual(line);
      again.push(recomputed);
      // The same facts as the replay command: seat 0's side is side 0 in every format played here.
      const report = replayRecord(RULES[line.game], record);
      expect(line.points).toBe(report.totals[0]);
      expect(line.deals).toBe(report.deals.length);
      expect(line.won).toBe(report.winners.includes(0));
    }
    expect(stats.lines.map((l) => l.practice)).toEqual([false, true, false, false, false]);
    expect(figures(stats, 'sproyte').all).toEqual(sum(again.filter((l) => l.game === 'sproyte')));
    expect(figures(stats, 'spades', 'cutthroat3').all.games).toBe(1);
    expect(figures(stats, 'tribello').all.counts.round1Deals).toBe(3);
  });

  it('keeps the last 50 finished games and counts every game; a reset forgets the figures only', async () => {
    const store = browserPersistence(memoryStorage());
    const g = finished('sproyte', { target: 1 }, 9);
    for (let i = 0; i < KEEP_FINISHED + 2; i++)
      await archiveGame(store, g, { title: 'Sprøyte' }, new Date(Date.UTC(2026, 1, 1, 0, i)));
    const list = await listFinished(store);
    expect(list).toHaveLength(KEEP_FINISHED);
    expect(list[0].updatedAt >= list[list.length - 1].updatedAt).toBe(true);
    expect((await loadStats(store)).value!.lines).toHaveLength(KEEP_FINISHED + 2);
    expect(await resetStats(store)).toBeNull();
    expect((await loadStats(store)).value!.lines).toEqual([]);
    expect(await listFinished(store)).toHaveLength(KEEP_FINISHED);
  });

  it('marks the practice games of the list: moves taken back or deals played again, not undo merely allowed', async () => {
    const store = browserPersistence(memoryStorage());
    const g = finished('sproyte', { target: 1 }, 9);
    const marks = [{}, { undos: 2 }, { again: 1 }, { undos: 0, again: 0 }];
    for (const [i, m] of marks.entries())
      await archiveGame(
        store,
        { ...g, undo: true } as GameRecord,
        { title: 'Sprøyte', ...m },
        new Date(Date.UTC(2026, 2, 1, 0, i)),
      );
    const list = await listFinished(store);
    const practice = await practiceIds(store, list);
    // Newest first: marks of 0 (no practice), a deal played again, moves taken back, no marks.
    expect(list.map((x) => practice.has(x.id))).toEqual([false, true, true, false]);
  });
});
