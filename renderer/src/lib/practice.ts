// The practice tools at the table as new table starts: each resumes an edited
// record (machines/core/record-edit.ts), so the table simply starts again from it.
import type { GameRecord } from '../../../machines/core/record.ts';
import { atDealStart, beforeLastDecision, rotated } from '../../../machines/core/record-edit.ts';
import type { TableStart } from './saved-game.ts';

const YOU = 0;

/** Spades keeps the seats that looked at their cards in a deal extra (spades.machine.ts). */
const SEAT_LISTS = ['looked'];

/** Undo: back to just before your last decision (null when you have made none). */
export function undoStart(start: TableStart, record: GameRecord): TableStart | null {
  const back = beforeLastDecision(record, YOU);
  return back ? { ...start, resume: back, undos: (start.undos ?? 0) + 1 } : null;
}

/** Deals that are complete (the last one may be in progress). */
export function completeDeals(record: GameRecord, dealInProgress: boolean): number {
  return Math.max(0, record.deals.length - (dealInProgress ? 1 : 0));
}

/**
 * Play deal `deal` again from its start, with the scores it started from. `by` > 0 also moves you into
 * seat `by`'s place (swap seats): you get the cards that player held, and that player sits in yours.
 */
export function againStart(table: TableStart, record: GameRecord, deal: number, by = 0): TableStart {
  // Also from a finished game reopened on its game-over screen: the deal played again is a game in progress, saved as any.
  const start: TableStart = { ...table, finished: undefined };
  const fresh = atDealStart(record, deal);
  const again = (start.again ?? 0) + 1;
  if (by === 0) return { ...start, resume: fresh, again };
  const n = start.players.length;
  const turned = rotated(fresh, by, n, SEAT_LISTS);
  const players = swapped(start.players, by, n);
  const policies = start.policies ? swapped(start.policies, by, n) : undefined;
  return {
    ...start,
    players,
    policies,
    firstDealer: turned.firstDealer,
    resume: { ...turned, players: [...players] },
    again,
  };
}

/**
 * After the rotation every seat moves by `by`: you stay "you" at seat 0, and the player whose cards you
 * take sits where you were (seat n − by). Everybody else keeps their name and their new seat.
 */
function swapped<T>(list: readonly T[], by: number, n: number): T[] {
  const turned = list.map((_, i) => list[(i + by) % n]);
  turned[0] = list[0];
  turned[(n - by) % n] = list[by];
  return turned;
}
