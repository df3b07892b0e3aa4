// The import graph of the source tree (house-style: no import circles): every relative import of every .ts
// and .svelte file below the given folders — type imports too, since a circle of types is a circle of
// concerns — and the circles in it (Tarjan's strongly connected components).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** import … from '…', export … from '…', import '…', and import('…'). */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const isSource = (f: string): boolean => /\.(ts|svelte)$/.test(f) && !/\.d\.ts$/.test(f);

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? filesBelow(path) : isSource(name) ? [path] : [];
  });
}

/** file → the files it imports (relative imports inside the tree only), paths relative to `root`. */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((d) => filesBelow(resolve(root, d)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const to = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), m[1]);
      if (known.has(target)) to.add(relative(root, target));
    }
    graph.set(relative(root, file), [...to].sort());
  }
  return graph;
}

/** The circles of a graph: each strongly connected component of two or more files, or one that imports itself. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * The folders' graph of a file graph: folder → the folders its files import from, tests left out. A file belongs to
 * its own folder only, so a folder and its subfolder are two layers: one of them imports the other, never both.
 */
export function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    if (/\.test(-helpers)?\.ts$/.test(file)) continue;
    const from = dirname(file);
    const to = out.get(from) ?? new Set<string>();
    for (const target of imports) if (dirname(target) !== from) to.add(dirname(target));
    out.set(from, to);
  }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}
