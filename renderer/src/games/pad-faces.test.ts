// Each game's score-pad face words what the game's pad rules hand back: every score line of a few deals has
// words in each language (never its bare key), a game whose pad takes bids types and says them by its own face,
// and the bag counter shows only where the options keep bags.
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../machines/games.ts';
import { evaluate, newPad, padRules } from '../../../machines/scorepad/pad.ts';
import type { PadDeal, PadGame } from '../../../machines/scorepad/types.ts';
import { i18n } from '../i18n/i18n.svelte.ts';
import { facesOf } from './index.ts';

const DEALS: Readonly<Record<PadGame, readonly PadDeal[]>> = {
  sproyte: [{ tricks: [6, 4, 2] }, { tricks: [4, 4, 4] }],
  spades: [
    { bids: ['nil', 4, 4, 4], tricks: [0, 5, 4, 4] },
    { bids: [3, 3, 3, 3], tricks: [1, 2, 6, 4] },
  ],
  tribello: [{ tricks: [8, 3, 2] }, { tricks: [5, 5, 3] }, { tricks: [4, 3, 6] }],
};

const lines = (game: PadGame) => {
  const pad = {
    ...newPad(game, {}, ['Ann', 'Bo', 'Cy', 'Di'].slice(0, padRules(game).seats({})), 0, 'p'),
    deals: DEALS[game],
  };
  const c = evaluate(pad);
  if (!c.ok) throw new Error(c.refusal.message);
  return c.evaluation.deals.flatMap((d) => d.lines);
};

describe("the score pad's faces", () => {
  afterAll(() => i18n.setLocale('en'));

  it.each(GAME_IDS)('%s: every score line is worded in each language', (game) => {
    for (const lang of ['en', 'nb', 'sv', 'da'] as const) {
      i18n.setLocale(lang);
      for (const l of lines(game)) expect(facesOf(game).pad.line(l, ['Ann', 'Bo', 'Cy', 'Di'])).not.toMatch(/^line\./);
    }
  });

  it.each(GAME_IDS)('%s: a pad that takes bids has its own bid words', (game) => {
    expect(facesOf(game).pad.bids !== undefined).toBe(padRules(game).bids);
  });

  it('the bag counter follows the options', () => {
    expect(facesOf('spades').pad.counter?.({})?.rule).toBe('SPD-8.5');
    expect(facesOf('spades').pad.counter?.({ bags: 'off' })).toBeNull();
    expect(facesOf('tribello').pad.counter).toBeUndefined();
  });
});
