// Tribello (TRB): three players, a trick quota per seat, every trick off it a point (rules/index.ts says more).
// Everything that is this game's, as one bundle (core/bundle/bundle.ts); machines/games.ts registers it.
import { defineBundle } from '../core/bundle/bundle.ts';
import { tribelloPad } from './pad.ts';
import { policies } from './bots/levels/index.ts';
import { game as coach } from './coach/game.ts';
import { rules } from './rules/index.ts';
import { statistics } from './stats.ts';
import { optionSpecs } from './rules/option-specs.ts';
import { optionRules } from './rules/options.ts';
import { CATEGORIES } from './search/categories.ts';
import { checkDeal } from './search/check.ts';
import { judge } from './search/judge.ts';

import { tribelloMachine } from './tribello.machine.ts';
import { course } from './tutorials/course.ts';
import { lessons } from './tutorials/index.ts';

export const tribello = defineBundle({
  id: 'tribello',
  ruleIds: 'TRB',
  rules,
  chart: tribelloMachine,
  levels: policies,
  judge,
  check: checkDeal,
  checks: () => true,
  costIn: 'average',
  coach,
  statistics,
  pad: tribelloPad,
  lessons,
  course,
  optionSpecs,
  optionRules,
  reasonCategories: CATEGORIES,
});
