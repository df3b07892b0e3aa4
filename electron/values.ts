// What may be stored: the concerns, their size limits, game ids and the shallow shape checks done by both
// stores (the desktop's files and the browser's localStorage; deeper validation of game records happens
// in the renderer, through the rules). Every check answers a plain sentence describing the problem, or
// null when the value is fine. Plain TypeScript: no node or DOM import, so the renderer can use it too.

export const CONCERNS = ['settings', 'stats', 'lessons', 'window'] as const;
export type Concern = (typeof CONCERNS)[number];

const KIB = 1024;
/** Largest stored value per kind, in bytes of its JSON text. */
export const MAX_BYTES: Readonly<Record<Concern | 'game', number>> = {
  settings: 64 * KIB,
  stats: 1024 * KIB,
  lessons: 256 * KIB,
  window: 4 * KIB,
  game: 2048 * KIB,
};

export const GAME_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
/** Names Windows reserves for devices: `con.json` cannot be created there, whatever the folder. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;
export const RECORD_FORMAT = 'stikk-record/1';
const MAX_DEPTH = 64;

export function isConcern(v: unknown): v is Concern {
  return typeof v === 'string' && (CONCERNS as readonly string[]).includes(v);
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function gameIdProblem(id: unknown): string | null {
  if (typeof id !== 'string') return 'A saved game id must be a string.';
  if (!GAME_ID_PATTERN.test(id)) return `"${id.slice(0, 80)}" is not a valid saved game id (1 to 64 of a-z, 0-9 and -).`;
  if (WINDOWS_RESERVED.test(id)) return `"${id}" is not a valid saved game id: Windows reserves that name for a device.`;
  return null;
}

/** The walk's running state: a lower bound on the JSON text's length, and the objects being visited. */
interface Walk {
  minBytes: number;
  readonly maxBytes: number;
  readonly open: Set<object>;
}

type Finding = { kind: 'large' } | { kind: 'bad'; text: string } | { kind: 'loop'; path: string } | null;

/**
 * Where `v` stops being plain JSON data (a Date, Map, BigInt, NaN, a hole, a loop, too deep), or where it
 * is certainly too large. Cheap before anything is stringified: an array's length is weighed before its
 * elements are visited, so a sparse array with a huge length is refused at once.
 */
function inspectValue(v: unknown, path: string, depth: number, w: Walk): Finding {
  if (depth > MAX_DEPTH) return { kind: 'bad', text: `${path} is nested more than ${MAX_DEPTH} levels deep` };
  if (v === null || typeof v === 'boolean') w.minBytes += 4;
  else if (typeof v === 'string') w.minBytes += v.length + 2;
  else if (typeof v === 'number') {
    if (!Number.isFinite(v)) return { kind: 'bad', text: `${path} is not a finite number` };
    w.minBytes += 1;
  } else if (typeof v === 'bigint') return { kind: 'bad', text: `${path} is a BigInt, which JSON cannot hold` };
  else if (typeof v !== 'object') return { kind: 'bad', text: `${path} is a ${typeof v}` };
  else {
    if (w.open.has(v)) return { kind: 'loop', path };
    const isArray = Array.isArray(v);
    if (!isArray && !isPlainObject(v)) return { kind: 'bad', text: `${path} is not plain JSON data` };
    w.minBytes += isArray ? 1 + v.length : 2;
    if (w.minBytes > w.maxBytes) return { kind: 'large' };
    w.open.add(v);
    try {
      if (isArray) {
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) return { kind: 'bad', text: `${path}[${i}] is a hole in the list` };
          const f = inspectValue(v[i], `${path}[${i}]`, depth + 1, w);
          if (f) return f;
        }
      } else {
        for (const k of Object.keys(v)) {
          w.minBytes += k.length + 3;
          const f = inspectValue((v as Record<string, unknown>)[k], `${path}.${k}`, depth + 1, w);
          if (f) return f;
        }
      }
    } finally {
      w.open.delete(v);
    }
  }
  return w.minBytes > w.maxBytes ? { kind: 'large' } : null;
}

const utf8 = new TextEncoder();

/** A JSON object (not an array or scalar) of plain data whose JSON text is at most `maxBytes`. */
export function jsonObjectProblem(value: unknown, what: string, maxBytes: number): string | null {
  if (!isPlainObject(value)) return `The ${what} must be a JSON object.`;
  const walk: Walk = { minBytes: 0, maxBytes, open: new Set() };
  const found = inspectValue(value, 'value', 0, walk);
  if (found?.kind === 'loop') return `The ${what} cannot be written as JSON: it would refer to itself at ${found.path}.`;
  if (found?.kind === 'bad') return `The ${what} is not plain JSON data: ${found.text}.`;
  if (found?.kind === 'large') return `The ${what} is too large: at least ${walk.minBytes} bytes, at most ${maxBytes} are allowed.`;
  // Only now, with the shape known to be plain, bounded JSON, is the text made and measured.
  const bytes = utf8.encode(JSON.stringify(value)).length;
  if (bytes > maxBytes) return `The ${what} is too large: ${bytes} bytes, at most ${maxBytes} are allowed.`;
  return null;
}

/** A game record as this layer sees it: a JSON object with the record format and a game name. */
export function gameRecordProblem(value: unknown): string | null {
  const p = jsonObjectProblem(value, 'saved game', MAX_BYTES.game);
  if (p) return p;
  const rec = value as Record<string, unknown>;
  if (rec.format !== RECORD_FORMAT) return `A saved game must be a game record with "format": "${RECORD_FORMAT}".`;
  if (typeof rec.game !== 'string' || rec.game === '' || rec.game.length > 32) return 'A saved game must name its game in "game".';
  if (rec.title !== undefined && typeof rec.title !== 'string') return 'A saved game\'s "title", when present, must be a string.';
  return null;
}

export function concernValueProblem(concern: Concern, value: unknown): string | null {
  return jsonObjectProblem(value, concern === 'window' ? 'window state' : concern, MAX_BYTES[concern]);
}
