// Issue 9 "Acceptance", coverage of Spades' lessons: every rule id the engine cites — in a refusal, a trick
// reason or a score line (machines/spades/rules), or the session's COM-7.3 refusal — is taught by at least
// one lesson's `teaches` or a step's `rules`; at least 80 % of SPD-1 … SPD-10 are; and every id a lesson
// names exists in rules.md (RULE_IDS). The cited ids are read from the engine's source, so a new citation
// without a lesson fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../rulebook/rule-ids.ts';
import { LESSONS } from './index.ts';

const machines = join(import.meta.dirname, '../../../machines');
const sources = [
  ...readdirSync(join(machines, 'spades/rules'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test-helpers'))
    .map((f) => join(machines, 'spades/rules', f)),
  join(machines, 'actors/session.ts'),
];

/** Rule ids written as string literals ('SPD-6.2', 'COM-5.1'): what the engine hands to players. */
const cited = [...new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:SPD|COM)-\d+\.\d+)'/g)].map((m) => m[1])))].sort();
const taught = new Set(LESSONS.spades.flatMap((l) => [...l.teaches, ...l.steps.flatMap((s) => s.rules ?? [])]));
const sections = RULE_IDS.filter((id) => /^SPD-(10|[1-9])\.\d+$/.test(id));

describe('Spades lesson coverage', () => {
  it('finds the rule ids the engine cites', () => {
    expect(cited).toContain('SPD-6.2');
    expect(cited).toContain('COM-7.3');
  });
  it('teaches every rule id the engine cites', () => {
    expect(cited.filter((id) => !taught.has(id))).toEqual([]);
  });
  it('teaches at least 80 % of SPD-1 … SPD-10', () => {
    const missing = sections.filter((id) => !taught.has(id));
    console.log(`Spades lessons teach ${sections.length - missing.length} of ${sections.length} rules of SPD-1 … SPD-10${missing.length ? `; not: ${missing.join(' ')}` : ''}`);
    expect(sections.length - missing.length).toBeGreaterThanOrEqual(0.8 * sections.length);
  });
  it('names only rule ids that rules.md defines', () => {
    expect([...taught].filter((id) => !RULE_IDS.includes(id) || !/^(SPD|COM)-/.test(id))).toEqual([]);
  });
});
