// Beginner: the Casual player with a learner's slips among reasonable moves — now and then another card of
// the same suit than the one Casual chose, or a bid one off. It never makes an illegal or absurd choice.
import type { Policy } from '../../../core/bots.ts';
import type { Rng } from '../../../core/rng.ts';
import { type Action, type View, spadesSuit } from '../../rules/index.ts';
import { casualPolicy } from './casual.ts';

const SLIP = 0.3;

export const beginnerPolicy: Policy<View, Action> = {
  id: 'beginner',
  choose(view: View, legal: readonly Action[], rng: Rng): Action {
    const base = casualPolicy.choose(view, legal, rng);
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
