// Every reason has a test position: each category a hint or the play check can name is the
// expected reason of at least one position in some game's scenario suite (machines/<game>/scenarios/*.txt).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REASON_CATEGORIES } from '../../games.ts';
import { UNNAMED_CATEGORIES } from './categories.ts';
import { loadScenarios } from '../../testing/reasons/scenario-run.ts';

const machines = new URL('../../', import.meta.url);
const suites = ['spades', 'sproyte', 'tribello'].map((game) => {
  const dir = new URL(`${game}/scenarios/`, machines);
  return loadScenarios(readdirSync(dir).map((file) => ({ file, text: readFileSync(new URL(file, dir), 'utf8') })));
});
const pinned = new Set(suites.flat().flatMap(({ scenario }) => (scenario.reason ? [scenario.reason] : [])));

describe('reason positions', () => {
  it('every category a hint or the play check names has a position in some suite', () => {
    const named = REASON_CATEGORIES.filter((c) => !UNNAMED_CATEGORIES.includes(c));
    expect(named.filter((c) => !pinned.has(c))).toEqual([]);
    expect(named.length).toBeGreaterThanOrEqual(29);
  });
  it('every position expects a known category', () => {
    expect([...pinned].filter((c) => !REASON_CATEGORIES.includes(c))).toEqual([]);
  });
  it('the unnamed categories are categories, and no position expects one', () => {
    for (const c of UNNAMED_CATEGORIES) expect(REASON_CATEGORIES).toContain(c);
    expect(UNNAMED_CATEGORIES.filter((c) => pinned.has(c))).toEqual([]);
  });
});
