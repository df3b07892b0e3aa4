// Tribello's search layer against the rules core: on hundreds of random deals in all four rounds,
// the same legal cards at every turn, the same trick winners and the same deal points (TRB-8, TRB-9, TRB-10).
import { rngFrom, seedState } from '../../core/rng.ts';
import { rules, type State } from '../rules/index.ts';
import { searchAgreesWithRules } from '../../testing/search/sim-testkit.ts';
import { situation } from '../arena.ts';
import { policies } from '../bots/levels/index.ts';
import { cardOf, codeOf, simOf, utilityOf } from './table.ts';

function dealToPlay(seed: number): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({ direction: r.next() < 0.5 ? 'clockwise' : 'counterclockwise' });
  let s: State = { ...rules.setup(options, r.int(3), seed), deal: seed % 12 };
  s = rules.startDeal(s, { kind: 'shuffle' });
  while (s.phase !== 'play') s = rules.applyAction(s, rules.sampleAction(s, r));
  return s;
}

searchAgreesWithRules(
  { name: 'Tribello', rules, situation, policies },
  {
    dealToPlay,
    kind: (s) => `round ${s.round}`,
    kinds: ['round 1', 'round 2', 'round 3', 'round 4'],
    codeOf: (_s, card) => codeOf(card),
    cardOf,
    simOf,
    completed: (s) => s.played,
    utilityOf,
  },
);
