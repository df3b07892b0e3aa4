// npm run replay -- FILE   (FILE "-" reads standard input)
import { readFileSync, readSync, statSync } from 'node:fs';
import { IMPORT_LIMITS } from '../machines/core/bounded-json.ts';
import { oversized, runReplayBytes, unreadable } from './replay-cli.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run replay -- FILE   (FILE "-" = standard input)\n');
  process.exit(2);
}

/** Standard input; past the size limit the rest is only counted, never kept, and the input is refused by size. */
function readInput(): { bytes: Uint8Array; size: number } {
  const buf = Buffer.alloc(IMPORT_LIMITS.bytes + 1);
  const scratch = Buffer.alloc(64 * 1024);
  let size = 0;
  for (;;) {
    const into = size < buf.length ? buf : scratch;
    const at = size < buf.length ? size : 0;
    let got: number;
    try {
      got = readSync(0, into, at, into.length - at, null);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'EAGAIN') continue;
      if (code === 'EOF') break;
      throw e;
    }
    if (got === 0) break;
    size += got;
  }
  return { bytes: buf.subarray(0, Math.min(size, buf.length)), size };
}

function replayInput() {
  const { bytes, size } = readInput();
  return oversized(size) ?? runReplayBytes(bytes);
}

let out;
try {
  out = file === '-' ? replayInput() : (oversized(statSync(file).size) ?? runReplayBytes(readFileSync(file)));
} catch (e) {
  out = unreadable(file, e);
}
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
