// What one seat knows about the hidden cards of a plain-trick game, in one shape for the sampler: its own
// cards, the cards nobody has shown, cards known to be in a hand, the suits each seat has shown it lacks (a
// failure to follow, COM-5.3), how many hidden cards each seat holds, and how many unseen cards are out of
// play (a stock, discards, a card aside). Each game builds it from its own View.
export interface Knowledge {
  readonly seat: number;
  readonly n: number;
  /** The seat's own cards as four rank masks, or null while they lie face down. */
  readonly own: readonly number[] | null;
  /** Cards nobody has shown as four rank masks (out-of-play cards included). */
  readonly unseen: readonly number[];
  /** Cards known to be in each seat's hand, four masks per seat. */
  readonly known: readonly (readonly number[])[];
  /** Per seat, a 4-bit set of suits it cannot hold. */
  readonly voids: readonly number[];
  /** Hidden cards each seat holds (0 for the seat itself when its cards are face up). */
  readonly counts: readonly number[];
  /** Unseen cards that are in no hand. */
  readonly aside: number;
  /**
   * Soft evidence: cards (four rank masks) less likely than others to be among those in no hand, and how likely
   * relative to the rest (e.g. cards players keep, when most cards out of play are discards).
   */
  readonly keptFromAside?: { readonly masks: readonly number[]; readonly weight: number };
  /**
   * Soft evidence from what seats did (bids, plays under a winner, …): each card of `masks` is `weight` times as
   * likely to be dealt to `seat` as a card without evidence (weights multiply when several apply).
   */
  readonly unlikely?: readonly Unlikely[];
}

/** Cards (four rank masks) a seat probably does not hold, and how likely relative to the rest (0 < weight < 1). */
export interface Unlikely {
  readonly seat: number;
  readonly masks: readonly number[];
  readonly weight: number;
}

/** Voids shown by failing to follow the led suit (COM-5.3), from tricks given as lists of (seat, suit index). */
export function shownVoids(n: number, tricks: readonly (readonly { seat: number; suit: number }[])[]): number[] {
  const voids = new Array<number>(n).fill(0);
  for (const plays of tricks) {
    if (plays.length === 0) continue;
    const led = plays[0].suit;
    for (let i = 1; i < plays.length; i++) if (plays[i].suit !== led) voids[plays[i].seat] |= 1 << led;
  }
  return voids;
}

/** Bits set in a 32-bit mask (SWAR). */
export function bitCount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
