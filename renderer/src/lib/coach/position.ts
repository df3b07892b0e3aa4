// A drill position opened for the table (issue 23 item 4; docs/seams.md: the same kind of position as the play
// check's "Try it again"): the record cut just before the decision, replayed through the rules core, and what
// the drilled seat may see there — its View and its legal actions. Nothing hidden leaves this module.
import type { Refusal } from '../../../../machines/core/contract.ts';
import type { DrillPosition } from '../../../../machines/core/coach/drills.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { type GameId, engines } from '../../../../machines/games.ts';

export interface OpenPosition {
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** The cards the seat may play (empty in an exchange). */
  readonly cards: readonly string[];
  /** An exchange: the seat chooses cards to discard, at most `limit`. */
  readonly exchange: { readonly hand: readonly string[]; readonly limit: number } | null;
  /** Why the rules refuse this card here (with its rule id), or null when it may be played. */
  readonly refusal: (card: string) => Refusal | null;
}

export function openPosition(game: GameId, p: Pick<DrillPosition, 'record' | 'seat'>): OpenPosition | null {
  const rules = engines[game];
  try {
    const s = replayState(rules, p.record);
    if (rules.currentPlayer(s) !== p.seat) return null;
    const legal = rules.legalActions(s) as readonly { type: string; card?: string; discards?: readonly string[] }[];
    const view = rules.observe(s, p.seat) as { hand?: readonly string[] | null };
    const cards = legal.flatMap((a) => (a.type === 'play' && a.card ? [a.card] : []));
    const swaps = legal.filter((a) => a.type === 'exchange');
    const exchange =
      swaps.length > 0
        ? { hand: view.hand ?? [], limit: Math.max(...swaps.map((a) => a.discards?.length ?? 0)) }
        : null;
    if (cards.length < 2 && !exchange) return null;
    const refusal = (card: string): Refusal | null =>
      cards.includes(card) ? null : rules.explainIllegal(s, { type: 'play', seat: p.seat, card });
    return { view, legal, cards, exchange, refusal };
  } catch {
    return null;
  }
}
