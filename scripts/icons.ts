// npm run icons: renders build/icon.svg (the one source) to the sizes and formats each system needs, in
// build/icons/: <n>x<n>.png for Linux, icon.ico for Windows, icon.icns for macOS, icon.png (1024).
// Pure JS: resvg compiled to WebAssembly, from the npm registry.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import { ICNS_TYPES, icnsFile, icoFile, type Png } from './icon-formats.ts';

export const ICON_SOURCE = resolve(import.meta.dirname, '../build/icon.svg');
export const ICON_DIR = resolve(import.meta.dirname, '../build/icons');
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

let ready: Promise<void> | null = null;
function wasm(): Promise<void> {
  ready ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return ready;
}

export async function renderPngs(svg: string): Promise<Map<number, Png>> {
  await wasm();
  const out = new Map<number, Png>();
  for (const size of PNG_SIZES)
    out.set(size, { size, data: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng() });
  return out;
}

/** Writes every icon file into `dir` and answers their names. */
export async function writeIcons(svgPath = ICON_SOURCE, dir = ICON_DIR): Promise<string[]> {
  const pngs = await renderPngs(readFileSync(svgPath, 'utf8'));
  mkdirSync(dir, { recursive: true });
  const files: [string, Uint8Array][] = [
    ...[...pngs.values()].map((p) => [`${p.size}x${p.size}.png`, p.data] as [string, Uint8Array]),
    ['icon.png', pngs.get(1024)!.data],
    ['icon.ico', icoFile(ICO_SIZES.map((s) => pngs.get(s)!))],
    ['icon.icns', icnsFile(ICNS_TYPES.map(([type, size]) => ({ type, data: pngs.get(size)!.data })))],
  ];
  for (const [name, data] of files) writeFileSync(join(dir, name), data);
  return files.map(([name]) => name);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const names = await writeIcons();
  process.stdout.write(`icons: ${names.length} files in build/icons (${names.join(', ')})\n`);
}
