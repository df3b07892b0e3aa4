// The play checker for Tribello (issue 11): after a deal, the seat's plays that cost clearly more than the best
// play by the hints' evaluation (sampled deals from the seat's own view at that moment, never the hidden
// cards), with the better card. For the deal summary.
import type { Card } from '../../core/cards.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { cardValues } from './decide.ts';

export interface CostlyPlay {
  /** Trick number from 1. */
  readonly trick: number;
  readonly card: Card;
  readonly better: Card;
  /** Points per deal the play cost against the better one (the seat's score less the others' mean). */
  readonly cost: number;
}

/** A play costing at least this much more than the best is listed. */
export const CLEAR_COST = 0.4;

/** Check `seat`'s plays in one deal given as its starting state (just dealt) and its actions. */
export function checkPlays(deal: { readonly start: State; readonly actions: readonly Action[] }, seat: number, samples = 48, seed = 1): CostlyPlay[] {
  let s = deal.start;
  const out: CostlyPlay[] = [];
  for (const a of deal.actions) {
    if (a.type === 'play' && a.seat === seat) {
      const legal = rules.legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
      if (legal.length > 1) {
        const view = rules.observe(s, seat);
        const values = cardValues(view, legal, samples, seed + trickNumber(s) * 7 + view.trick.length).values;
        const best = values.reduce((b, x, i) => (x > values[b] ? i : b), 0);
        const cost = values[best] - values[legal.indexOf(a.card)];
        if (cost >= CLEAR_COST) out.push({ trick: trickNumber(s), card: a.card, better: legal[best], cost: Math.round(cost * 100) / 100 });
      }
    }
    s = rules.applyAction(s, a);
  }
  return out;
}

const trickNumber = (s: State): number => s.played.length + 1;
