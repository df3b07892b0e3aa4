// npm run hostile-sweep [-- RECORDS PADS SEED]: mutated hostile records and score pads through the app's import
// paths (hostile-sweep-run.ts); prints the counts, the slowest check within the limits and the slowest refusal
// of a file over a limit (wall clock and CPU), and exits non-zero on a throw, an unhandled rejection, a wrong answer,
// or a check whose CPU time is over 1 s (100 ms for a refusal over a limit).
import { hostileSweep } from './hostile-sweep-run.ts';

const [records = 10_000, pads = 1_000, seed = 1] = process.argv.slice(2).map(Number);
let rejections = 0;
process.on('unhandledRejection', (e) => {
  rejections++;
  console.error('unhandled rejection:', e);
});
const t = performance.now();
const tally = await hostileSweep(records, pads, seed);
await new Promise((r) => setTimeout(r, 50)); // let any stray rejection be reported
const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(
  JSON.stringify({ records, pads, seed, ...tally, throws: tally.throws.length, wrong: tally.wrong.length, rejections }),
);
for (const line of [...tally.throws, ...tally.wrong].slice(0, 20)) console.error(line);
console.log(
  `files ${tally.files}: accepted ${tally.accepted}, refused ${tally.refused} (over a limit ${tally.overLimit})`,
);
console.log(`throws ${tally.throws.length}, unhandled rejections ${rejections}, wrong answers ${tally.wrong.length}`);
const { slowestWithin: w, slowestOver: o } = tally;
console.log(`slowest check within the limits: ${ms(w.cpuMs)} CPU (${w.cpuWhat}); ${ms(w.ms)} wall (${w.what})`);
console.log(`slowest refusal over a limit: ${ms(o.cpuMs)} CPU (${o.cpuWhat}); ${ms(o.ms)} wall (${o.what})`);
console.log(`${((performance.now() - t) / 1000).toFixed(1)} s in all`);
// The bounds are on the CPU a check costs: on a machine shared with other work the wall clock also counts waiting.
const ok = !tally.throws.length && !tally.wrong.length && !rejections && w.cpuMs < 1000 && o.cpuMs < 100;
process.exitCode = ok ? 0 : 1;
