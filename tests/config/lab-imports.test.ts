// The lab (lab/: arena variants, studies, fits, probes) is not the product: nothing the app ships imports it.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.ts';

const root = resolve(import.meta.dirname, '../..');

describe('the lab stays out of the app', () => {
  it('no file under machines/, renderer/ or electron/ imports a file under lab/', () => {
    const graph = importGraph(root, ['machines', 'renderer', 'electron', 'lab']);
    const shipped = [...graph].filter(([file]) => !file.startsWith('lab/'));
    expect(shipped.length).toBeGreaterThan(100);
    const intoLab = shipped.flatMap(([file, to]) =>
      to.filter((t) => t.startsWith('lab/')).map((t) => `${file} → ${t}`),
    );
    expect(intoLab).toEqual([]);
    // The graph does see the lab's own imports, so a shipped one would be caught.
    expect([...graph].some(([file, to]) => file.startsWith('lab/') && to.some((t) => t.startsWith('lab/')))).toBe(true);
  });
});
