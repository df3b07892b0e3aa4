// Tribello computer players behind the shared Policy interface (machines/core/bots.ts).
import type { Policy } from '../../core/bots.ts';
import type { Action, View } from '../rules/index.ts';
import { basic } from './rule-based.ts';
import { random } from './random.ts';

export const policies: Record<string, Policy<View, Action>> = { random, basic };
export { basic, random };
