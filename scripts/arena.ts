// npm run arena -- --game G --a LEVEL --b LEVEL --deals N --seed S [--options JSON] [--json]
// The shipped levels only; the lab's yardsticks and probes: npm run lab:arena (lab/arena.ts).
// --json: the result as one JSON object (arena-run.ts ArenaResult), each pair's A − B in deal order among it (diffs).
// Duplicate deals: each deal is a game situation (score, bags, dealer) played once per seating of the
// two levels on the same cards (Spades: partnerships swapped). Prints points per deal for A − B with a 95 %
// confidence interval, per-level counters (contracts made, nils, bags, sets) and decision times p50/p95/max.
import { arenaCli } from './arena-cli.ts';

await arenaCli();
