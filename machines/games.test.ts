// machines/games.ts is the one list of games: each id names the engine that plays it.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, engines } from './games.ts';

describe('the game registry', () => {
  it('lists each game once, under the id its rules and reports use', () => {
    expect(new Set(GAME_IDS).size).toBe(GAME_IDS.length);
    expect(GAME_IDS.length).toBeGreaterThan(0);
    for (const id of GAME_IDS) {
      const rules = engines[id];
      expect(rules.game).toBe(id);
      expect(rules.report(rules.setup(rules.defaultOptions, 0, 1)).game).toBe(id);
    }
  });
});
