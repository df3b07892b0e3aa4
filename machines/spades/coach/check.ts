// The checks the coach runs on a finished Spades deal: the play check's costly plays (search/check.ts,
// from the seat's own view), each placed at its action. Bids and the blind-nil pass are not judged by a search.
import type { FoundMistake } from '../../core/coach/decisions.ts';
import type { Action, State } from '../rules/index.ts';
import { checkPlays } from '../search/check.ts';

export function findings(
  deal: { start: State; actions: readonly Action[] },
  seat: number,
  samples: number,
  seed: number,
): FoundMistake[] {
  return checkPlays(deal, seat, samples, seed).map((p) => ({
    action: p.action,
    category: p.reason.category,
    played: p.card,
    better: p.better,
  }));
}
