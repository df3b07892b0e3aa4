// A moment of a finished deal opened again: the play check's
// "Try it again" starts a practice table from just before a play, with the same cards and scores, and its
// review link opens the review at that trick with the card played and the better card marked.
import type { GameRecord } from '../../../machines/core/record.ts';
import { rotated, truncated } from '../../../machines/core/record-edit.ts';
import type { Said } from './games/types.ts';
import type { TableStart } from './saved-game.ts';

/** A decision in a record: deal index, the index of the action in that deal (records.md), and whose it was. */
export interface RecordMoment {
  readonly deal: number;
  readonly action: number;
  readonly seat: number;
}

/** Spades keeps the seats that looked at their cards in a deal extra (spades.machine.ts). */
const SEAT_LISTS = ['looked'];

/**
 * A practice table from just before the decision at `at`, with you in that seat: the record cut before it
 * (machines/core/record-edit.ts `truncated`), turned when the seat is not yours, counted as a deal played
 * again (a practice game, never in the statistics as a clean one).
 */
export function tryAgainStart(table: TableStart, record: GameRecord, at: RecordMoment): TableStart {
  const start: TableStart = { ...table, finished: undefined, again: (table.again ?? 0) + 1 };
  const cut = truncated(record, { deal: at.deal, action: at.action });
  if (at.seat === 0) return { ...start, resume: cut };
  const n = table.players.length;
  const turned = rotated(cut, at.seat, n, SEAT_LISTS);
  const swap = <T>(list: readonly T[]): T[] => {
    const out = list.map((_, i) => list[(i + at.seat) % n]);
    out[0] = list[0];
    out[(n - at.seat) % n] = list[at.seat];
    return out;
  };
  const players = swap(table.players);
  const policies = table.policies ? swap(table.policies) : undefined;
  return { ...start, players, policies, firstDealer: turned.firstDealer, resume: { ...turned, players: [...players] } };
}

/** The review's step that shows the decision at `at` made: step 0 is the dealt cards, step i follows action i − 1. */
export function reviewStepOf(at: RecordMoment): number {
  return at.action + 1;
}

/** The review opened from the play check: its step, the trick, whose play, the card played and the better one, the check's line. */
export interface ReviewMark {
  readonly step: number;
  readonly trick: number;
  readonly seat: number;
  readonly played: string;
  readonly better: string;
  readonly said: Said;
}
