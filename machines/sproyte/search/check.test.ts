// Sprøyte's play checker: the costly plays it lists cost a random player more in all than Casual on
// the same deals; each has a different card and a cost of at least CLEAR_COST.
import { checkerChargesRandomMore } from '../../testing/search/testkit.ts';
import { situation } from '../arena.ts';
import { policies } from '../bots/levels/index.ts';
import { rules } from '../rules/index.ts';
import { CLEAR_COST, checkPlays } from './check.ts';

checkerChargesRandomMore({ name: 'Sprøyte', rules, situation, policies }, checkPlays, CLEAR_COST);
