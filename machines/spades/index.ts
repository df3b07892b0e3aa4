// Spades (SPD): bidding tricks, partners' bids a side's contract, spades always trump (rules/index.ts says more).
// Everything that is this game's, as one bundle (core/bundle/bundle.ts); machines/games.ts registers it.
import { defineBundle } from '../core/bundle/bundle.ts';
import { spadesPad } from './pad.ts';
import { policies } from './bots/levels/index.ts';
import { game as coach } from './coach/game.ts';
import { rules } from './rules/index.ts';
import { statistics } from './stats.ts';
import { optionSpecs } from './rules/option-specs.ts';
import { optionRules } from './rules/options.ts';
import { CATEGORIES } from './search/categories.ts';
import { checkDeal } from './search/check.ts';
import { judge } from './search/judge.ts';
import { isSearchable } from './search/position.ts';
import { spadesMachine } from './spades.machine.ts';
import { course } from './tutorials/course.ts';
import { lessons } from './tutorials/index.ts';

export const spades = defineBundle({
  id: 'spades',
  ruleIds: 'SPD',
  rules,
  chart: spadesMachine,
  levels: policies,
  judge,
  check: checkDeal,
  checks: isSearchable,
  costIn: 'whole-points',
  coach,
  statistics,
  pad: spadesPad,
  lessons,
  course,
  optionSpecs,
  optionRules,
  reasonCategories: CATEGORIES,
});
