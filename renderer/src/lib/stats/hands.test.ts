// Statistics per hand: each hand read from the rules core's deal result; the
// hands of a finished game add up to the game's own line; hands played with help are left out of "best";
// the table keeps each scored hand once, with the undos of the game.
import { describe, expect, it } from 'vitest';
import type { HandStat } from '../../../../machines/core/coach/data.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { randomPlayout } from '../../../../machines/testing/testkit.ts';
import { RULES } from '../games/rules.ts';
import { coach } from '../coach/coach.svelte.ts';
import { gameLine } from './figures.ts';
import { archiveGame, listFinished, practiceIds } from '../archive.ts';
import { browserPersistence, memoryStorage } from '../storage/persistence.ts';
import { handStat, handTotals } from './hands.ts';

type G = 'spades' | 'sproyte' | 'tribello';
const finished = (game: G, raw: object, seed: number): GameRecord => {
  const rules = RULES[game];
  return JSON.parse(JSON.stringify(randomPlayout(rules, rules.parseOptions(raw), seed).record)) as GameRecord;
};
const hand = (points: number, hints = 0, undos = 0, figures: Record<string, number> = {}): HandStat => ({
  at: 0,
  points,
  figures,
  hints,
  undos,
});

describe('hands', () => {
  it.each([
    ['spades', { target: 60, losingScore: -60, nil: 50 }, 3],
    ['sproyte', { target: 3 }, 1],
    ['sproyte', { form: 'talon', target: 2 }, 2],
    ['tribello', {}, 5],
  ] as const)('the hands of a finished %s game add up to its line', (game, raw, seed) => {
    const record = finished(game, raw, seed);
    const rules = RULES[game];
    const view = rules.observe(replayState(rules, record), 0);
    const line = gameLine('x', record);
    const hands = Array.from({ length: line.deals }, (_, d) =>
      handStat(game, view, d, { hints: 0, undos: 0 }, d, `k${d}`)!,
    );
    expect(handStat(game, view, line.deals, { hints: 0, undos: 0 }, 0, 'none')).toBeNull();
    const t = handTotals(hands);
    expect(t.hands).toBe(line.deals);
    expect(t.points).toBe(line.points);
    expect(t.figures).toEqual(line.counts);
  });

  it('a hand with a hint or an undo is counted but left out of the best hand', () => {
    const t = handTotals([hand(3), hand(9, 1), hand(7, 0, 2), hand(5, 0, 0, { quotaHits: 1 })]);
    expect(t).toMatchObject({
      hands: 4,
      assisted: 2,
      hints: 1,
      points: 24,
      best: 5,
      figures: { quotaHits: 1 },
      recent: [3, 9, 7, 5],
    });
    expect(handTotals([hand(4, 1)]).best).toBeNull();
  });

  it("the coach keeps a scored hand once, with the game's undos and the hints shown in it", async () => {
    const record = finished('tribello', {}, 7);
    const rules = RULES.tribello;
    const view = rules.observe(replayState(rules, record), 0);
    const before = coach.game('tribello').hands.length;
    await coach.slip('tribello', { kind: 'hint', category: 'none' }, record);
    await coach.hand('tribello', view, record, 0, 2);
    await coach.hand('tribello', view, record, 0, 2);
    await coach.hand('tribello', view, record, 1, 2);
    const hands = coach.game('tribello').hands.slice(before);
    expect(hands).toHaveLength(2);
    expect(hands[0]).toMatchObject({
      hints: 1,
      undos: 2,
      points: (view as { results: { points: number[] }[] }).results[0].points[0],
    });
    expect(hands[1].hints).toBe(1);
  });

  it('a finished game in which you took a hint is marked in the finished-games list', async () => {
    const store = browserPersistence(memoryStorage());
    const helped = finished('spades', { target: 60, losingScore: -60 }, 11);
    const plain = finished('spades', { target: 60, losingScore: -60 }, 12);
    const view = (r: GameRecord) => RULES.spades.observe(replayState(RULES.spades, r), 0);
    await coach.slip('spades', { kind: 'hint', category: 'none' }, helped);
    await coach.hand('spades', view(helped), helped, 0, 0);
    await coach.hand('spades', view(plain), plain, 0, 0);
    expect(coach.hintedIn(helped)).toBe(true);
    expect(coach.hintedIn(plain)).toBe(false);
    await archiveGame(store, helped, { title: 'a' }, new Date(Date.UTC(2026, 0, 1)));
    await archiveGame(store, plain, { title: 'b' }, new Date(Date.UTC(2026, 0, 2)));
    const list = await listFinished(store);
    const marked = await practiceIds(store, list, (r) => coach.hintedIn(r));
    expect([...marked]).toEqual([list.find((g) => g.title === 'a')!.id]);
    expect((await practiceIds(store, list)).size).toBe(0);
  });
});
