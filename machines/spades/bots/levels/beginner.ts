// Beginner: the rule-based player (without Casual's mends) with a learner's slips among reasonable moves — now
// and then another card of the same suit than the one it meant, or a bid one off. Never an illegal choice.
import type { Policy } from '../../../core/bots.ts';
import type { Rng } from '../../../core/rng.ts';
import { type Action, type View, spadesSuit } from '../../rules/index.ts';
import { ruleBasedPolicy } from '../rule-based.ts';

const SLIP = 0.4;

export const beginnerPolicy: Policy<View, Action> = {
  id: 'beginner',
  choose(view: View, legal: readonly Action[], rng: Rng): Action {
    const base = ruleBasedPolicy.choose(view, legal, rng);
    const slip = rng.next() < SLIP;
    if (!slip) return base;
    if (base.type === 'play') {
      const same = legal.filter((a) => a.type === 'play' && spadesSuit(a.card) === spadesSuit(base.card));
      return same[rng.int(same.length)];
    }
    if (base.type === 'bid' && typeof base.bid === 'number') {
      const b = base.bid + (rng.next() < 0.5 ? -1 : 1);
      return legal.find((a) => a.type === 'bid' && a.bid === b) ?? base;
    }
    return base;
  },
};
