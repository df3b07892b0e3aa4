// What may be stored: the concerns, their size limits, game ids and the shallow shape checks done by both
// stores (the desktop's files and the browser's localStorage; deeper validation of game records happens
// in the renderer, through the rules). Every check answers a plain sentence describing the problem, or
// null when the value is fine. Plain TypeScript: no node or DOM import, so the renderer can use it too.

import { coachShapeProblem } from './coach-shape.ts';
import { padShapeProblem } from './pad-shape.ts';

/** Single values: `coach` is the learner model. */
export const CONCERNS = ['settings', 'stats', 'lessons', 'window', 'coach'] as const;
export type Concern = (typeof CONCERNS)[number];

/** Collections of values by id, like saved games: `games/<id>`, and the score pads `pads/<id>`. */
export const COLLECTIONS = ['games', 'pads'] as const;
export type Collection = (typeof COLLECTIONS)[number];

const KIB = 1024;
/** Largest stored value per kind, in bytes of its JSON text. */
export const MAX_BYTES: Readonly<Record<Concern | 'game' | 'pad', number>> = {
  settings: 64 * KIB,
  stats: 1024 * KIB,
  lessons: 256 * KIB,
  window: 4 * KIB,
  coach: 512 * KIB,
  game: 2048 * KIB,
  pad: 256 * KIB,
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

/**
 * A file name stem every system accepts and shows as it is: only A-Z, a-z, 0-9 and -, so no
 * folder, control or direction-changing character, and never a name Windows keeps for a device (CON, COM1).
 */
export function safeFileStem(base: string, fallback = 'stikk-record'): string {
  const clean = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return clean && !WINDOWS_RESERVED.test(clean.toLowerCase()) ? clean : fallback;
}

export function isCollection(v: unknown): v is Collection {
  return typeof v === 'string' && (COLLECTIONS as readonly string[]).includes(v);
}

/** What one item of a collection is called in sentences. */
export const ITEM_NAME: Readonly<Record<Collection, string>> = { games: 'saved game', pads: 'score pad' };

/** An id in a collection: a file name on every system (`games/<id>.json`, `pads/<id>.json`). */
export function itemIdProblem(collection: Collection, id: unknown): string | null {
  const what = ITEM_NAME[collection];
  if (typeof id !== 'string') return `A ${what} id must be a string.`;
  if (!GAME_ID_PATTERN.test(id)) return `"${id.slice(0, 80)}" is not a valid ${what} id (1 to 64 of a-z, 0-9 and -).`;
  if (WINDOWS_RESERVED.test(id)) return `"${id}" is not a valid ${what} id: Windows reserves that name for a device.`;
  return null;
}

export const gameIdProblem = (id: unknown): string | null => itemIdProblem('games', id);

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
  if (found?.kind === 'loop')
    return `The ${what} cannot be written as JSON: it would refer to itself at ${found.path}.`;
  if (found?.kind === 'bad') return `The ${what} is not plain JSON data: ${found.text}.`;
  if (found?.kind === 'large')
    return `The ${what} is too large: at least ${walk.minBytes} bytes, at most ${maxBytes} are allowed.`;
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
  if (typeof rec.game !== 'string' || rec.game === '' || rec.game.length > 32)
    return 'A saved game must name its game in "game".';
  if (rec.title !== undefined && typeof rec.title !== 'string')
    return 'A saved game\'s "title", when present, must be a string.';
  return null;
}

/** A score pad as this layer sees it: a JSON object, `title` a string when present, and the pad's own hook. */
export function padProblem(value: unknown): string | null {
  const p = jsonObjectProblem(value, 'score pad', MAX_BYTES.pad);
  if (p) return p;
  const pad = value as Record<string, unknown>;
  if (pad.title !== undefined && typeof pad.title !== 'string')
    return 'A score pad\'s "title", when present, must be a string.';
  return padShapeProblem(pad);
}

/** An item of a collection, by the collection's own check. */
export function itemValueProblem(collection: Collection, value: unknown): string | null {
  return collection === 'games' ? gameRecordProblem(value) : padProblem(value);
}

const CONCERN_NAME: Readonly<Record<Concern, string>> = {
  settings: 'settings',
  stats: 'stats',
  lessons: 'lessons',
  window: 'window state',
  coach: 'learner model',
};

export function concernValueProblem(concern: Concern, value: unknown): string | null {
  const p = jsonObjectProblem(value, CONCERN_NAME[concern], MAX_BYTES[concern]);
  if (p || concern !== 'coach') return p;
  return coachShapeProblem(value as Record<string, unknown>);
}

export const concernName = (concern: Concern): string => CONCERN_NAME[concern];
