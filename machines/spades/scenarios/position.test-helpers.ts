// A named Spades position (a file of this folder, machines/core/reasons/scenario.ts) as its seat sees it: the View
// and the legal actions. Shared by the tests that read named positions (search/bid-reason, nil-attack, situation).
// Tests only: never imported by the app (tsconfig.web.json leaves *.test-helpers.ts out, so node:fs is allowed).
import { readFileSync } from 'node:fs';
import { parseScenario } from '../../core/reasons/scenario.ts';
import { positionOf } from '../../testing/reasons/scenario-run.ts';
import { policies } from '../bots/levels/index.ts';
import { type Action, type View, rules } from '../rules/index.ts';
import { hint } from '../search/hint.ts';

/** The position of `name` (with or without its .txt). */
export function positionAt(name: string): { view: View; legal: Action[] } {
  const file = name.endsWith('.txt') ? name : `${name}.txt`;
  const sc = parseScenario(readFileSync(new URL(file, import.meta.url), 'utf8'), file);
  const { view, legal } = positionOf({ rules, hint, policies }, sc);
  return { view, legal: [...legal] };
}
