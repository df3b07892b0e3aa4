// What may be stored: the concerns, their size limits, game ids and the shallow shape checks done in
// the main process (deeper validation of game records happens in the renderer, through the rules).
// Every check answers a plain sentence describing the problem, or null when the value is fine.

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
  return null;
}

/** Where `v` stops being plain JSON data (a Date, Map, function, NaN, …), or null. */
function nonJsonAt(v: unknown, path: string, depth: number): string | null {
  if (depth > MAX_DEPTH) return `${path} is nested more than ${MAX_DEPTH} levels deep`;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : `${path} is not a finite number`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = nonJsonAt(v[i], `${path}[${i}]`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (!isPlainObject(v)) return `${path} is not plain JSON data`;
  for (const [k, x] of Object.entries(v)) {
    const p = nonJsonAt(x, `${path}.${k}`, depth + 1);
    if (p) return p;
  }
  return null;
}

/** A JSON object (not an array or scalar) of plain data whose JSON text is at most `maxBytes`. */
export function jsonObjectProblem(value: unknown, what: string, maxBytes: number): string | null {
  if (!isPlainObject(value)) return `The ${what} must be a JSON object.`;
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return `The ${what} cannot be written as JSON (it may refer to itself).`;
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) return `The ${what} is too large: ${bytes} bytes, at most ${maxBytes} are allowed.`;
  const bad = nonJsonAt(value, 'value', 0);
  return bad ? `The ${what} is not plain JSON data: ${bad}.` : null;
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
