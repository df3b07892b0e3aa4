// The position a card's reason is read from (card.ts) and its claims are checked against (claims.ts): types only,
// so that the engine and the claims both read them without importing each other.
import type { Card, Suit } from '../cards.ts';
import type { Play, TrickPolicy } from '../trick.ts';
import type { ReasonCategory } from './categories.ts';
import type { Reason, ReasonParams } from './reason.ts';

/** What the seat's side is after in this deal now, and the category (with params) that says so. */
export interface Goal {
  readonly kind: 'take' | 'avoid';
  readonly category: ReasonCategory;
  readonly params?: ReasonParams;
}

export interface CardSituation {
  readonly seat: number;
  readonly partner: number | null;
  /** The trick so far, in playing order. */
  readonly trick: readonly Play[];
  /** Index in `trick` of the card winning it now (the rules core's trick winner), or null when leading. */
  readonly winning: number | null;
  readonly trump: Suit | null;
  readonly suitOf: (card: Card) => Suit | null;
  /** Strength within a suit (the game's ranking: ace low in some nullo deals). */
  readonly rank: (card: Card) => number;
  readonly hand: readonly Card[];
  readonly goal: Goal;
  /** The game's own ideas for this card (such as a live nil), best first, asked before the common ones. */
  readonly own?: (s: CardSituation, f: CardFigure) => readonly Reason[];
  /** Seats at the table (4 when not given): how many play after the seat to this trick. */
  readonly seats?: number;
  /** The cards the seat has not seen (others' hands, stock): when not given, a 52-card deck less its hand and trick. */
  readonly unseen?: readonly Card[];
  /** The trick policy's rule for identical cards (SPD-7.3). */
  readonly identical?: TrickPolicy['identical'];
  /** The game's own reason keys with their claims, and the check of its facts (claims.ts). */
  readonly book?: ClaimBook;
}

/** The search's figures for one legal card: its value and how often the seat won the trick with it. */
export interface CardFigure {
  readonly card: Card;
  readonly value: number;
  readonly wins: number;
}

/** A game's own reason keys with their claims, and the check of the facts only it knows (from its View). */
export interface ClaimBook {
  readonly claims: Readonly<Record<string, readonly string[]>>;
  /** Whether a fact of the game's holds (`tricksTaken` with the value of the parameter it names), or undefined when not its claim. */
  readonly fact: (name: string, value: string | number | undefined, card: Card) => boolean | undefined;
}
