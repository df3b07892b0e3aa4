// No import circles in machines/ and renderer/src (house-style §2), between files or between folders: each folder
// is one layer (a subfolder too), and the layers of docs/architecture.md point one way.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, folderGraph, importGraph } from './import-graph.ts';

const root = resolve(import.meta.dirname, '../..');

describe('the import graph', () => {
  it('finds a circle where there is one, types included, and none in a line', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the tree: relative imports of .ts and .svelte files, `import type` and re-exports too', () => {
    const graph = importGraph(root, ['machines', 'renderer/src']);
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('machines/core/search/trick-sim.ts')).toContain('machines/core/search/random-playout.ts');
    expect(graph.get('renderer/src/lib/session.svelte.ts')).toContain('renderer/src/lib/games/types.ts');
    expect(graph.get('renderer/src/components/table/TableDialogs.svelte')).toContain(
      'renderer/src/components/table/Dialog.svelte',
    );
  });

  it('has no circle in machines/ and renderer/src', () => {
    expect(circles(importGraph(root, ['machines', 'renderer/src']))).toEqual([]);
  });

  it('reads a folder circle between siblings and between a folder and its own subfolder, tests left out', () => {
    const files = new Map([
      ['a/x.ts', ['b/y.ts']],
      ['b/y.ts', ['a/x.ts']],
      ['c/x.ts', ['c/sub/z.ts']],
      ['c/sub/z.ts', ['c/w.ts']],
      ['d/x.ts', ['d/sub/z.ts']],
      ['d/sub/z.ts', ['d/sub/deeper/w.ts']],
      ['d/x.test.ts', ['d/sub/deeper/w.ts']],
      ['d/sub/deeper/w.ts', ['e/v.ts']],
      ['d/sub/deeper/w.test.ts', ['d/x.ts']],
    ]);
    expect(circles(folderGraph(files))).toEqual([
      ['a', 'b'],
      ['c', 'c/sub'],
    ]);
  });

  it('has no circle between the folders of machines/ and renderer/src', () => {
    const folders = folderGraph(importGraph(root, ['machines', 'renderer/src']));
    expect(folders.get('machines/spades/bots/levels')).toContain('machines/spades/search');
    expect(folders.get('machines/spades/bots/levels')).toContain('machines/spades/bots');
    expect(folders.get('renderer/src/lib')).toContain('renderer/src/i18n');
    expect(circles(folders)).toEqual([]);
  });
});
