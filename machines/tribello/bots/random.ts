// Random-legal: for tests and as the weakest opponent.
import { type Policy, randomPolicy } from '../../core/bots.ts';
import type { Action, View } from '../rules/index.ts';

export const random: Policy<View, Action> = randomPolicy<View, Action>();
