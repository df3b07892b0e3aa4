// Game records `stikk-record/1` (shared/docs/records.md): types, the shape checks that do not depend
// on a game, and the error that carries a position. Games check their own options, cards and actions.
import { LimitError, checkCount, parseBoundedJson } from './bounded-json.ts';
import { type Card, isCardCode } from './cards.ts';

export const RECORD_FORMAT = 'stikk-record/1';

/** A bid as recorded: a number, or the game's word for a bid by name (each game checks its own words). */
export type RecordBid = number | string;

/** One decision: `seat` and exactly one of the other keys (records.md "A deal"). */
export type RecordAction =
  | { readonly seat: number; readonly bid: RecordBid }
  | { readonly seat: number; readonly pass: readonly Card[] }
  | { readonly seat: number; readonly trump: string }
  | { readonly seat: number; readonly exchange: readonly Card[] }
  | { readonly seat: number; readonly talon: boolean }
  | { readonly seat: number; readonly play: Card };

export const ACTION_KEYS = ['bid', 'pass', 'trump', 'exchange', 'talon', 'play'] as const;

export interface RecordDeal {
  readonly deck?: readonly Card[];
  readonly cut?: number;
  readonly hands?: readonly (readonly Card[])[];
  readonly stock?: readonly Card[];
  readonly revealed?: Card;
  readonly dealer?: number;
  readonly actions: readonly RecordAction[];
}

/** A record; `G` narrows `game` to the ids the caller knows (machines/games.ts is the one list). */
export interface GameRecord<G extends string = string> {
  readonly format: typeof RECORD_FORMAT;
  readonly game: G;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly players?: readonly string[];
  readonly firstDealer: number;
  readonly deals: readonly RecordDeal[];
}

