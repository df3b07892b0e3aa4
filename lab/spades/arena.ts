// The Spades arena of the lab: the shipped arena (machines/spades/arena.ts) with the yardsticks no player of the app
// is: Expert seeing every card ('open'), the rule-based player before Casual's mends ('rule-based'), and the probes
// (arena-probe.ts: dominated plays, the sampler's calibration). `npm run lab:arena -- --game spades …`.
import type { Policy } from '../../machines/core/bots.ts';
import type { OpenCardsPolicy } from '../../machines/core/duplicate.ts';
import type { Rng } from '../../machines/core/rng.ts';
import { legs, outcome, kind, rules, situation, policies as shipped } from '../../machines/spades/arena.ts';
import { ruleBasedPolicy } from '../../machines/spades/bots/rule-based.ts';
import { EXPERT_BUDGET, choosePlayBySearch } from '../../machines/spades/bots/levels/expert.ts';
import { chooseBidBySampling } from '../../machines/spades/bots/levels/strong.ts';
import type { Action, State, View } from '../../machines/spades/rules/index.ts';
import { PASS_SAMPLES, passChoice } from '../../machines/spades/search/exchange.ts';
import { realDeal } from './audit.ts';
import { probe } from './arena-probe.ts';

/** A player that sees the real hands, so needs the state: never in the app's list of levels. */
function seeing(id: string, play: (s: State, view: View, acts: Action[], rng: Rng) => Action): OpenCardsPolicy {
  return {
    id,
    choose: () => {
      throw new Error(`the ${id} player needs the state (arena only)`);
    },
    chooseOpen: (state, seat, legal, rng) =>
      play(state as State, rules.observe(state as State, seat), legal as Action[], rng),
  };
}

/** Expert's search allowed to see every card: its "sampler" deals the real hands. How much Expert loses by not
 *  knowing the cards. */
const openCards = seeing('open', (s, view, acts, rng) => {
  const dealer = realDeal(s.hands);
  const kind = acts[0].type;
  if (kind === 'pass') return passChoice(view, acts, PASS_SAMPLES, rng.int(0x7fffffff) + 1, dealer);
  if (kind === 'bid' || kind === 'look')
    return chooseBidBySampling(view, acts, rng, EXPERT_BUDGET.bidSamples, EXPERT_BUDGET.risk, dealer);
  return choosePlayBySearch(view, acts, rng, EXPERT_BUDGET, dealer);
});

export const policies: Record<string, Policy<View, Action>> = {
  ...shipped,
  'rule-based': ruleBasedPolicy,
  open: openCards as unknown as Policy<View, Action>,
};

export { legs, outcome, kind, rules, situation, probe };
