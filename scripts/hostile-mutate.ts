// Hostile mutations of a valid record or pad (hostile-sweep-run.ts): a value of another type, odd numbers, nesting
// around and past the depth limit, files with too many deals or huge strings, bytes that are not UTF-8, own keys
// named like Object's (`__proto__`, `constructor`), a key left out, a file cut off, an entry twice.
import { IMPORT_LIMITS } from '../machines/core/bounded-json.ts';
import type { Rng } from '../machines/core/rng.ts';

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];
const NUMBERS = [-1, 0, 0.5, 4.0, 13, 14, 1e21, -1e21, 2 ** 53 + 1, 1e308, -0, 999_999];
const enc = new TextEncoder();

/** A random value of any JSON type (a small one). */
function anyValue(rng: Rng): unknown {
  const pick = rng.int(8);
  if (pick === 0) return null;
  if (pick === 1) return rng.int(2) === 0;
  if (pick === 2) return NUMBERS[rng.int(NUMBERS.length)];
  if (pick === 3) return ['', 'nil', 'blind-nil', 'AS', 'XX', 'spades', '\u0000', '𝄞'][rng.int(8)];
  if (pick === 4) return [];
  if (pick === 5) return {};
  if (pick === 6) return [NUMBERS[rng.int(NUMBERS.length)], 'AS'];
  return { seat: rng.int(4), play: 'AS' };
}

/** Every container in the value with the path to it, so a mutation can pick one. */
function containers(root: unknown): { parent: Record<string, unknown> | unknown[]; key: string | number }[] {
  const out: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const stack: unknown[] = [root];
  while (stack.length && out.length < 50_000) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    for (const [k, child] of Object.entries(v)) {
      out.push({ parent: v as Record<string, unknown>, key: Array.isArray(v) ? Number(k) : k });
      stack.push(child);
    }
  }
  return out;
}

const nest = (depth: number, inner: string, kind: number) =>
  kind === 0 ? '['.repeat(depth) + inner + ']'.repeat(depth) : '{"a":'.repeat(depth) + inner + '}'.repeat(depth);

/** Mutate a valid file (its value) into a hostile one, as bytes; `what` names the mutation. */
export function mutate(value: unknown, rng: Rng): { bytes: Uint8Array; what: string } {
  const v = structuredClone(value) as Record<string, unknown>;
  const spots = containers(v);
  const spot = spots.length ? spots[rng.int(spots.length)] : null;
  const kind = rng.int(10);
  const text = () => JSON.stringify(v);
  switch (kind) {
    case 0: {
      if (spot) (spot.parent as Record<string, unknown>)[spot.key] = anyValue(rng);
      return { bytes: enc.encode(text()), what: 'a value of another type' };
    }
    case 1: {
      const nums = spots.filter((s) => typeof (s.parent as Record<string, unknown>)[s.key] === 'number');
      for (let i = 0; i < 1 + rng.int(3) && nums.length; i++) {
        const s = nums[rng.int(nums.length)];
        (s.parent as Record<string, unknown>)[s.key] = NUMBERS[rng.int(NUMBERS.length)];
      }
      // 1e400 is Infinity once parsed; a JSON number no JS number holds exactly.
      const t = text();
      return { bytes: enc.encode(rng.int(4) === 0 ? t.replace(/\b13\b/, '1e400') : t), what: 'odd numbers' };
    }
    case 2: {
      const depth = [IMPORT_LIMITS.depth - 8, IMPORT_LIMITS.depth + 1, 3_000, 5_000, 100_000][rng.int(5)];
      const t = text();
      const at = t.lastIndexOf('[') + 1;
      return {
        bytes: enc.encode(t.slice(0, at) + nest(depth, '1', rng.int(2)) + ',' + t.slice(at)),
        what: `nested ${depth} deep`,
      };
    }
    case 3: {
      const deals = Array.isArray(v.deals) ? (v.deals as unknown[]) : [];
      const n = [IMPORT_LIMITS.deals, IMPORT_LIMITS.deals + 1, 5_000, 32_000][rng.int(4)];
      v.deals = Array.from({ length: n }, (_, i) => deals[i % Math.max(1, deals.length)] ?? {});
      return { bytes: enc.encode(text()), what: `${n} deals` };
    }
    case 4: {
      const size = [100_000, IMPORT_LIMITS.bytes - 200, IMPORT_LIMITS.bytes + 1, 3 * IMPORT_LIMITS.bytes][rng.int(4)];
      const key = ['title', 'players', 'names', 'junk'][rng.int(4)];
      v[key] = key === 'players' || key === 'names' ? ['x'.repeat(size)] : 'x'.repeat(size);
      return { bytes: enc.encode(text()), what: `a ${size}-character ${key}` };
    }
    case 5: {
      const bytes = enc.encode(text());
      const bad = [[0xff], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]][rng.int(5)];
      const at = rng.int(bytes.length + 1);
      const out = new Uint8Array(bytes.length + bad.length);
      out.set(bytes.subarray(0, at));
      out.set(bad, at);
      out.set(bytes.subarray(at), at + bad.length);
      return { bytes: out, what: `invalid UTF-8 ${bad.map((b) => b.toString(16)).join(' ')}` };
    }
    case 6: {
      const key = PROTO_KEYS[rng.int(PROTO_KEYS.length)];
      const objects = [v, ...spots.map((s) => (s.parent as Record<string, unknown>)[s.key])].filter(
        (c): c is object => typeof c === 'object' && c !== null && !Array.isArray(c),
      );
      // An own key, as JSON.parse makes one from a file's text (`__proto__` included).
      const at = objects[rng.int(objects.length)];
      Object.defineProperty(at, key, { value: anyValue(rng), enumerable: true, writable: true, configurable: true });
      return { bytes: enc.encode(text()), what: `an own key "${key}"` };
    }
    case 7: {
      if (spot && !Array.isArray(spot.parent)) delete (spot.parent as Record<string, unknown>)[spot.key];
      else if (spot) (spot.parent as unknown[]).splice(spot.key as number, 1);
      return { bytes: enc.encode(text()), what: 'a key or an entry left out' };
    }
    case 8: {
      const t = text();
      return { bytes: enc.encode(t.slice(0, rng.int(t.length))), what: 'cut off' };
    }
    default: {
      if (spot && Array.isArray(spot.parent)) spot.parent.push(structuredClone(spot.parent[spot.key as number]));
      return { bytes: enc.encode(text()), what: 'an entry twice' };
    }
  }
}
