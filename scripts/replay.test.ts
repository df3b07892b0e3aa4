// The `npm run replay` process contract (records.md "What replay prints"), run as a real process.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function replay(input: string) {
  const r = spawnSync('npx', ['tsx', 'scripts/replay.ts', '-'], { input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run replay', () => {
  it('malformed JSON: non-zero exit, one line on stderr, a RECORD error object on stdout', () => {
    const r = replay('{"format": "stikk-record/1",\n');
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { deal: null, action: null, rule: 'RECORD' } });
  });
  it('an unknown game is a RECORD error', () => {
    const r = replay('{"format":"stikk-record/1","game":"bridge","firstDealer":0,"deals":[]}');
    expect(r.status).not.toBe(0);
    expect(JSON.parse(r.stdout).error.rule).toBe('RECORD');
  });
  it('a missing file is a clear error with a non-zero exit', () => {
    const r = spawnSync('npx', ['tsx', 'scripts/replay.ts', '/nonexistent/record.json'], { encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/cannot read/);
  });
});
