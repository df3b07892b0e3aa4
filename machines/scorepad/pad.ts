// The pad's operations: check a line as it is typed, add, replace or delete a deal
// (every later deal re-checked and re-scored), undo the last change. Nothing is stored until it is valid.
import { IMPORT_LIMITS } from '../core/bounded-json.ts';
import type { Refusal } from '../core/contract.ts';
import type { Seat } from '../core/seats.ts';
import { gameOf } from '../games.ts';
import {
  PAD_FORMAT,
  type Pad,
  type PadCheck,
  type PadDeal,
  type PadGame,
  type PadRules,
  type PadScoredDeal,
} from './types.ts';

/** A game's pad rules: its bundle's. */
export function padRules(game: PadGame): PadRules<unknown> {
  return gameOf(game).pad;
}

export function newPad(
  game: PadGame,
  options: Readonly<Record<string, unknown>>,
  names: readonly string[],
  firstDealer: Seat,
  id: string,
  now: Date = new Date(),
): Pad {
  const seats = padRules(game).seats(options);
  if (names.length !== seats) throw new Error(`${game} with these options has ${seats} players, not ${names.length}`);
  const at = now.toISOString();
  return {
    format: PAD_FORMAT,
    id,
    game,
    options,
    names: names.slice(),
    firstDealer,
    deals: [],
    created: at,
    updated: at,
  };
}

/** Every deal checked and scored in order; the first refused deal stops it (its index and refusal). */
export function evaluate(pad: Pad, deals: readonly PadDeal[] = pad.deals): PadCheck {
  const rules = padRules(pad.game);
  let s = rules.start(pad.options, pad.firstDealer);
  const scored: PadScoredDeal[] = [];
  for (let i = 0; i < deals.length; i++) {
    const next = rules.next(s);
    const refusal = rules.refuse(s, deals[i]);
    if (refusal || !next) return { ok: false, at: i, refusal: refusal as Refusal };
    const r = rules.apply(s, deals[i]);
    scored.push({ ...r.scored, next });
    s = r.state;
  }
  const winners = rules.winners(s);
  const next = rules.next(s);
  return {
    ok: true,
    evaluation: {
      deals: scored,
      totals: rules.totals(s),
      columns: rules.columns(s),
      next,
      winners,
      over: next === null,
    },
  };
}

/** A pad keeps no more deals than a pad file may hold (bounded-json.ts), so every pad it saves can be opened again. */
function full(pad: Pad, index: number): PadCheck | null {
  const limit = IMPORT_LIMITS.deals;
  if (index < pad.deals.length || pad.deals.length < limit) return null;
  const message = `a score pad holds at most ${limit} deals`;
  return { ok: false, at: pad.deals.length, refusal: { rule: 'PAD', key: 'tooManyDeals', params: { limit }, message } };
}

/** The line as deal `index` (0-based; `pad.deals.length` = a new deal), checked as typed; with every later deal. */
export function checkLine(pad: Pad, index: number, line: PadDeal): PadCheck {
  const over = full(pad, index);
  if (over) return over;
  const deals = pad.deals.slice();
  if (index >= deals.length) deals.push(line);
  else deals[index] = line;
  return evaluate(pad, deals);
}

export type PadChange =
  { readonly ok: true; readonly pad: Pad } | { readonly ok: false; readonly at: number; readonly refusal: Refusal };

function changed(pad: Pad, deals: readonly PadDeal[], now: Date): PadChange {
  const c = evaluate(pad, deals);
  return c.ok ? { ok: true, pad: { ...pad, deals, updated: now.toISOString() } } : c;
}

/** Add the next deal, or replace deal `index`; refused (nothing changed) if it or any later deal is invalid. */
export function putLine(pad: Pad, index: number, line: PadDeal, now: Date = new Date()): PadChange {
  const over = full(pad, index);
  if (over && !over.ok) return over;
  const deals = pad.deals.slice();
  if (index >= deals.length) deals.push(line);
  else deals[index] = line;
  return changed(pad, deals, now);
}

/** Delete deal `index`; the later deals move up and are re-checked (a later deal can become invalid). */
export function deleteLine(pad: Pad, index: number, now: Date = new Date()): PadChange {
  return changed(
    pad,
    pad.deals.filter((_, i) => i !== index),
    now,
  );
}

/** The pad and the versions before each change, for undo (the last change first). */
export interface PadHistory {
  readonly pad: Pad;
  readonly undo: readonly Pad[];
}

export const UNDO_DEPTH = 50;

export function remember(h: PadHistory, pad: Pad): PadHistory {
  return { pad, undo: [h.pad, ...h.undo].slice(0, UNDO_DEPTH) };
}

export function undone(h: PadHistory): PadHistory {
  return h.undo.length ? { pad: h.undo[0], undo: h.undo.slice(1) } : h;
}
