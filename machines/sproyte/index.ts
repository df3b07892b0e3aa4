// Sprøyte (SPR): three hands, an exchange, more than four tricks — or fewer in nullo (rules/index.ts says more).
// Everything that is this game's, as one bundle (core/bundle/bundle.ts); machines/games.ts registers it.
import { defineBundle } from '../core/bundle/bundle.ts';
import { sproytePad } from './pad.ts';
import { policies } from './bots/levels/index.ts';
import { game as coach } from './coach/game.ts';
import { rules } from './rules/index.ts';
import { statistics } from './stats.ts';
import { optionSpecs } from './rules/option-specs.ts';
import { optionRules } from './rules/options.ts';
import { CATEGORIES } from './search/categories.ts';
import { checkDeal } from './search/check.ts';
import { judge } from './search/judge.ts';

import { sproyteMachine } from './sproyte.machine.ts';
import { course } from './tutorials/course.ts';
import { lessons } from './tutorials/index.ts';

export const sproyte = defineBundle({
  id: 'sproyte',
  ruleIds: 'SPR',
  rules,
  chart: sproyteMachine,
  levels: policies,
  judge,
  check: checkDeal,
  checks: () => true,
  costIn: 'average',
  coach,
  statistics,
  pad: sproytePad,
  lessons,
  course,
  optionSpecs,
  optionRules,
  reasonCategories: CATEGORIES,
});
