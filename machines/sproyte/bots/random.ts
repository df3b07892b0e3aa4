// Random-legal: for tests and as the weakest opponent.
import { randomPolicy } from '../../core/bots.ts';
import type { Action, View } from '../rules/index.ts';

export const randomLegalPolicy = randomPolicy<View, Action>();
