// The setup screen keeps what you typed and refuses what it cannot start with.
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../../machines/games.ts';
import { accepts, recordOptions, refusedOptions, specsOf } from './option-specs.ts';

const spec = (game: GameId, key: string) => specsOf(game).find((s) => s.key === key)!;

describe('option values the setup screen accepts', () => {
  it('a Spades target: a preset, or a whole number from 100 to 1000', () => {
    const target = spec('spades', 'target');
    for (const v of [500, 200, 100, 150, 1000]) expect(accepts(target, v)).toBe(true);
    for (const v of [50, 99, 1001, 150.5, NaN, 'off', null]) expect(accepts(target, v)).toBe(false);
  });
  it('a number field (Sprøyte target 5–30) and a choice', () => {
    expect(accepts(spec('sproyte', 'target'), 12)).toBe(true);
    expect(accepts(spec('sproyte', 'target'), 4)).toBe(false);
    expect(accepts(spec('spades', 'nil'), 50)).toBe(true);
    expect(accepts(spec('spades', 'nil'), 75)).toBe(false);
  });
  it('a refused value is named, never recorded (so it is never silently changed), and only while it applies', () => {
    const specs = specsOf('spades');
    const defaults = { target: 500, bags: 'carry', bagLimit: 10 };
    expect(refusedOptions(specs, { ...defaults, target: 50 })).toEqual(['target']);
    expect(recordOptions(specs, { ...defaults, target: 50 }, defaults)).toEqual({});
    expect(recordOptions(specs, { ...defaults, target: 150 }, defaults)).toEqual({ target: 150 });
    // The bag limit does not apply without bags: its value then refuses nothing.
    expect(refusedOptions(specs, { ...defaults, bags: 'off', bagLimit: 0 })).toEqual([]);
    expect(refusedOptions(specs, { ...defaults, bagLimit: 0 })).toEqual(['bagLimit']);
  });
});
