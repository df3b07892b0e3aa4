// The checks the coach runs on a finished deal (issue 23): the play check's costly plays (search/check.ts) and
// the costly exchanges (core/coach/exchange.ts, by the hint's values), each from the seat's own view at the time.
import type { FoundMistake } from '../../core/coach/decisions.ts';
import { exchangeFindings } from '../../core/coach/exchange.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { CLEAR_COST, checkPlays } from '../search/check.ts';
import { hint } from '../search/hint.ts';

export function findings(deal: { start: State; actions: readonly Action[] }, seat: number, samples: number, seed: number, exchangeSamples = samples): FoundMistake[] {
  const plays = checkPlays(deal, seat, samples, seed).map((p) => ({
    action: p.action,
    category: p.reason.category,
    played: p.card,
    better: p.better,
  }));
  return [...exchangeFindings(rules, hint, deal, seat, CLEAR_COST, exchangeSamples, seed), ...plays].sort((a, b) => a.action - b.action);
}
