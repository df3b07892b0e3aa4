// COM-2: seats 0 … n−1 clockwise; seat i+1 is on the left of seat i. COM-S1 mirrors the table.
export type Seat = number;
export type Direction = 'clockwise' | 'counterclockwise';

/** COM-2.2: "the next player" — on the left, or on the right when the table is mirrored (COM-S1). */
export function nextSeat(seat: Seat, n: number, direction: Direction): Seat {
  return direction === 'clockwise' ? (seat + 1) % n : (seat + n - 1) % n;
}

/** The player before `seat` in the direction of play. */
export function previousSeat(seat: Seat, n: number, direction: Direction): Seat {
  return nextSeat(seat, n, direction === 'clockwise' ? 'counterclockwise' : 'clockwise');
}

/** `steps` seats on from `seat` in the direction of play. */
export function seatAfter(seat: Seat, steps: number, n: number, direction: Direction): Seat {
  const d = direction === 'clockwise' ? steps : -steps;
  return (((seat + d) % n) + n) % n;
}

/** All n seats in playing order, starting with `first`. */
export function seatsFrom(first: Seat, n: number, direction: Direction): Seat[] {
  return Array.from({ length: n }, (_, i) => seatAfter(first, i, n, direction));
}
