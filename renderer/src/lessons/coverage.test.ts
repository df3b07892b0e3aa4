// How many rules the lessons teach. Every rule id the engines cite in a refusal,
// a trick reason, a score line or an option must be taught by a lesson or a quiz (100 %), and at least
// 80 % of all numbered rules of sections 1–10 of SPR, SPD and TRB and of COM. Prints the figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../rulebook/rule-ids.ts';
import { LESSONS } from './index.ts';

const MACHINES = resolve(import.meta.dirname, '../../../machines');
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'tutorials' ? [] : sources(p);
    // The statecharts (`*.machine.ts`) name rules only as links on the game's map, not as citations.
    return e.name.endsWith('.ts') &&
      !e.name.includes('.test') &&
      !e.name.includes('test-') &&
      !e.name.endsWith('.machine.ts')
      ? [p]
      : [];
  });
}
/**
 * A file's code without the options' rule-book map (which rules an option changes is not a citation) and without
 * the score pad's links to rule-book sections (`ruleIds:`, a place to read, not a rule applied).
 */
const code = (f: string) =>
  readFileSync(f, 'utf8')
    .split('export const optionRules')[0]
    .split('\n')
    .filter((line) => !/^\s*ruleIds:/.test(line))
    .join('\n');
/** Rule ids the engines cite (string literals in machines/: refusals, trick reasons, score lines; lessons aside). */
const cited = new Set(
  sources(MACHINES).flatMap((f) =>
    [...code(f).matchAll(/['"`]((?:COM|SPR|SPD|TRB)-[DS]?\d+(?:\.\d+)?)['"`]/g)].map((m) => m[1]),
  ),
);
const numbered = RULE_IDS.filter((id) => {
  const m = /^(COM|SPR|SPD|TRB)-(\d+)\.\d+$/.exec(id);
  return m !== null && (m[1] === 'COM' || Number(m[2]) <= 10);
});
const lessons = Object.values(LESSONS).flat();
const taught = new Set(lessons.flatMap((l) => [...l.teaches, ...l.steps.flatMap((s) => s.rules ?? [])]));

describe('what the lessons teach', () => {
  it('teaches every rule the engines cite, and at least 80 % of all numbered rules', () => {
    const all = [...new Set([...numbered, ...cited])].sort();
    const missing = all.filter((id) => !taught.has(id));
    const citedMissing = [...cited].filter((id) => !taught.has(id)).sort();
    const share = (all.length - missing.length) / all.length;
    console.log(
      `lessons: ${lessons.length}; rules taught: ${all.length - missing.length} of ${all.length} (${(share * 100).toFixed(1)} %); cited by the engines: ${cited.size - citedMissing.length} of ${cited.size}`,
    );
    console.log(`not taught: ${missing.join(' ') || 'none'}`);
    expect(citedMissing).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(0.8);
  });
  it('finds the rule ids the engines cite (the scan itself works)', () => {
    for (const id of ['SPR-7.3', 'SPD-6.2', 'TRB-7.2', 'COM-7.3']) expect(cited).toContain(id);
  });
  it('names only rule ids that rules.md defines', () => {
    expect([...taught].filter((id) => !RULE_IDS.includes(id))).toEqual([]);
  });
});
