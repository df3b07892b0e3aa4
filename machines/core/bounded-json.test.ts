// The bounded reader: what it refuses before parsing (size, depth, a deals list too long), what it lets through
// unchanged, and that its scan agrees with JSON.parse on any JSON value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_LIMITS,
  LimitError,
  PAD_BYTES,
  checkTextBounds,
  checkValueDepth,
  decodeStrict,
  parseBoundedJson,
} from './bounded-json.ts';
import { GAME_IDS } from '../games.ts';
import { RecordLimitError, parseRecordText } from './record.ts';

const refusal = (f: () => unknown): { key: string; params: Readonly<Record<string, number>> } | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof LimitError) return { key: e.key, params: e.params };
    throw e;
  }
};
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const record = (extra = '') => `{"format":"stikk-record/1","game":"spades","firstDealer":0,${extra}"deals":[]}`;

describe('the bounded JSON reader', () => {
  it('refuses nesting past the limit before parsing, however deep, without a stack overflow', () => {
    for (const n of [IMPORT_LIMITS.depth + 1, 5_000, 1_000_000])
      expect(refusal(() => parseBoundedJson(deep(n)))).toEqual({
        key: 'depth',
        params: { limit: IMPORT_LIMITS.depth },
      });
    expect(parseBoundedJson(deep(IMPORT_LIMITS.depth))).toBeInstanceOf(Array);
  });

  it('counts brackets only outside strings, escaped quotes included', () => {
    const inString = JSON.stringify({ a: '['.repeat(100) + '\\"[[[' });
    expect(parseBoundedJson(inString)).toEqual({ a: '['.repeat(100) + '\\"[[[' });
  });

  it('refuses text over the byte limit by its UTF-8 length, four bytes for a surrogate pair', () => {
    const limit = 64;
    expect(() => checkTextBounds('"' + 'x'.repeat(limit - 2) + '"', limit)).not.toThrow();
    expect(refusal(() => checkTextBounds('"' + 'ø'.repeat(32) + '"', limit))).toEqual({
      key: 'bytes',
      params: { limit, found: 66 },
    });
    expect(refusal(() => checkTextBounds('"' + '𝄞'.repeat(16) + '"', limit))?.params.found).toBe(66);
  });

  it('counts a top-level deals list before parsing, and leaves other lists alone', () => {
    const deals = (n: number) => `{"deals":[${Array.from({ length: n }, () => '{"a":[1,2]}').join(',')}]}`;
    expect(refusal(() => checkTextBounds(deals(IMPORT_LIMITS.deals + 1)))).toEqual({
      key: 'deals',
      params: { limit: IMPORT_LIMITS.deals, found: IMPORT_LIMITS.deals + 1 },
    });
    expect(() => checkTextBounds(deals(IMPORT_LIMITS.deals))).not.toThrow();
    expect(() => checkTextBounds(`{"other":[${'1,'.repeat(2000)}1],"deals":[]}`)).not.toThrow();
    expect(() => checkTextBounds(`{"x":{"deals":[${'1,'.repeat(2000)}1]}}`)).not.toThrow();
  });

  it('the scan agrees with JSON.parse: a value within the limits passes, its deals counted as parsed', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 30 }), (v, d) => {
        const text = JSON.stringify({ v, deals: d });
        expect(parseBoundedJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('decodes strictly: invalid UTF-8 is refused, a byte-order mark dropped, an oversized file refused unread', () => {
    const enc = new TextEncoder();
    expect(decodeStrict(new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode('{"a":"æ"}')]))).toBe('{"a":"æ"}');
    for (const bad of [[0xff], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80]])
      expect(refusal(() => decodeStrict(new Uint8Array([0x22, ...bad, 0x22]))))?.toEqual({ key: 'utf8', params: {} });
    expect(refusal(() => decodeStrict(new Uint8Array(PAD_BYTES + 1), PAD_BYTES))?.key).toBe('bytes');
  });

  it('walks a stored value for its depth without recursion', () => {
    let v: unknown = 1;
    for (let i = 0; i < 100_000; i++) v = [v];
    expect(refusal(() => checkValueDepth(v))?.key).toBe('depth');
    expect(() => checkValueDepth({ a: [{ b: [1, 2, { c: null }] }] })).not.toThrow();
  });
});

describe('records over a limit', () => {
  const limitOf = (text: string) => {
    try {
      parseRecordText(text, GAME_IDS);
      return null;
    } catch (e) {
      return e instanceof RecordLimitError ? [e.key, e.deal, e.action, e.rule] : String(e);
    }
  };

  it('are refused as the record itself, rule RECORD, with the limit named', () => {
    expect(limitOf(record(`"options":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)},`))).toEqual([
      'depth',
      null,
      null,
      'RECORD',
    ]);
    const deal = '{"hands":[[],[],[],[]],"actions":[]}';
    const many = record().replace(
      '"deals":[]',
      `"deals":[${Array(IMPORT_LIMITS.deals + 1)
        .fill(deal)
        .join(',')}]`,
    );
    expect(limitOf(many)).toEqual(['deals', null, null, 'RECORD']);
    const act = '{"seat":0,"bid":1}';
    const acts = `{"hands":[[],[],[],[]],"actions":[${Array(1_001).fill(act).join(',')}]}`;
    const moves = record().replace('"deals":[]', `"deals":[${Array(100).fill(acts).join(',')}]`);
    expect(limitOf(moves)).toEqual(['actions', null, null, 'RECORD']);
  });
});
