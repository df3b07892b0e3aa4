// With a reload: a hint taken mid-deal is kept with the coach's data, so the hand scored after
// a reload (a new app over the same store, as the game itself comes back) still counts it; another game's
// hand does not.
import { describe, expect, it } from 'vitest';
import { parseCoachData } from '../../../../machines/core/coach/data.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { randomPlayout } from '../../../../machines/testing/testkit.ts';
import { RULES } from '../games/rules.ts';
import { browserPersistence, memoryStorage } from '../storage/persistence.ts';
import { CoachState } from './coach.svelte.ts';

const finished = (seed: number): GameRecord =>
  JSON.parse(JSON.stringify(randomPlayout(RULES.tribello, RULES.tribello.parseOptions({}), seed).record)) as GameRecord;
/** The game as it stood mid-deal 1: its first deal's cards and the first few actions. */
const midDeal = (r: GameRecord): GameRecord => ({
  ...r,
  deals: [{ ...r.deals[0], actions: r.deals[0].actions.slice(0, 5) }],
});
const view = (r: GameRecord) => RULES.tribello.observe(replayState(RULES.tribello, r), 0);

describe('a hint taken before a reload', () => {
  it('is still counted in the hand scored after the reload, and only in its own game', async () => {
    const storage = memoryStorage();
    const warn = (e: string) => expect.fail(e);
    const before = new CoachState();
    await before.load(browserPersistence(storage), warn);
    const game = finished(7);
    const other = finished(8);
    await before.slip('tribello', { kind: 'hint', category: 'none' }, midDeal(game));
    await before.slip('tribello', { kind: 'hint', category: 'none' }, midDeal(game));

    const after = new CoachState(); // the reload: nothing but the store carries over
    await after.load(browserPersistence(storage), warn);
    await after.hand('tribello', view(game), game, 0, 0);
    await after.hand('tribello', view(other), other, 0, 0);
    const hands = after.game('tribello').hands;
    expect(hands.map((h) => h.hints)).toEqual([2, 0]);
    const stored = JSON.parse(JSON.stringify(after.game('tribello')));
    expect(
      parseCoachData({ version: 1, off: false, games: { tribello: { ...stored, hinted: { game: 3 } } } }),
    ).toBeNull();
  });

  it('is counted with the coach turned off as well (the hand statistics are kept either way)', async () => {
    const storage = memoryStorage();
    const c = new CoachState();
    await c.load(browserPersistence(storage), () => {});
    await c.setOn(false);
    const game = finished(9);
    await c.slip('tribello', { kind: 'hint', category: 'none' }, midDeal(game));
    const after = new CoachState();
    await after.load(browserPersistence(storage), () => {});
    await after.hand('tribello', view(game), game, 0, 0);
    expect(after.game('tribello').hands.map((h) => h.hints)).toEqual([1]);
  });
});
