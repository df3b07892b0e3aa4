// Where each seat sits around the table (design.md "The table"), seen from you at the bottom.
// Seat i+1 sits on the left of seat i (COM-2.1), so seat 1 is on your left.
export type Spot =
  | 'bottom'
  | 'left'
  | 'top'
  | 'right'
  | 'top-left'
  | 'top-right'
  | 'left-low'
  | 'left-high'
  | 'right-high'
  | 'right-low';

const SPOTS: Readonly<Record<number, readonly Spot[]>> = {
  3: ['bottom', 'top-left', 'top-right'],
  4: ['bottom', 'left', 'top', 'right'],
  6: ['bottom', 'left-low', 'left-high', 'top', 'right-high', 'right-low'],
};

// The direction of each spot from the middle (x across, y down). The trick places a card this way from
// its centre; the two seats on one side of a six-seat table get a full step up or down, so their cards
// stand apart.
const VECTORS: Readonly<Record<Spot, readonly [number, number]>> = {
  bottom: [0, 1],
  left: [-1, 0],
  top: [0, -1],
  right: [1, 0],
  'top-left': [-1, -0.6],
  'top-right': [1, -0.6],
  'left-low': [-1, 1],
  'left-high': [-1, -1],
  'right-high': [1, -1],
  'right-low': [1, 1],
};

export function spotOf(seat: number, n: number): Spot {
  return (SPOTS[n] ?? SPOTS[4])[seat] ?? 'top';
}

export function towards(seat: number, n: number): readonly [number, number] {
  return VECTORS[spotOf(seat, n)];
}
