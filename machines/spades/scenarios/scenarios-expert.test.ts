// The Spades scenario suite asked of Expert (machines/testing/reasons/scenario-suite.ts); the hint and Strong in
// scenarios.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { scenarioSuite } from '../../testing/reasons/scenario-suite.ts';
import { policies } from '../bots/levels/index.ts';
import { rules } from '../rules/index.ts';
import { hint } from '../search/hint.ts';
import { situationOf } from '../search/situation.ts';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).map((file) => ({ file, text: readFileSync(new URL(file, dir), 'utf8') }));
scenarioSuite(
  'Spades',
  files,
  {
    rules,
    hint: hint,
    policies: policies,
    situation: situationOf,
  },
  ['expert'],
);