/** An invalid record: where (0-based deal and action, null when not applicable), which rule, and why. */
export class RecordError extends Error {
  readonly deal: number | null;
  readonly action: number | null;
  readonly rule: string;
  constructor(message: string, deal: number | null = null, action: number | null = null, rule = 'RECORD') {
    super(message);
    this.name = 'RecordError';
    this.deal = deal;
    this.action = action;
    this.rule = rule;
  }
  toJSON(): { error: { deal: number | null; action: number | null; rule: string; message: string } } {
    return { error: { deal: this.deal, action: this.action, rule: this.rule, message: this.message } };
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isWholeNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** A value as it stands in the file, shortened for a message (a hostile file may hold a very long one). */
export function quoted(v: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(v) ?? String(v);
  } catch {
    text = 'a value nested too deep';
  }
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** A list of valid card codes, or a RecordError naming what is wrong. */
export function checkCardList(v: unknown, what: string, deal: number | null, action: number | null = null): Card[] {
  if (!Array.isArray(v)) throw new RecordError(`${what} must be a list of cards`, deal, action);
  for (const c of v)
    if (!isCardCode(c)) throw new RecordError(`${what}: ${quoted(c)} is not a card code`, deal, action);
  return v as Card[];
}

/** A record refused for a limit (bounded-json.ts): a RecordError whose words are `limit.<key>` with `params`. */
export class RecordLimitError extends RecordError {
  readonly key: LimitError['key'];
  readonly params: LimitError['params'];
  constructor(e: LimitError) {
    super(e.message);
    this.key = e.key;
    this.params = e.params;
  }
}

/**
 * Parse JSON text into a record whose top level and deal shapes are well formed; `games`: the known ids. Text
 * over a limit (bounded-json.ts: bytes, depth, deals, actions) is refused first, before any deal is looked at.
 */
export function parseRecordText<G extends string>(text: string, games: readonly G[]): GameRecord<G> {
  let value: unknown;
  try {
    value = parseBoundedJson(text);
  } catch (e) {
    if (e instanceof LimitError) throw new RecordLimitError(e);
    throw new RecordError(`the record is not valid JSON: ${(e as Error).message.replace(/\s+/g, ' ')}`);
  }
  try {
    if (isPlainObject(value) && Array.isArray(value.deals)) {
      checkCount('deals', value.deals.length);
      let actions = 0;
      for (const d of value.deals as unknown[])
        if (isPlainObject(d) && Array.isArray(d.actions)) actions += d.actions.length;
      checkCount('actions', actions);
    }
  } catch (e) {
    throw new RecordLimitError(e as LimitError);
  }
  return checkRecordShape(value, games);
}

/** Checks that do not need the game's rules (records.md "Record keys"); `game` must be one of `games`. */
export function checkRecordShape<G extends string>(value: unknown, games: readonly G[]): GameRecord<G> {
  if (!isPlainObject(value)) throw new RecordError('a record must be a JSON object');
  if (value.format !== RECORD_FORMAT)
    throw new RecordError(`unknown format ${quoted(value.format)}; expected "${RECORD_FORMAT}"`);
  if (!(games as readonly unknown[]).includes(value.game)) throw new RecordError(`unknown game ${quoted(value.game)}`);
  if (value.options !== undefined && !isPlainObject(value.options)) throw new RecordError('options must be an object');
  if (
    value.players !== undefined &&
    (!Array.isArray(value.players) || value.players.some((p) => typeof p !== 'string'))
  )
    throw new RecordError('players must be a list of names');
  if (!isWholeNumber(value.firstDealer)) throw new RecordError('firstDealer must be a seat number');
  if (!Array.isArray(value.deals)) throw new RecordError('deals must be a list');
  value.deals.forEach((d: unknown, i: number) => checkDealShape(d, i));
  return value as unknown as GameRecord<G>;
}

function checkDealShape(d: unknown, i: number): void {
  if (!isPlainObject(d)) throw new RecordError('a deal must be an object', i);
  const hasDeck = d.deck !== undefined;
  const hasHands = d.hands !== undefined;
  if (hasDeck && hasHands) throw new RecordError('a deal gives either "deck" or "hands", not both', i);
  if (!hasDeck && !hasHands) throw new RecordError('a deal needs "deck" or "hands"', i);
  if (hasDeck) checkCardList(d.deck, 'deck', i);
  if (hasHands) {
    if (!Array.isArray(d.hands)) throw new RecordError('hands must be a list of card lists', i);
    d.hands.forEach((h: unknown, k: number) => checkCardList(h, `hand ${k}`, i));
    if (d.cut !== undefined) throw new RecordError('a cut belongs to the deck form only', i);
  }
  if (d.stock !== undefined) {
    if (hasDeck) throw new RecordError('"stock" belongs to the hands form', i);
    checkCardList(d.stock, 'stock', i);
  }
  if (d.revealed !== undefined) {
    if (hasDeck) throw new RecordError('"revealed" belongs to the hands form', i);
    if (!isCardCode(d.revealed)) throw new RecordError(`revealed: ${quoted(d.revealed)} is not a card code`, i);
  }
  if (d.dealer !== undefined && !isWholeNumber(d.dealer)) throw new RecordError('dealer must be a seat number', i);
  if (!Array.isArray(d.actions)) throw new RecordError('a deal needs a list of "actions"', i);
  d.actions.forEach((a: unknown, j: number) => checkActionShape(a, i, j));
}

function checkActionShape(a: unknown, i: number, j: number): void {
  if (!isPlainObject(a)) throw new RecordError('an action must be an object', i, j);
  if (!isWholeNumber(a.seat)) throw new RecordError('an action needs a "seat"', i, j);
  const keys = Object.keys(a).filter((k) => k !== 'seat');
  if (keys.length !== 1 || !(ACTION_KEYS as readonly string[]).includes(keys[0]))
    throw new RecordError(
      `an action has "seat" and exactly one of ${ACTION_KEYS.join(', ')}; got ${keys.join(', ') || 'nothing'}`,
      i,
      j,
    );
  const k = keys[0];
  const v = a[k];
  if (k === 'bid' && !(isWholeNumber(v) || (typeof v === 'string' && v !== '')))
    throw new RecordError('bid must be a whole number or a word', i, j);
  if (k === 'pass' || k === 'exchange') checkCardList(v, k, i, j);
  if (k === 'play' && !isCardCode(v)) throw new RecordError(`play: ${quoted(v)} is not a card code`, i, j);
  if (k === 'talon' && typeof v !== 'boolean') throw new RecordError('talon must be true or false', i, j);
  if (k === 'trump' && !['C', 'D', 'H', 'S'].includes(v as string))
    throw new RecordError('trump must be one of C, D, H, S', i, j);
}

/** The cards part of a record deal as a DealSource for `startDeal`. */
export function dealSourceOf(d: RecordDeal) {
  return d.deck !== undefined
    ? ({ kind: 'deck', deck: d.deck, cut: d.cut } as const)
    : ({ kind: 'hands', hands: d.hands ?? [], stock: d.stock, revealed: d.revealed } as const);
}
