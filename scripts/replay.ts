// npm run replay -- FILE   (FILE "-" reads standard input)
import { readFileSync, statSync } from 'node:fs';
import { oversized, runReplayBytes, unreadable } from './replay-cli.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run replay -- FILE   (FILE "-" = standard input)\n');
  process.exit(2);
}
let out;
try {
  out = (file !== '-' && oversized(statSync(file).size)) || runReplayBytes(readFileSync(file === '-' ? 0 : file));
} catch (e) {
  out = unreadable(file, e);
}
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
