// npm run replay -- FILE   (FILE "-" reads standard input)
import { readFileSync } from 'node:fs';
import { runReplay, unreadable } from './replay-cli.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run replay -- FILE   (FILE "-" = standard input)\n');
  process.exit(2);
}
let out;
try {
  out = runReplay(readFileSync(file === '-' ? 0 : file, 'utf8'));
} catch (e) {
  out = unreadable(file, e);
}
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
