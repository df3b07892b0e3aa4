// Which rule the rule book shows: any rule id the app shows is a link that opens the
// book at that rule, without leaving the screen; closing it returns focus to where the player was.
import { GAMES, type GameId } from '../../../machines/games.ts';
import type { BookId } from '../rulebook/types.ts';

const BOOK_OF: Readonly<Record<string, BookId>> = {
  COM: 'common',
  ...Object.fromEntries(GAMES.map((g) => [g.ruleIds, g.id as GameId])),
};

/** The book a rule id belongs to ('SPD-6.2' → spades), or null for something that is not a rule id. */
export function bookOf(id: string): BookId | null {
  return BOOK_OF[id.slice(0, 3)] ?? null;
}

/** A rule id as the app writes it: COM-4.3, SPD-6.2, SPR-D6, TRB-S2, TRB-4. */
export const RULE_ID = /\b(?:COM|SPR|SPD|TRB)-(?:[DS]?\d+(?:\.\d+)?)\b/g;

class RuleBookState {
  #open = $state.raw<{ book: BookId; rule: string | null; game: string | null } | null>(null);
  /** Options of the game in progress, shown on the rules they change. */
  #inForce = $state.raw<{ game: string; options: Readonly<Record<string, unknown>> } | null>(null);
  #returnTo: HTMLElement | null = null;
  /** Opens the map of the game at the table; null away from a table. */
  #mapOpener = $state.raw<(() => void) | null>(null);

  get current() {
    return this.#open;
  }
  get inForce() {
    return this.#inForce;
  }

  /** Open at a rule ('SPD-6.2') or at a book's start ('spades'). */
  open(target: string, from?: Element | null): void {
    const book = bookOf(target) ?? (target as BookId);
    this.#returnTo = (from as HTMLElement | null) ?? (globalThis.document?.activeElement as HTMLElement | null) ?? null;
    this.#open = { book, rule: bookOf(target) ? target : null, game: this.#inForce?.game ?? null };
  }

  close(): void {
    this.#open = null;
    const back = this.#returnTo;
    this.#returnTo = null;
    if (back?.isConnected) queueMicrotask(() => back.focus());
  }

  /** True while a table can show its map: the book offers it. */
  get canShowMap(): boolean {
    return this.#mapOpener !== null;
  }

  /** The book's "Where are we?": the book closes and the table opens its map, which takes the focus. */
  showMap(): void {
    const opener = this.#mapOpener;
    if (!opener) return;
    this.#returnTo = null;
    this.#open = null;
    opener();
  }

  /** The table gives the way to open its map while it is shown; null when it goes. */
  setMapOpener(open: (() => void) | null): void {
    this.#mapOpener = open;
  }

  /** The table sets the options of its game while it is shown; null when it goes. */
  setInForce(v: { game: string; options: Readonly<Record<string, unknown>> } | null): void {
    this.#inForce = v;
  }
}

export const rulebook = new RuleBookState();
