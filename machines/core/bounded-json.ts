// The one reader for files from outside (records.md "Limits", docs/scorepad.md "The import check"): records and
// score pads are refused before any real work when they are larger, deeper or longer than the app handles. The
// depth is counted by a scan of the text that never recurses, before JSON.parse, so no nesting can exhaust a
// stack later (a message, a String() of a nested list); the counts are checked before the rules see a deal.

/** The limits, the same for records and pads where both have the thing counted. */
export const IMPORT_LIMITS = {
  /** Bytes of UTF-8 in the file (a long game's record is well under 200 KB). */
  bytes: 2 * 1024 * 1024,
  /** Arrays and objects inside one another (a record needs 6, a pad 4). */
  depth: 32,
  /** Deals in a record or a pad (a game to any usual target takes well under 100). */
  deals: 500,
  /** Actions in a record, all deals together (a deal has at most about 70). */
  actions: 100_000,
} as const;

/** A pad file's bytes: no more than the store keeps of one pad, so every pad opened can be kept. */
export const PAD_BYTES = 256 * 1024;

export type LimitKey = 'bytes' | 'depth' | 'deals' | 'actions' | 'utf8';

/** A refusal for a limit: `key` names the words (`limit.<key>`), `params.limit` the limit, English in `message`. */
export class LimitError extends Error {
  readonly key: LimitKey;
  readonly params: Readonly<Record<string, number>>;
  constructor(key: LimitKey, params: Readonly<Record<string, number>>, message: string) {
    super(message);
    this.name = 'LimitError';
    this.key = key;
    this.params = params;
  }
}

const tooLarge = (bytes: number, limit: number) =>
  new LimitError('bytes', { limit, found: bytes }, `the file is too large: ${bytes} bytes, at most ${limit} are read`);

/** A file of `size` bytes is refused from its size alone, before it is read; `limit`: PAD_BYTES for a pad. */
export function checkSize(size: number, limit: number = IMPORT_LIMITS.bytes): void {
  if (size > limit) throw tooLarge(size, limit);
}

/** Bytes as UTF-8 text, strictly: more than the limit, or a byte sequence that is not UTF-8, is refused. */
export function decodeStrict(bytes: Uint8Array, limit: number = IMPORT_LIMITS.bytes): string {
  checkSize(bytes.length, limit);
  try {
    // A byte-order mark is dropped (ignoreBOM false); invalid UTF-8 throws instead of becoming U+FFFD.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new LimitError('utf8', {}, 'the file is not UTF-8 text: it holds bytes that are not UTF-8');
  }
}

/** The text's length in UTF-8 bytes, counting no further than `stop`. */
function utf8Length(text: string, stop: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n <= stop; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      n += 4; // a surrogate pair is one four-byte character
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * Refuses text over the byte limit, nested deeper than the depth limit, or whose top-level `deals` list is longer
 * than the deal limit: one linear scan of the characters, no recursion, before the text is parsed.
 */
export function checkTextBounds(text: string, limit: number = IMPORT_LIMITS.bytes): void {
  if (text.length > limit || utf8Length(text, limit) > limit) throw tooLarge(utf8Length(text, Infinity), limit);
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let lastString = ''; // the last string closed at the top level: a key when a colon follows it
  let key = '';
  let deals = -1; // entries of a top-level `deals` list so far; -1 outside one
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) {
        inString = false;
        if (depth === 1 && i - stringStart <= 16) lastString = text.slice(stringStart, i);
      }
      continue;
    }
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (deals === 0 && depth === 2 && c !== 0x5d) deals = 1; // the list's first entry
    if (c === 0x22) {
      inString = true;
      stringStart = i + 1;
    } else if (c === 0x3a && depth === 1) key = lastString;
    else if (c === 0x2c && depth === 2 && deals > 0) deals++;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > IMPORT_LIMITS.depth) throw tooDeep();
      if (depth === 2 && c === 0x5b && key === 'deals') deals = 0;
    } else if (c === 0x5d || c === 0x7d) {
      if (--depth === 1 && deals >= 0) {
        checkCount('deals', deals);
        deals = -1;
      }
    }
  }
}

const tooDeep = () =>
  new LimitError(
    'depth',
    { limit: IMPORT_LIMITS.depth },
    `the file nests lists and objects more than ${IMPORT_LIMITS.depth} deep`,
  );

/** JSON text within the limits, parsed; a LimitError or a SyntaxError otherwise. */
export function parseBoundedJson(text: string, limit: number = IMPORT_LIMITS.bytes): unknown {
  checkTextBounds(text, limit);
  // A UTF-8 byte-order mark (editors on Windows write one) is not part of the JSON.
  return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

/** A value already parsed (stored data): refused when deeper than the depth limit, walked without recursion. */
export function checkValueDepth(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  let seen = 0;
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d + 1 > IMPORT_LIMITS.depth) throw tooDeep();
    // A value larger than any file the limits let in is refused the same way (each entry is at least a byte).
    if ((seen += 1) > IMPORT_LIMITS.bytes) throw tooLarge(seen, IMPORT_LIMITS.bytes);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
}

/** A limit on a count (deals, actions): refused with the count found. */
export function checkCount(key: 'deals' | 'actions', found: number): void {
  const limit = IMPORT_LIMITS[key];
  if (found > limit)
    throw new LimitError(key, { limit, found }, `the file has ${found} ${key}, at most ${limit} are read`);
}
