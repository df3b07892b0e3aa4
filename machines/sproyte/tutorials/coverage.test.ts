// Issue 9 "Acceptance", coverage: every rule id the Sprøyte engine cites — in a refusal, a trick reason or a
// score line (machines/sproyte/rules), or the session's COM-7.3 refusal — is taught by at least one lesson's
// `teaches` or a step's `rules`. The ids are read from the engine's source, so a new citation without a
// lesson fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessons } from './index.ts';

const machines = join(import.meta.dirname, '../..');
const sources = [
  ...readdirSync(join(machines, 'sproyte/rules'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'fixtures.ts')
    .map((f) => join(machines, 'sproyte/rules', f)),
  join(machines, 'actors/session.ts'),
];

/** Rule ids written as string literals ('SPR-7.3', 'COM-5.1'): what the engine hands to players. */
const cited = [...new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:SPR|COM)-\d+\.\d+)'/g)].map((m) => m[1])))].sort();
const taught = new Set(lessons.flatMap((l) => [...l.teaches, ...l.steps.flatMap((s) => s.rules ?? [])]));

describe('Sprøyte lesson coverage', () => {
  it('finds the rule ids the engine cites', () => {
    expect(cited).toContain('SPR-7.3');
    expect(cited).toContain('COM-7.3');
  });
  it('teaches every rule id the engine cites', () => {
    expect(cited.filter((id) => !taught.has(id))).toEqual([]);
  });
  it('names only Sprøyte and shared rule ids', () => {
    expect([...taught].filter((id) => !/^(SPR|COM)-/.test(id))).toEqual([]);
  });
});
