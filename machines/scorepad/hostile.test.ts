// Hostile pad files: refused with a message (a limit's key and numbers), never thrown, and quickly; a pad at the
// limits is checked well within a second; a pad kept in the app never grows past what a pad file may hold.
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, PAD_BYTES } from '../core/bounded-json.ts';
import { checkPadText, checkPadValue } from './file.ts';
import { checkLine, putLine } from './pad.ts';
import { spadesPad } from '../spades/pad.ts';
import type { Pad, PadDeal } from './types.ts';

const SET: PadDeal = { bids: [7, 7, 7, 7], tricks: [3, 3, 4, 3] }; // both sides set: the target is never reached
const pad = (deals: readonly unknown[]): Pad =>
  ({
    format: 'stikk-pad/1',
    id: 'hostile',
    game: 'spades',
    options: {},
    names: ['Ann', 'Bo', 'Cy', 'Di'],
    firstDealer: 0,
    created: '2026-01-01T00:00:00Z',
    updated: '2026-01-01T00:00:00Z',
    deals,
  }) as Pad;

/** The CPU time a check costs (not the wall clock: the machine is shared, and waiting for a core is not its cost). */
const timed = <T>(f: () => T): { value: T; ms: number } => {
  const t = process.cpuUsage();
  const value = f();
  const used = process.cpuUsage(t);
  return { value, ms: (used.user + used.system) / 1000 };
};

describe('hostile pad files', () => {
  it('a Spades bid nested 5,000 lists deep is refused for its depth, as text and as a stored value', () => {
    let bid: unknown = 4;
    for (let i = 0; i < 5_000; i++) bid = [bid];
    const deals = [{ bids: [bid, 4, 4, 4], tricks: [4, 3, 3, 3] }];
    const text = JSON.stringify(pad([])).replace('"deals":[]', `"deals":${'['.repeat(5_001)}${']'.repeat(5_001)}`);
    for (const check of [checkPadText(text), checkPadValue(pad(deals))])
      expect(check).toMatchObject({ ok: false, problem: { rule: 'PAD', key: 'limit.depth', params: { limit: 32 } } });
  });

  it('a pad in which every side is set, far past the deal limit, is refused for its deals in well under 100 ms', () => {
    const text = JSON.stringify(pad(Array(32_000).fill(SET)));
    expect(text.length).toBeLessThan(PAD_BYTES * 6);
    const small = JSON.stringify(pad(Array(IMPORT_LIMITS.deals + 1).fill(SET)));
    const r = timed(() => checkPadText(small));
    expect(r.value).toMatchObject({ ok: false, problem: { key: 'limit.deals', params: { found: 501, limit: 500 } } });
    expect(r.ms).toBeLessThan(100);
    expect(checkPadText(text)).toMatchObject({ ok: false, problem: { key: 'limit.bytes' } });
  });

  it('a pad at the deal limit is checked through the rules in under a second', () => {
    const r = timed(() => checkPadText(JSON.stringify(pad(Array(IMPORT_LIMITS.deals).fill(SET)))));
    expect(r.value.ok).toBe(true);
    expect(r.ms).toBeLessThan(1000);
  });

  it('the Spades pad keeps no list that grows with the deals: each hand costs the same', () => {
    let s = spadesPad.start({}, 0);
    for (let i = 0; i < 50; i++) s = spadesPad.apply(s, SET).state;
    expect([s.deals, s.core.results.length, spadesPad.next(s)?.deal]).toEqual([50, 0, 51]);
  });

  it('a kept pad takes no deal past the limit, so every pad it saves opens again', () => {
    const full = pad(Array(IMPORT_LIMITS.deals).fill(SET));
    const refusal = { rule: 'PAD', key: 'tooManyDeals', params: { limit: IMPORT_LIMITS.deals } };
    expect(checkLine(full, full.deals.length, SET)).toMatchObject({ ok: false, refusal });
    expect(putLine(full, full.deals.length, SET)).toMatchObject({ ok: false, refusal });
    expect(putLine(full, 3, SET).ok).toBe(true); // a correction is still taken
  });

  it('keys named like Object’s own are unknown keys, not a crash', () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const text = JSON.stringify(pad([SET])).replace('{"format"', `{"${key}":{"x":1},"format"`);
      expect(checkPadText(text)).toMatchObject({
        ok: false,
        problem: { rule: 'PAD', message: `unknown key "${key}"` },
      });
    }
  });
});
