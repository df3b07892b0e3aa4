// Every rule id machines/ can cite (refusals, trick reasons, score lines, options)
// has a rule-book entry in each of the four languages, so every rule link the app shows opens a rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionRuleIds } from './in-force.ts';
import type { RuleBook } from './types.ts';

const books = import.meta.glob<{ book: RuleBook }>('./*/*.ts', { eager: true });
const MACHINES = resolve(import.meta.dirname, '../../../machines');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'tutorials' ? [] : sources(p);
    return e.name.endsWith('.ts') && !e.name.includes('.test') && !e.name.includes('test-') ? [p] : [];
  });
}

/** Rule ids written as string literals in the engines (what a refusal, a reason or a score line can carry). */
const cited = [
  ...new Set([
    ...sources(MACHINES).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/['"`]((?:COM|SPR|SPD|TRB)-[DS]?\d+(?:\.\d+)?)['"`]/g)].map((m) => m[1]),
    ),
    ...optionRuleIds(),
  ]),
].sort();

describe.each(['en', 'nb', 'sv', 'da'] as const)('rule book (%s)', (locale) => {
  const mine = Object.entries(books)
    .filter(([path]) => path.endsWith(`/${locale}.ts`))
    .map(([, m]) => m.book);
  const ids = new Set(mine.flatMap((b) => b.sections.flatMap((s) => [s.id, ...s.rules.map((r) => r.id)])));
  it('has an entry for every rule id the engines can cite', () => {
    console.log(
      `${locale}: ${mine.reduce((n, b) => n + b.sections.reduce((m, s) => m + s.rules.length, 0), 0)} entries in ${mine.length} books; ${cited.length} ids cited by machines/`,
    );
    expect(cited.filter((id) => !ids.has(id))).toEqual([]);
  });
});
