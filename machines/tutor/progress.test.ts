import { describe, expect, it } from 'vitest';
import { NOT_STARTED, finished, leftAt, parseProgress, progressOf, runStars, starsFor } from './progress.ts';

describe('lesson progress', () => {
  it('stars: ★★★ no mistake, ★★ one, ★ more or "Show me"', () => {
    expect(starsFor(0, 0)).toBe(3);
    expect(starsFor(1, 0)).toBe(2);
    expect(starsFor(2, 0)).toBe(1);
    expect(starsFor(0, 1)).toBe(1);
  });
  it('a refused card costs a star like a mistake (two refused cards never give ★★★)', () => {
    expect(runStars({ mistakes: 0, refused: 0, shown: 0, skipped: 0 })).toBe(3);
    expect(runStars({ mistakes: 0, refused: 1, shown: 0, skipped: 0 })).toBe(2);
    expect(runStars({ mistakes: 0, refused: 2, shown: 0, skipped: 0 })).toBe(1);
    expect(finished(NOT_STARTED, { mistakes: 1, refused: 1, shown: 0, skipped: 0 }, 1).stars).toBe(1);
  });
  it('a finished run is done and keeps the best stars; a run with a skipped step is not done', () => {
    const once = finished(NOT_STARTED, { mistakes: 3, shown: 0, skipped: 0 }, 1);
    expect(once).toMatchObject({ done: true, stars: 1, attempts: 1, step: 0 });
    expect(finished(once, { mistakes: 0, shown: 0, skipped: 0 }, 1).stars).toBe(3);
    expect(
      finished(finished(once, { mistakes: 0, shown: 0, skipped: 0 }, 1), { mistakes: 5, shown: 0, skipped: 0 }, 1)
        .stars,
    ).toBe(3);
    expect(finished(NOT_STARTED, { mistakes: 0, shown: 0, skipped: 1 }, 1)).toMatchObject({
      done: false,
      stars: 0,
      attempts: 1,
    });
  });
  it('leaving remembers the step; a new lesson version starts again but keeps done and stars', () => {
    const p = { lessons: { 'ABC-L1': leftAt(NOT_STARTED, 3, 1) }, declined: [] };
    expect(progressOf(p, 'ABC-L1', 1).step).toBe(3);
    expect(progressOf(p, 'ABC-L1', 2)).toMatchObject({ step: 0, version: 2 });
    expect(progressOf(p, 'XYZ-L4', 1)).toEqual(NOT_STARTED);
  });
  it('reads what it wrote and refuses anything else', () => {
    const p = {
      lessons: { 'ABC-L10': { done: true, stars: 2, attempts: 4, step: 0, version: 1 } },
      declined: ['alpha'],
    };
    expect(parseProgress(JSON.parse(JSON.stringify(p)))).toEqual(p);
    expect(parseProgress(null)).toEqual({ lessons: {}, declined: [] });
    for (const bad of [
      [],
      'x',
      { lessons: [], declined: [] },
      { lessons: {}, declined: [1] },
      { lessons: { 'ABC-L2': { done: 'yes', stars: 0, attempts: 0, step: 0, version: 1 } }, declined: [] },
      { lessons: { 'ABC-L2': { done: true, stars: 4, attempts: 0, step: 0, version: 1 } }, declined: [] },
      { lessons: { __proto__x: NOT_STARTED }, declined: [] },
    ])
      expect(parseProgress(bad)).toBeNull();
  });
  it('remembers the alternatives chosen before the step left at, reads them back, and forgets them when the run ends', () => {
    const left = leftAt(NOT_STARTED, 4, 1, { 1: 0, 3: 1, 4: 0 });
    expect(left.chosen).toEqual({ 1: 0, 3: 1 });
    const p = { lessons: { 'ABC-L1': left }, declined: [] };
    expect(parseProgress(JSON.parse(JSON.stringify(p)))).toEqual(p);
    expect(progressOf(p, 'ABC-L1', 1).chosen).toEqual({ 1: 0, 3: 1 });
    expect(progressOf(p, 'ABC-L1', 2).chosen).toBeUndefined();
    expect(leftAt(left, 2, 1, { 3: 1 }).chosen).toBeUndefined();
    expect(finished(left, { mistakes: 0, shown: 0, skipped: 0 }, 1).chosen).toBeUndefined();
    expect(finished(left, { mistakes: 0, shown: 0, skipped: 1 }, 1).chosen).toBeUndefined();
    // A damaged list of choices is dropped, not the progress: the lesson then replays its own actions.
    for (const chosen of [[1], { x: 1 }, { 1: -1 }, 'a'])
      expect(parseProgress({ lessons: { 'ABC-L1': { ...left, chosen } }, declined: [] })?.lessons['ABC-L1']).toEqual({
        done: false,
        stars: 0,
        attempts: 0,
        step: 4,
        version: 1,
      });
  });
});
