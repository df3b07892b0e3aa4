// Beginner: the rule-based player with a learner's slips among reasonable moves — now and then another card of
// the same suit than the one it meant. Trump naming and exchanges stay the rule-based player's.
import type { Policy } from '../../../core/bots.ts';
import type { Action, View } from '../../rules/index.ts';
import { basic } from '../rule-based.ts';

const SLIP = 0.4;

export const beginnerPolicy: Policy<View, Action> = {
  id: 'beginner',
  choose(view, legal, rng) {
    const base = basic.choose(view, legal, rng);
    if (base.type !== 'play' || rng.next() >= SLIP) return base;
    const same = legal.filter((a) => a.type === 'play' && a.card[1] === base.card[1]);
    return same[rng.int(same.length)];
  },
};
