// npm run replay -- FILE   (FILE "-" reads standard input)
import { readFileSync } from 'node:fs';
import { runReplay } from './replay-cli.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run replay -- FILE   (FILE "-" = standard input)\n');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file === '-' ? 0 : file, 'utf8');
} catch (e) {
  process.stderr.write(`replay: cannot read ${file}: ${(e as Error).message}\n`);
  process.exit(2);
}
const out = runReplay(text);
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
