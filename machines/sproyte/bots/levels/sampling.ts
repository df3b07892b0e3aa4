// Sprøyte's search levels. Strong: determinized sampling with rule-guided playouts for every card;
// exchanges and the talon chosen by playing the candidates out over sampled deals. Expert: information-set search for the
// cards (core/search/ismcts.ts) and more samples for the hand decisions. Both see only their View (COM-7.3)
// and are seeded from the bot's Rng, so a decision replays exactly.
import type { Policy } from '../../../core/bots.ts';
import type { Rng } from '../../../core/rng.ts';
import { type Budget, argmax, sameSet, searchPolicy, seedOf } from '../../../core/search/levels-kit.ts';
import type { Action, View } from '../../rules/index.ts';
import { game, handValues } from '../../search/decide.ts';
import { EXPERT_BUDGET } from '../../search/expert-budget.ts';
import { exchangeCandidates, wideExchangeCandidates } from '../candidates.ts';

export type { Budget };

export function chooseExchange(v: View, legal: readonly Action[], rng: Rng, samples: number, wide = false): Action {
  const cands = (wide ? wideExchangeCandidates : exchangeCandidates)(v, v.exchangeLimit?.limit ?? 0);
  const values = handValues(v, cands, samples, seedOf(rng));
  const best = cands[argmax(values)];
  return legal.find((a) => a.type === 'exchange' && sameSet(a.discards, best)) ?? legal[0];
}

export function chooseTalon(v: View, legal: readonly Action[], rng: Rng, samples: number): Action {
  const [keep, take] = handValues(v, [[], null], samples, seedOf(rng));
  return legal.find((a) => a.type === 'talon' && a.take === take > keep) ?? legal[0];
}

export function samplingPolicy(id: string, b: Budget, wide = false): Policy<View, Action> {
  return searchPolicy(id, game, b, (v, legal, rng) =>
    v.phase === 'talon'
      ? chooseTalon(v, legal, rng, b.handSamples)
      : chooseExchange(v, legal, rng, b.handSamples, wide),
  );
}

export const strongPolicy = samplingPolicy('strong', {
  playSamples: 64,
  handSamples: 64,
  solveTricks: 0,
  solveSamples: 0,
});
// Expert: its search budget (search/expert-budget.ts, the hint's card choice reads it too), with exchanges chosen
// among more candidates (voids too).
export const expertPolicy = samplingPolicy('expert', EXPERT_BUDGET, true);
