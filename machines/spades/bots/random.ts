// Random-legal: for tests and as the weakest opponent. It never chooses `look` (a bid implies it), so its
// games can always be written to a record.
import type { Policy } from '../../core/bots.ts';
import type { Action, View } from '../rules/index.ts';

export const randomLegalPolicy: Policy<View, Action> = {
  id: 'random',
  choose(_view, legal, rng) {
    const choices = legal.filter((a) => a.type !== 'look');
    return choices[rng.int(choices.length)];
  },
};
