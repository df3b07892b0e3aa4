// Sprøyte's search layer against the rules core: on hundreds of random deals in every form, the
// same legal cards at every turn, the same trick winners and the same deal points (SPR-7, SPR-8, SPR-9).
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { rules, type State } from '../rules/index.ts';
import { searchAgreesWithRules } from '../../testing/search/sim-testkit.ts';
import { situation } from '../arena.ts';
import { policies } from '../bots/levels/index.ts';
import { aceLowIn, cardOf, codeOf, simOf, utilityOf } from './table.ts';

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[r.int(xs.length)];

function dealToPlay(seed: number): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({
    form: pick(r, ['standard', 'variation', 'talon']),
    nulloAceLow: r.next() < 0.5,
    signedScoring: r.next() < 0.5,
    direction: pick(r, ['clockwise', 'counterclockwise']),
    bands: pick(r, ['seed', 'icelandic']),
    standardLimits: pick(r, ['6-4', '5-4', '4-4', 'open']),
  });
  let s = rules.setup(options, r.int(3), seed);
  for (let d = r.int(4); d >= 0; d--) {
    s = rules.startDeal(s, { kind: 'shuffle' });
    while (s.phase !== 'play') s = rules.applyAction(s, rules.sampleAction(s, r));
    if (d > 0) while (s.phase === 'play') s = rules.applyAction(s, rules.sampleAction(s, r));
    if (rules.isTerminal(s)) return dealToPlay(seed + 1_000_000);
  }
  return s;
}

searchAgreesWithRules(
  { name: 'Sprøyte', rules, situation, policies },
  {
    dealToPlay,
    kind: (s) => `${s.options.form}/${s.contract}`,
    kinds: ['standard/trump', 'talon/trump', 'variation/grand', 'variation/nullo', 'variation/trump'],
    codeOf: (s, card) => codeOf(card, aceLowIn(s)),
    cardOf,
    simOf,
    completed: (s) => s.history,
    utilityOf,
  },
);
