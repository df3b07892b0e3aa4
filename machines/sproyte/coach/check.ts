// The checks the coach runs on a finished Sprøyte deal: the play check's costly plays (search/check.ts) and
// the costly exchanges (core/coach/exchange.ts, by the hint's values), each from the seat's own view at the time.
import type { FoundMistake } from '../../core/coach/decisions.ts';
import { EXCHANGE_MARGIN, plainFindings } from '../../core/coach/exchange.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { checkPlays } from '../search/check.ts';
import { hint } from '../search/hint.ts';

const game = { rules, hint, checkPlays, margin: EXCHANGE_MARGIN };

export function findings(
  deal: { start: State; actions: readonly Action[] },
  seat: number,
  samples: number,
  seed: number,
  exchangeSamples = samples,
): FoundMistake[] {
  return plainFindings(game, deal, seat, samples, seed, exchangeSamples);
}
