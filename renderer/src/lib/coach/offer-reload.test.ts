// With a reload: the deal's one suggestion ("Practise this") is kept with the coach's data, so the
// deal summary or the game-over screen shown again after a reload offers what it offered before — for that
// deal only, and never with the coach turned off.
import { describe, expect, it } from 'vitest';
import { NO_COACH, EMPTY_GAME, parseCoachData } from '../../../../machines/core/coach/data.ts';
import { dealKey } from '../../../../machines/core/coach/update.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { randomPlayout } from '../../../../machines/testing/testkit.ts';
import { RULES } from '../games/rules.ts';
import { browserPersistence, memoryStorage } from '../storage/persistence.ts';
import { CoachState } from './coach.svelte.ts';

const finished = (seed: number): GameRecord =>
  JSON.parse(JSON.stringify(randomPlayout(RULES.tribello, RULES.tribello.parseOptions({}), seed).record)) as GameRecord;

describe('the deal summary’s suggestion after a reload', () => {
  it('comes back for its deal, not for another deal or another game, and not with the coach off', async () => {
    const storage = memoryStorage();
    const game = finished(3);
    const other = finished(4);
    const saved = {
      ...NO_COACH,
      games: { tribello: { ...EMPTY_GAME, offered: { deal: dealKey(game, 2), skill: 'quota' } } },
    };
    expect(await browserPersistence(storage).coach.save(saved)).toMatchObject({ ok: true });

    const after = new CoachState(); // the reload: nothing but the store carries over
    await after.load(browserPersistence(storage), (e) => expect.fail(e));
    expect(after.offerFor(game, 2)).toBe('quota');
    expect(after.offerFor(game, 1)).toBeNull();
    expect(after.offerFor(other, 2)).toBeNull();
    await after.setOn(false);
    expect(after.offerFor(game, 2)).toBeNull();
  });

  it('is read only in its shape: a damaged suggestion makes the data unusable (set aside, never half-read)', () => {
    const bad = { ...NO_COACH, games: { tribello: { ...EMPTY_GAME, offered: { deal: 3, skill: 'quota' } } } };
    expect(parseCoachData(JSON.parse(JSON.stringify(bad)))).toBeNull();
    const good = { ...NO_COACH, games: { tribello: { ...EMPTY_GAME, offered: { deal: 'x#1', skill: 'quota' } } } };
    expect(parseCoachData(JSON.parse(JSON.stringify(good)))).not.toBeNull();
  });
});
