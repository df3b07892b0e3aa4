// The play checker shared by the plain-trick games: after a deal, a seat's plays that cost clearly
// more than the best play by the hints' evaluation (sampled deals from the seat's own view at that moment,
// never the hidden cards), with the better card. Each game passes its rules, its evaluation and its trick count.
import type { Card } from '../cards.ts';
import type { Reason } from '../reasons/reason.ts';
import { type CardSituation, cardReason } from '../reasons/card.ts';

/** One costly play (the same type for every game, docs/seams.md). */
export interface CostlyPlay {
  /** Trick number from 1. */
  readonly trick: number;
  /** Index of the play in its deal's actions (records.md): with the deal index, the position to review or drill. */
  readonly action: number;
  readonly seat: number;
  readonly card: Card;
  readonly better: Card;
  /** Points per deal the play cost against the better one (the seat's score less the others' mean). */
  readonly cost: number;
  /** Why the better card was better, from the seat's own View at that moment (never the hidden cards). */
  readonly reason: Reason;
}

type Play = { readonly type: string; readonly seat: number; readonly card?: Card };

export interface CheckGame<S, A extends Play, V extends { readonly trick: readonly unknown[] }> {
  readonly rules: { legalActions(s: S): readonly A[]; observe(s: S, seat: number): V; applyAction(s: S, a: A): S };
  readonly cardValues: (
    view: V,
    legal: readonly Card[],
    samples: number,
    seed: number,
  ) => { readonly values: readonly number[]; readonly winsTrick: readonly number[] };
  /** The position as the reason engine reads it, from the same View. */
  readonly situation: (view: V) => CardSituation;
  readonly trickNumber: (s: S) => number;
  /** A play costing at least this much more than the best is listed (the game's CLEAR_COST, from the study). */
  readonly clearCost: number;
}

/** Check `seat`'s plays in one deal given as its starting state (just dealt) and its actions. */
export function checkPlaysWith<S, A extends Play, V extends { readonly trick: readonly unknown[] }>(
  game: CheckGame<S, A, V>,
  deal: { readonly start: S; readonly actions: readonly A[] },
  seat: number,
  samples: number,
  seed: number,
  clearCost = game.clearCost,
): CostlyPlay[] {
  const { rules, cardValues, trickNumber, situation } = game;
  let s = deal.start;
  const out: CostlyPlay[] = [];
  for (const [at, a] of deal.actions.entries()) {
    if (a.type === 'play' && a.seat === seat && a.card !== undefined) {
      const legal = rules.legalActions(s).flatMap((x) => (x.type === 'play' && x.card !== undefined ? [x.card] : []));
      if (legal.length > 1) {
        const view = rules.observe(s, seat);
        const stats = cardValues(view, legal, samples, seed + trickNumber(s) * 7 + view.trick.length);
        const values = stats.values;
        const best = values.reduce((b, x, i) => (x > values[b] ? i : b), 0);
        const cost = values[best] - values[legal.indexOf(a.card)];
        if (cost >= clearCost)
          out.push({
            trick: trickNumber(s),
            action: at,
            seat,
            card: a.card,
            better: legal[best],
            cost: Math.round(cost * 100) / 100,
            reason: betterReason(situation(view), legal, stats, best),
          });
      }
    }
    s = rules.applyAction(s, a);
  }
  return out;
}

/** Why the better card was better: the reason engine at that moment, from the seat's own View and figures. */
export function betterReason(
  s: CardSituation,
  legal: readonly Card[],
  stats: { readonly values: readonly number[]; readonly winsTrick: readonly number[] },
  best: number,
): Reason {
  return cardReason(
    s,
    legal.map((card, i) => ({ card, value: stats.values[i], wins: stats.winsTrick[i] })),
    legal[best],
  );
}
