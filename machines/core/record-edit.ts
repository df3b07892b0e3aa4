// Pure edits of a game record (records.md) for the practice tools: go back to a decision (undo), to the
// start of a deal (play it again, review it), sit in another seat (swap seats), or keep only the keys
// records.md defines (export). A record is the game, so each edit gives a record that replays.
import type { GameRecord, RecordAction, RecordDeal } from './record.ts';

/** A position in a record: deal index and the number of its actions kept. */
export interface RecordPosition {
  readonly deal: number;
  readonly action: number;
}

/** The keys records.md defines for a deal (others are extras the replay ignores). */
function dealCardsOf(d: RecordDeal): RecordDeal {
  const out: Record<string, unknown> = {};
  for (const k of ['deck', 'cut', 'hands', 'stock', 'revealed', 'dealer'] as const)
    if (d[k] !== undefined) out[k] = d[k];
  return { ...out, actions: d.actions } as RecordDeal;
}

/**
 * The record cut after `action` actions of deal `deal`: later deals are gone, that deal keeps its cards
 * (and its extras, e.g. who looked) and its first `action` actions. Top-level extras stay.
 */
export function truncated<R extends GameRecord>(record: R, at: RecordPosition): R {
  if (at.deal < 0 || at.deal >= record.deals.length) throw new RangeError(`no deal ${at.deal} in the record`);
  const deals = record.deals.slice(0, at.deal + 1);
  const last = deals[at.deal];
  return {
    ...record,
    deals: [...deals.slice(0, -1), { ...last, actions: last.actions.slice(0, Math.max(0, at.action)) }],
  };
}

/**
 * The record at the start of deal `deal`: the deals before it, then that deal's cards with no action and
 * no extras — a deal in progress that has just been dealt (play it again; the first step of a review).
 */
export function atDealStart<R extends GameRecord>(record: R, deal: number): R {
  const cut = truncated(record, { deal, action: 0 });
  return { ...cut, deals: [...cut.deals.slice(0, -1), dealCardsOf(cut.deals[deal])] };
}

/** Where `seat` made its last decision (the position just before it), or null if it never acted. */
export function lastDecisionOf(record: GameRecord, seat: number): RecordPosition | null {
  for (let d = record.deals.length - 1; d >= 0; d--) {
    const actions = record.deals[d].actions;
    for (let a = actions.length - 1; a >= 0; a--) if (actions[a].seat === seat) return { deal: d, action: a };
  }
  return null;
}

/** Undo: the record just before `seat`'s last decision (null when it has made none). */
export function beforeLastDecision<R extends GameRecord>(record: R, seat: number): R | null {
  const at = lastDecisionOf(record, seat);
  return at ? truncated(record, at) : null;
}

const mod = (x: number, n: number): number => ((x % n) + n) % n;

/**
 * The same game seen from another seat: every seat s becomes s − by (mod n), so the player at seat `by`
 * sits at seat 0. Seats in a record are `firstDealer`, each deal's `dealer`, each action's `seat`, the order
 * of `players` and of the hands form's `hands` (records.md); the deck form needs nothing, since dealing
 * starts from the dealer. `extraSeatLists` names deal extras that list seats (e.g. `looked`: the seats that
 * turned up a hand dealt face down).
 */
export function rotated<R extends GameRecord>(
  record: R,
  by: number,
  n: number,
  extraSeatLists: readonly string[] = [],
): R {
  const seat = (s: number): number => mod(s - by, n);
  const fromNew = <T>(list: readonly T[]): T[] => list.map((_, i) => list[mod(i + by, n)]);
  const deals = record.deals.map((d) => {
    const out: Record<string, unknown> = {
      ...d,
      actions: d.actions.map((a) => ({ ...a, seat: seat(a.seat) }) as RecordAction),
    };
    if (d.dealer !== undefined) out.dealer = seat(d.dealer);
    if (d.hands !== undefined) out.hands = fromNew(d.hands);
    for (const k of extraSeatLists) {
      const v = (d as unknown as Record<string, unknown>)[k];
      if (Array.isArray(v)) out[k] = v.map((s) => (typeof s === 'number' ? seat(s) : s));
    }
    return out as unknown as RecordDeal;
  });
  const players = record.players ? { players: fromNew(record.players) } : {};
  return { ...record, ...players, firstDealer: seat(record.firstDealer), deals };
}

/** Only what records.md defines: the file to export (extras such as the app's seed are left out). */
export function plainRecord(record: GameRecord): GameRecord {
  const top = { format: record.format, game: record.game } as Record<string, unknown>;
  if (record.options !== undefined) top.options = record.options;
  if (record.players !== undefined) top.players = record.players;
  return { ...top, firstDealer: record.firstDealer, deals: record.deals.map(dealCardsOf) } as unknown as GameRecord;
}
