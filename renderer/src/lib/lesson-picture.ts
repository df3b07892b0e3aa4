// The pictures beside a lesson's words: what the renderer needs to draw them, as plain
// data (the seats' places round the table, a score sheet in the shape of the table's own ScoreTable).
import type { Picture, PictureKind, SheetCell } from '../../../machines/tutor/lesson.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { ScoreSheetModel } from './games/table-model.ts';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;
interface Numbers {
  readonly num: (n: number) => string;
  readonly signed: (n: number) => string;
}

/** Every kind the renderer draws, each with a word on how (a kind missing here does not type-check). */
export const DRAWN: Readonly<Record<PictureKind, string>> = {
  table: 'the lesson table itself (nothing extra beside the words)',
  seats: 'SeatsPicture: the seats on a ring, clockwise from you at the bottom',
  sheet: "ScoreTable, the table screen's own score sheet",
  suits: 'the four suits in a row, trump marked',
  cards: 'Card pictures, each with its player',
  cut: 'two packets, the lifted one with its bottom card face up',
};

/** Where seat i of n sits, in percent of the picture (you at the bottom, then clockwise on screen). */
export function seatSpot(i: number, n: number): { readonly x: number; readonly y: number } {
  const angle = Math.PI / 2 + (i * 2 * Math.PI) / n;
  return { x: Math.round(50 + 40 * Math.cos(angle)), y: Math.round(50 + 38 * Math.sin(angle)) };
}

/** A player's name as the table says it (seat 0 is "You"). */
export const nameOf = (t: T, players: readonly string[], seat: number): string =>
  seat === 0 ? t('seat.you') : (players[seat] ?? String(seat));

function cellText(t: T, n: Numbers, cell: SheetCell, signed: boolean): string {
  if (typeof cell === 'number') return signed ? n.signed(cell) : n.num(cell);
  if (typeof cell === 'object') return t(cell.word as MessageKey);
  return cell;
}

/** The sides of a partnership game: seat i with seat i + n/2, your side first. */
function sideNames(t: T, players: readonly string[]): string[] {
  const half = players.length / 2;
  return Array.from({ length: half }, (_, i) =>
    i === 0
      ? t('side.you', { partner: players[half] ?? '' })
      : t('side.pair', { a: players[i] ?? '', b: players[i + half] ?? '' }),
  );
}

/** A sheet picture in the score sheet's own shape. */
export function sheetModel(
  picture: Extract<Picture, { kind: 'sheet' }>,
  players: readonly string[],
  t: T,
  n: Numbers,
): ScoreSheetModel {
  const columns = picture.columns
    ? picture.columns.map((k) => t(k as MessageKey))
    : picture.sides
      ? sideNames(t, players)
      : players.map((_, i) => nameOf(t, players, i));
  return {
    caption: t('table.scoreSheet'),
    columns,
    rows: picture.rows.map((r) => ({
      label: t(r.label as MessageKey, r.params),
      cells: r.cells.map((c) => cellText(t, n, c, r.signed ?? false)),
    })),
    totals: null,
    notes: [],
  };
}
