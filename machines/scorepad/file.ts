// The pad file (docs/scorepad.md): export as JSON; import with a check that refuses an invalid file with the
// place and the rule, as the record import does (records.md). Every deal is re-checked by the rules cores.
import { LimitError, PAD_BYTES, checkCount, checkValueDepth, parseBoundedJson } from '../core/bounded-json.ts';
import type { Refusal } from '../core/contract.ts';
import { isPlainObject, isWholeNumber, quoted } from '../core/record.ts';
import { evaluate, padRules } from './pad.ts';
import { GAME_IDS, isGameId } from '../games.ts';
import { PAD_FORMAT, type Pad, type PadDeal } from './types.ts';

export interface PadProblem {
  /** 1-based deal number, or null for the file as a whole. */
  readonly deal: number | null;
  readonly rule: string;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
  readonly message: string;
}

export type PadFileCheck =
  { readonly ok: true; readonly pad: Pad } | { readonly ok: false; readonly problem: PadProblem };

const KEYS = ['format', 'id', 'title', 'game', 'options', 'names', 'firstDealer', 'deals', 'created', 'updated'];
const DEAL_KEYS = ['tricks', 'bids', 'contract'];

class PadFileError extends Error {
  constructor(
    message: string,
    readonly deal: number | null = null,
  ) {
    super(message);
  }
}

function shape(raw: unknown): Pad {
  if (!isPlainObject(raw)) throw new PadFileError('a pad file is one JSON object');
  for (const key of Object.keys(raw)) if (!KEYS.includes(key)) throw new PadFileError(`unknown key ${quoted(key)}`);
  if (raw.format !== PAD_FORMAT) throw new PadFileError(`format must be "${PAD_FORMAT}", not ${quoted(raw.format)}`);
  const game = raw.game;
  if (!isGameId(game)) throw new PadFileError(`game must be one of ${GAME_IDS.join(', ')}`);
  if (typeof raw.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(raw.id))
    throw new PadFileError('id must be 1–64 letters, digits, - or _');
  const options = raw.options === undefined ? {} : raw.options;
  if (!isPlainObject(options)) throw new PadFileError('options must be an object');
  if (raw.title !== undefined && (typeof raw.title !== 'string' || raw.title.length > 80))
    throw new PadFileError('title, when present, is a string of at most 80 characters');
  const seats = padRules(game).seats(options); // the game's own option check (records.md "Options")
  if (
    !Array.isArray(raw.names) ||
    raw.names.length !== seats ||
    !raw.names.every((n) => typeof n === 'string' && n.trim().length > 0 && n.length <= 40)
  )
    throw new PadFileError(`names must be ${seats} non-empty names of at most 40 characters`);
  if (!isWholeNumber(raw.firstDealer) || raw.firstDealer >= seats)
    throw new PadFileError(`firstDealer must be a seat from 0 to ${seats - 1}`);
  if (!Array.isArray(raw.deals)) throw new PadFileError('deals must be a list');
  const deals = raw.deals.map((d, i): PadDeal => {
    if (!isPlainObject(d)) throw new PadFileError('a deal is an object', i + 1);
    for (const key of Object.keys(d))
      if (!DEAL_KEYS.includes(key)) throw new PadFileError(`unknown key ${quoted(key)}`, i + 1);
    return d as unknown as PadDeal;
  });
  for (const key of ['created', 'updated'] as const)
    if (typeof raw[key] !== 'string' || Number.isNaN(Date.parse(raw[key] as string)))
      throw new PadFileError(`${key} must be an ISO date`);
  return { ...(raw as unknown as Pad), options, deals };
}

/** A stored or imported value (not text): the same checks, its depth first (stringifying it must not recurse far). */
export function checkPadValue(value: unknown): PadFileCheck {
  try {
    checkValueDepth(value);
  } catch (e) {
    return limitProblem(e as LimitError);
  }
  return checkPadText(JSON.stringify(value ?? null));
}

/** A file over a limit (bounded-json.ts): its words are `limit.<key>`. */
const limitProblem = (e: LimitError): PadFileCheck => ({
  ok: false,
  problem: { deal: null, rule: 'PAD', key: `limit.${e.key}`, params: e.params, message: e.message },
});

/**
 * Read and check a pad file: the limits (bytes, depth, deals) before anything else, then the shape, the options,
 * then every deal through the game's rules core.
 */
export function checkPadText(text: string): PadFileCheck {
  let pad: Pad;
  try {
    const raw = parseBoundedJson(text, PAD_BYTES);
    if (isPlainObject(raw) && Array.isArray(raw.deals)) checkCount('deals', raw.deals.length);
    pad = shape(raw);
  } catch (e) {
    if (e instanceof LimitError) return limitProblem(e);
    const deal = e instanceof PadFileError ? e.deal : null;
    const message = e instanceof SyntaxError ? `not JSON: ${e.message}` : String((e as Error)?.message ?? e);
    return { ok: false, problem: { deal, rule: 'PAD', key: 'file', params: {}, message } };
  }
  let c: ReturnType<typeof evaluate>;
  try {
    c = evaluate(pad);
  } catch (e) {
    // Not a rule this check knows to name: still the file's fault, refused in one line, never thrown.
    const message = `the pad could not be read: ${String((e as Error)?.message ?? e).slice(0, 200)}`;
    return { ok: false, problem: { deal: null, rule: 'PAD', key: 'file', params: {}, message } };
  }
  if (!c.ok) {
    const r: Refusal = c.refusal;
    return {
      ok: false,
      problem: { deal: c.at + 1, rule: r.rule, key: r.key, params: r.params ?? {}, message: r.message },
    };
  }
  return { ok: true, pad };
}

/** The file's text: stable key order, two-space indent, one deal per line for a readable diff. */
export function padText(pad: Pad): string {
  const head = {
    format: pad.format,
    id: pad.id,
    ...(pad.title !== undefined ? { title: pad.title } : {}),
    game: pad.game,
    options: pad.options,
    names: pad.names,
    firstDealer: pad.firstDealer,
    created: pad.created,
    updated: pad.updated,
  };
  const lines = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const deals = pad.deals.map((d) => `    ${JSON.stringify(d)}`).join(',\n');
  return `{\n${lines.join(',\n')},\n  "deals": [${deals ? `\n${deals}\n  ` : ''}]\n}\n`;
}

export function padFileName(pad: Pad): string {
  return `stikk-pad-${pad.game}-${pad.created.slice(0, 10)}.json`;
}
