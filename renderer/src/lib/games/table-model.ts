// What the table draws, whatever the game: each game's adapter turns its View into this shape, so the
// table components stay game-agnostic (house-style §5: components have one concern, props in).
export interface Play {
  readonly seat: number;
  readonly card: string;
}

export interface SeatInfo {
  readonly seat: number;
  readonly name: string;
  readonly isYou: boolean;
  readonly cards: number;
  readonly tricks: number;
  readonly isDealer: boolean;
  readonly isTurn: boolean;
  readonly isPartner: boolean;
  /** Localised facts shown under the name: "Bid 4", "Quota 6 · +1", "Forhånd", "Exchanged 3". */
  readonly tags: readonly string[];
  /** Cards face up (Spades: false until the player looks). */
  readonly looked?: boolean;
}

export interface StripItem {
  readonly label: string;
  readonly value: string;
  /** A card to draw beside the value (the revealed card). */
  readonly card?: string;
  readonly suit?: string;
}

export interface TrickInfo {
  readonly plays: readonly Play[];
  readonly winner: number;
  /** "the highest trump", already localised. */
  readonly reason: string;
  readonly rule: string;
}

export interface TableModel {
  readonly seats: readonly SeatInfo[];
  /** Your cards, or null while they lie face down. */
  readonly hand: readonly string[] | null;
  readonly handCount: number;
  readonly trick: readonly Play[];
  readonly lastTrick: TrickInfo | null;
  readonly history: readonly TrickInfo[];
  readonly strip: readonly StripItem[];
  /** Per side facts shown under the strip (Spades: contract, tricks, score, bags). */
  readonly board?: readonly { readonly name: string; readonly lines: readonly string[]; readonly yours: boolean }[];
  /** The stock, talon or pickup with its count. */
  readonly pile: { readonly label: string; readonly count: number } | null;
  /** For sorting the hand: trump first. */
  readonly trump: string | null;
  /** Jokers count as trump (Spades with jokers). */
  readonly aceLow?: boolean;
  /** Whose turn it is (null between deals). */
  readonly turn: number | null;
}

export interface ScoreSheetModel {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[]; readonly note?: string }[];
  readonly totals: readonly string[] | null;
  readonly notes: readonly string[];
}

export interface SummaryLine {
  readonly who: string;
  readonly text: string;
  readonly points: string;
  readonly rule: string;
}

export interface DealSummaryModel {
  readonly title: string;
  readonly lines: readonly SummaryLine[];
  readonly totals: readonly { readonly who: string; readonly total: string }[];
  readonly note?: string;
}
